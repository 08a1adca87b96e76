import { useTranslation } from "react-i18next";
import { formatDistance } from "@/shared/i18n/format";
import { type ReversePlace, useReverseGeocode } from "./useReverseGeocode";

/** Under this distance a place is named alone, as the server's own phrase does. */
const AT_PLACE_METRES = 100;

/** "± 380 m dari Depo Cakung" / "± 380 m from Depo Cakung" from the parts, else the geocoder's own text. */
export function usePlacePhrase(place: ReversePlace | undefined): string | null {
  const { t, i18n } = useTranslation();
  if (place?.near) {
    const { name, metres } = place.near;
    if (metres < AT_PLACE_METRES) return name;
    return t("address.near", { distance: formatDistance(metres, i18n.language), place: name });
  }
  return place?.display_name || null;
}

/** A position as an address; its coordinates while the address loads, or when there is none. */
export function PositionAddress({ latitude, longitude }: { latitude: number; longitude: number }) {
  const phrase = usePlacePhrase(useReverseGeocode(latitude, longitude).data);
  const coordinates = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  return (
    <span title={coordinates} data-testid="position-address" data-resolved={phrase !== null}>
      {phrase ?? coordinates}
    </span>
  );
}
