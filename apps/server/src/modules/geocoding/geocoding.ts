/** One autocomplete suggestion (docs/spec/temporary-live-view.md §7 call 10). */
export interface PlaceSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
  /** offline geocoder: "saved" (a geofence), "city" or a curated landmark's kind (indonesianLandmarks.ts) */
  kind?: string;
}

/** A place's position (docs/spec/temporary-live-view.md §7 call 11). */
export interface PlaceLocation {
  latitude: number;
  longitude: number;
}

/** A reverse geocode answer (docs/spec/temporary-live-view.md §7 call 12), Nominatim's field names. */
export interface ReverseResult {
  display_name: string;
  /** the point's short name for a title ("± 1,5 km dari Bekasi", a road): never cut out of display_name */
  title?: string;
  lat: string;
  lon: string;
  /** the phrase's parts (offline geocoder), so a client can say "± 380 m from Depo Cakung" in its own language */
  near?: { name: string; metres: number };
}

/** Who asks: the offline geocoder also searches this company's saved geofences. */
export interface GeoContext {
  companyId: number;
  sessionToken?: string | undefined;
}

/** Autocomplete and detail. Implementations may throw; the service swallows failures into empty results. */
export interface PlacesProvider {
  readonly name: string;
  autocomplete(input: string, context: GeoContext): Promise<PlaceSuggestion[]>;
  detail(placeId: string, context: GeoContext): Promise<PlaceLocation | null>;
}

export interface ReverseGeocoder {
  readonly name: string;
  reverse(lat: number, lng: number, context: GeoContext): Promise<ReverseResult | null>;
}

export const GEO_TIMEOUT_MS = 5_000;

/** fetch returning parsed JSON; throws on a non-2xx answer, a timeout or a network error. */
export async function fetchJson(
  url: string,
  init: RequestInit = {},
  timeoutMs = GEO_TIMEOUT_MS,
): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`HTTP ${response.status}`);
  }
  return response.json();
}

/** Great-circle distance in metres. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "± 2,3 km dari Bekasi" (Indonesian decimal comma); under 100 m just the place's name. */
export function describeNear(name: string, metres: number): string {
  if (metres < 100) return name;
  if (metres < 1000) return `± ${Math.round(metres / 10) * 10} m dari ${name}`;
  const km = metres / 1000;
  const text = km < 10 ? km.toFixed(1).replace(".", ",") : String(Math.round(km));
  return `± ${text} km dari ${name}`;
}
