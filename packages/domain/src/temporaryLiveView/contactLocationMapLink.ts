import { type ContactLocationInput, LOCATION_TYPES } from "./contactLocation.js";

/**
 * A Google place id is URL-safe base64 text ("ChIJN1t_tDeuEmsRUsoyG83frY4"). Ids of the offline geocoder
 * ("gn:1642911", "gf:9") and saved-address numbers are ours: Google would not know them.
 */
const GOOGLE_PLACE_ID = /^[A-Za-z0-9_-]{16,}$/;

/** Google Maps for a contact's destination: by its real Google place id when it has one, by coordinates otherwise. */
export function contactLocationMapLink(
  location: Pick<ContactLocationInput, "name" | "fullName" | "lat" | "lng" | "id" | "type">,
): string {
  const coordinates = `${location.lat},${location.lng}`;
  const id = location.id == null ? "" : String(location.id);
  if (location.type !== LOCATION_TYPES.places || !GOOGLE_PLACE_ID.test(id) || /^\d+$/.test(id))
    return `https://www.google.com/maps/search/?api=1&query=${coordinates}`;
  const query = encodeURIComponent(location.name || location.fullName || coordinates);
  return `https://www.google.com/maps/search/?api=1&query=${query}&query_place_id=${encodeURIComponent(id)}`;
}
