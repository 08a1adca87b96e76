import type { Map as MaplibreMap } from "maplibre-gl";
import { boundsOf, type LngLat } from "./mapGeometry";

/** Frames the points (one point: centres on it at `maxZoom`); does nothing without points. */
export function fitToPoints(
  map: MaplibreMap,
  points: readonly LngLat[],
  options: { padding?: number; maxZoom?: number; animate?: boolean } = {},
) {
  const bounds = boundsOf(points);
  if (!bounds) return;
  const { padding = 48, maxZoom = 15, animate = true } = options;
  const container = map.getContainer();
  const safePadding = Math.max(0, Math.min(padding, container.clientWidth / 4, container.clientHeight / 4));
  map.fitBounds(
    [
      [bounds.west, bounds.south],
      [bounds.east, bounds.north],
    ],
    { padding: safePadding, maxZoom, animate, duration: animate ? 600 : 0 },
  );
}
