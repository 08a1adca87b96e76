import { fetchJson, type ReverseGeocoder } from "./geocoding.js";

export const NOMINATIM_USER_AGENT = "Armada fleet tracking (server geocoder)";

interface NominatimAnswer {
  display_name?: string;
  /** the feature's own name (empty for a plain road point) */
  name?: string;
  address?: { road?: string; suburb?: string; village?: string; city_district?: string };
  lat?: string | number;
  lon?: string | number;
  error?: string;
}

/** Reverse geocoding through a Nominatim server: GET {url}/reverse?format=jsonv2&lat&lon, with a User-Agent. */
export function createNominatim(baseUrl: string, timeoutMs?: number): ReverseGeocoder {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    name: "nominatim",
    async reverse(lat, lng) {
      const answer = (await fetchJson(
        `${base}/reverse?format=jsonv2&lat=${lat}&lon=${lng}&accept-language=id`,
        { headers: { "user-agent": NOMINATIM_USER_AGENT, accept: "application/json" } },
        timeoutMs,
      )) as NominatimAnswer;
      if (!answer.display_name) return null;
      const { address } = answer;
      const title =
        answer.name || address?.road || address?.suburb || address?.village || address?.city_district;
      return {
        display_name: answer.display_name,
        ...(title ? { title } : {}),
        lat: String(answer.lat ?? lat),
        lon: String(answer.lon ?? lng),
      };
    },
  };
}
