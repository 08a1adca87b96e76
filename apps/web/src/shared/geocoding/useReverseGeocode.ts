import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/apiRequest";

import type { PlaceParts } from "./placePhrase";

/**
 * Points are looked up on a ~110 m grid (3 decimals): an address phrase is no finer than that, and a moving
 * vehicle then asks again only every block or so, not on every position.
 */
const gridKey = (value: number) => value.toFixed(3);

/** The server's reverse geocoder (the one alert addresses come from), cached per grid cell for the session. */
export function useReverseGeocode(latitude: number, longitude: number) {
  const lat = gridKey(latitude);
  const lng = gridKey(longitude);
  return useQuery({
    queryKey: ["reverse-geocode", lat, lng],
    queryFn: async ({ signal }) =>
      (await apiRequest<PlaceParts>(`/api/geocode/reverse?lat=${lat}&lng=${lng}`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
