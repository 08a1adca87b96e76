import type { TFunction } from "i18next";
import { formatDistance } from "@/shared/i18n/format";

/** A place as the geocoder gives it: its phrase in Indonesian and, from the offline geocoder, the phrase's parts. */
export interface PlaceParts {
  display_name?: string | null;
  near?: { name: string; metres: number } | null;
}

/** Under this distance a place is named alone, as the server's own phrase does. */
const AT_PLACE_METRES = 100;

/** "± 380 m dari Depo Cakung" / "± 380 m from Depo Cakung" from the parts, else the geocoder's own text. */
export function placePhrase(place: PlaceParts | undefined, t: TFunction, language: string): string | null {
  if (place?.near) {
    const { name, metres } = place.near;
    if (metres < AT_PLACE_METRES) return name;
    return t("address.near", { distance: formatDistance(metres, language), place: name });
  }
  return place?.display_name || null;
}
