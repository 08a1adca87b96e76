import { useMap } from "react-map-gl/maplibre";

/** The maplibre Map of the surrounding MapView, or undefined before it loaded. */
export function useMapInstance() {
  return useMap().current?.getMap();
}
