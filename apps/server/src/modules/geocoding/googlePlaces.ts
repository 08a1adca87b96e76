import { fetchJson, type PlaceSuggestion, type PlacesProvider } from "./geocoding.js";

export interface GooglePlacesOptions {
  apiKey: string;
  /** https://places.googleapis.com; overridable for tests */
  baseUrl: string;
  timeoutMs?: number;
}

interface AutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
    };
  }[];
}

/** Google Places API (New): autocomplete restricted to Indonesia and establishments, detail with the location only. */
export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    name: "google",
    async autocomplete(input, context) {
      const answer = (await fetchJson(
        `${base}/v1/places:autocomplete`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-goog-api-key": options.apiKey },
          body: JSON.stringify({
            input,
            includedRegionCodes: ["id"],
            includedPrimaryTypes: ["establishment"],
            languageCode: "id",
            ...(context.sessionToken ? { sessionToken: context.sessionToken } : {}),
          }),
        },
        options.timeoutMs,
      )) as AutocompleteAnswer;
      const suggestions: PlaceSuggestion[] = [];
      for (const suggestion of answer.suggestions ?? []) {
        const prediction = suggestion.placePrediction;
        if (!prediction?.placeId) continue;
        suggestions.push({
          placeId: prediction.placeId,
          mainText: prediction.structuredFormat?.mainText?.text ?? prediction.text?.text ?? "",
          secondaryText: prediction.structuredFormat?.secondaryText?.text ?? "",
        });
      }
      return suggestions;
    },

    async detail(placeId, context) {
      const query = context.sessionToken ? `?sessionToken=${encodeURIComponent(context.sessionToken)}` : "";
      const answer = (await fetchJson(
        `${base}/v1/places/${encodeURIComponent(placeId)}${query}`,
        { headers: { "x-goog-api-key": options.apiKey, "x-goog-fieldmask": "location" } },
        options.timeoutMs,
      )) as { location?: { latitude?: number; longitude?: number } };
      const { latitude, longitude } = answer.location ?? {};
      return typeof latitude === "number" && typeof longitude === "number" ? { latitude, longitude } : null;
    },
  };
}
