import { useMemo } from "react";
import { MapView, MarkersLayer } from "@/shared/map";
import { useAppConfig } from "@/shared/session/useAppConfig";

const COLORS: Record<string, string> = { red: "#e03131", orange: "#f08c00", green: "#2f9e44" };
/** The static map image of docs/spec/alert-center-and-shell.md (§2.5): 374 × 200 at zoom 15; the embedded frame has the same size. */
export const ALERT_MAP_SIZE = { width: 374, height: 200 };
const ALERT_MAP_ZOOM = 15;

/**
 * The alert point's map, drawn by MapLibre from our basemap (no external map service is reachable): a still
 * 374 × 200 picture at zoom 15, or an interactive frame with the embed-map key. A basemap without street
 * detail (the offline Natural Earth one) is shown at its deepest useful zoom instead, not as a blank area.
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
  const detailZoom = useAppConfig().data?.mapDetailMaxZoom;
  const zoom = Math.min(ALERT_MAP_ZOOM, detailZoom ?? ALERT_MAP_ZOOM);
  const markers = useMemo(
    () => [{ id: "alert", latitude, longitude, color: COLORS[color] ?? COLORS.red }],
    [latitude, longitude, color],
  );
  return (
    <MapView
      h={ALERT_MAP_SIZE.height}
      compact
      interactive={interactive}
      initialView={{ latitude, longitude, zoom }}
      testId={interactive ? "alert-popup-map-embed" : "alert-popup-map-static"}
      style={{ width: ALERT_MAP_SIZE.width, borderRadius: 8, overflow: "hidden" }}
    >
      <MarkersLayer id="alert-point" markers={markers} radius={9} />
    </MapView>
  );
}
