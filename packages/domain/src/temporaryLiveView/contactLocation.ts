/** Places-service (Google) and saved-address (master data) location types (docs/spec/temporary-live-view.md §9 provider types). */
export const LOCATION_TYPES = { places: "GOOGLE", savedAddress: "MEP_MASTER_DATA" } as const;

export interface ContactLocationInput {
  name: string;
  fullName: string;
  lat: number;
  lng: number;
  id?: string | number | null | undefined;
  type: string;
}

/**
 * Before saving, a places-service location whose id looks numeric drops the id (docs/spec/temporary-live-view.md §5): place ids
 * are strings, a numeric one is a leftover of a saved address.
 */
export function cleanContactLocation<T extends ContactLocationInput>(location: T): T {
  if (location.type === LOCATION_TYPES.places && location.id != null && /^\d+$/.test(String(location.id))) {
    const { id: _dropped, ...rest } = location;
    return rest as T;
  }
  return location;
}
