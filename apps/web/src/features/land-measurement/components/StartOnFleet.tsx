import { useEffect, useRef } from "react";
import { fitToPoints, type LngLat, useMapInstance } from "@/shared/map";

/**
 * Renders nothing: the map starts where the company's vehicles last were (the land to measure is where they work),
 * framed once, without animation, and only while nothing else took the map (`enabled`: no point tapped, no
 * boundary shown); without positions it stays on the whole country. `positions` is undefined while loading. Marks
 * the map's container `data-start` ("fleet" or "country") once decided, for whoever taps on it next.
 */
export function StartOnFleet({ positions, enabled }: { positions?: readonly LngLat[]; enabled: boolean }) {
  const map = useMapInstance();
  const started = useRef(false);
  useEffect(() => {
    if (!map || started.current || !enabled || !positions) return;
    started.current = true;
    if (positions.length > 0) fitToPoints(map, positions, { animate: false, maxZoom: 13 });
    map.getContainer().setAttribute("data-start", positions.length > 0 ? "fleet" : "country");
  }, [map, positions, enabled]);
  return null;
}
