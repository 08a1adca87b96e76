import { useTranslation } from "react-i18next";
import { type PlaceParts, placePhrase } from "./placePhrase";
import { useReverseGeocode } from "./useReverseGeocode";

/** The place's phrase in the UI language. */
export function usePlacePhrase(place: PlaceParts | undefined): string | null {
  const { t, i18n } = useTranslation();
  return placePhrase(place, t, i18n.language);
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
