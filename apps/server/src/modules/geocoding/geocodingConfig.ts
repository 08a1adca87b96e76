import { z } from "zod";

/** Geocoding settings, spread into the server's config schema (config.ts). */
export const geocodingConfigShape = {
  /** Places autocomplete and detail through Google Places API (New); without it the offline geocoder answers. */
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_BASE_URL: z.url().default("https://places.googleapis.com"),
  /** Reverse geocoding through a Nominatim server, e.g. https://nominatim.openstreetmap.org */
  NOMINATIM_URL: z.url().optional(),
};

type GeocodingSettings = z.output<z.ZodObject<typeof geocodingConfigShape>>;

export interface GeocodingConfig {
  google: { apiKey: string; baseUrl: string } | undefined;
  nominatimUrl: string | undefined;
}

export function geocodingConfig(settings: GeocodingSettings): GeocodingConfig {
  return {
    google: settings.GOOGLE_MAPS_API_KEY
      ? { apiKey: settings.GOOGLE_MAPS_API_KEY, baseUrl: settings.GOOGLE_PLACES_BASE_URL }
      : undefined,
    nominatimUrl: settings.NOMINATIM_URL,
  };
}
