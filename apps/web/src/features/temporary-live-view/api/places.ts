import { type ContactLocationInput, LOCATION_TYPES } from "@armada/domain";
import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { GeofencesQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { requestHeaders } from "@/shared/api/requestHeaders";

export interface PlaceSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
  /** offline geocoder: "saved", "city" or a landmark's kind (station, port, airport, tollGate, …) */
  kind?: string;
}

/** The reverse geocoder's answer: the address and the point's short title, a structured field never cut from it. */
export interface PointAddress {
  display_name?: string;
  title?: string;
}

/** An address the contact's arrival notification points at (docs/spec/temporary-live-view.md §3 address option). */
export interface AddressOption {
  id: string | number | null;
  name: string;
  fullName: string;
  type: (typeof LOCATION_TYPES)[keyof typeof LOCATION_TYPES];
  lat: number | null;
  lng: number | null;
}

async function getJson<T>(path: string, init: RequestInit = {}): Promise<T | null> {
  try {
    const response = await fetch(path, { credentials: "same-origin", headers: requestHeaders(), ...init });
    if (!response.ok) return null;
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/** Places autocomplete; a failure is swallowed into an empty list (docs/spec/temporary-live-view.md §8). */
export async function autocompletePlaces(input: string): Promise<PlaceSuggestion[]> {
  const body = await getJson<{ suggestions?: PlaceSuggestion[] }>("/api/places/autocomplete", {
    method: "POST",
    body: JSON.stringify({ input }),
  });
  return body?.suggestions ?? [];
}

export async function placeLocation(
  placeId: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const body = await getJson<{ latitude?: number; longitude?: number }>(
    `/api/places/${encodeURIComponent(placeId)}`,
  );
  return typeof body?.latitude === "number" && typeof body.longitude === "number"
    ? { latitude: body.latitude, longitude: body.longitude }
    : null;
}

export function reverseGeocode(lat: number, lng: number): Promise<PointAddress | null> {
  return getJson<PointAddress>(`/api/geocode/reverse?lat=${lat}&lng=${lng}`);
}

/** A point on the map as an address: the geocoder's title and address, else its coordinates. */
export function pointAddressOption(
  point: { lat: number; lng: number },
  answer: PointAddress | null,
): ContactLocationInput {
  const fullName = answer?.display_name || `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
  return {
    name: answer?.title || fullName,
    fullName,
    lat: point.lat,
    lng: point.lng,
    id: null,
    type: LOCATION_TYPES.places,
  };
}

export function usePlaceSuggestions(input: string) {
  return useQuery({
    queryKey: ["temporary-live-view", "places", input],
    enabled: input.trim().length > 0,
    queryFn: () => autocompletePlaces(input.trim()),
    staleTime: 60_000,
  });
}

/** A saved geofence offered as an address; the schema carries `type` as text and `polyData` as JSON. */
export type SavedAddress = Omit<
  NonNullable<GeofencesQuery["Geofences"]["list"]>[number],
  "type" | "polyData"
> & {
  type: "C" | "P";
  polyData: [number, number][] | null;
};

const GEOFENCES = graphql(`
  query Geofences($filter: GeofencesFilter) {
    Geofences(filter: $filter) {
      ...EnvelopeFields
      list { geofenceId fenceName address type circData { lat lng radius } polyData }
      pagination { total page show }
    }
  }
`);

export const SAVED_ADDRESS_PAGE_SIZE = 5;

export async function fetchSavedAddresses(search: string, page: number) {
  const result = await requestEnvelope(GEOFENCES, "Geofences", {
    filter: {
      ownership: ["Customer", "Own"],
      search: search.trim() || undefined,
      pagination: { page, show: SAVED_ADDRESS_PAGE_SIZE },
    },
  });
  return { rows: (result.list ?? []) as SavedAddress[], total: result.pagination?.total ?? 0 };
}

/** The centre of a saved address: the circle centre, else the polygon's mean point. */
export function savedAddressCentre(geofence: SavedAddress): { lat: number; lng: number } | null {
  if (geofence.circData) return { lat: geofence.circData.lat, lng: geofence.circData.lng };
  const points = geofence.polyData ?? [];
  if (points.length === 0) return null;
  const sum = points.reduce((acc, [a, b]) => [acc[0] + a, acc[1] + b] as [number, number], [0, 0]);
  // polyData holds [lat, lng] pairs
  return { lat: sum[0] / points.length, lng: sum[1] / points.length };
}
