import { useMemo } from "react";
import { MapView, MarkersLayer } from "@/shared/map";

const COLORS: Record<string, string> = { red: "#e03131", orange: "#f08c00", green: "#2f9e44" };
/** The static map image of docs/spec/alert-center-and-shell.md (§2.5): 374 × 200 at zoom 15; the embedded frame has the same size. */
export const ALERT_MAP_SIZE = { width: 374, height: 200 };
const ALERT_MAP_ZOOM = 15;

/**
 * The alert point's map, drawn by MapLibre from our basemap (no external map service is reachable): a still
 * 374 × 200 picture at zoom 15, or an interactive frame with the embed-map key.
 */
export function AlertMiniMap({
  latitude,
  longitude,
  interactive,
  color,
}: {
  latitude: number;
  longitude: number;
  interactive: boolean;
  color: string;
}) {
  const markers = useMemo(
    () => [{ id: "alert", latitude, longitude, color: COLORS[color] ?? COLORS.red }],
    [latitude, longitude, color],
  );
  return (
    <MapView
      h={ALERT_MAP_SIZE.height}
      compact
      interactive={interactive}
      initialView={{ latitude, longitude, zoom: ALERT_MAP_ZOOM }}
      testId={interactive ? "alert-popup-map-embed" : "alert-popup-map-static"}
      style={{ width: ALERT_MAP_SIZE.width, borderRadius: 8, overflow: "hidden" }}
    >
      <MarkersLayer id="alert-point" markers={markers} radius={8} />
    </MapView>
  );
}
