import { useEffect } from "react";
import { fitToPoints, type LngLat, useMapInstance } from "@/shared/map";

/** Renders nothing: frames the route each time it changes. */
export function FitRoute({ coordinates }: { coordinates: readonly LngLat[] }) {
  const map = useMapInstance();
  useEffect(() => {
    if (!map) return;
    const frame = () => fitToPoints(map, coordinates, { animate: false, padding: 50 });
    frame();
    // Once more when the map settles: a layout change right after mount must not leave the route off-screen.
    map.once("idle", frame);
    return () => {
      map.off("idle", frame);
    };
  }, [map, coordinates]);
  return null;
}
