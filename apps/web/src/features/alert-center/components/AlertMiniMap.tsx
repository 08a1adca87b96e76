import { useMemo } from "react";
import { MapView, MarkersLayer } from "@/shared/map";

const COLORS: Record<string, string> = { red: "#e03131", orange: "#f08c00", green: "#2f9e44" };

/** A small map of the alert point (zoom 15): interactive with the embed-map key, a still picture otherwise. */
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
      h={170}
      compact
      interactive={interactive}
      initialView={{ latitude, longitude, zoom: 15 }}
      testId={interactive ? "alert-popup-map-embed" : "alert-popup-map-static"}
      style={{ borderRadius: 8, overflow: "hidden" }}
    >
      <MarkersLayer id="alert-point" markers={markers} radius={8} />
    </MapView>
  );
}
