import { useMemo } from "react";
import { MapView, MarkersLayer } from "@/shared/map";

/** The alert's position on the shared MapLibre map. */
export function AlertPointMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const markers = useMemo(
    () => [{ id: "alert", latitude, longitude, color: "#e03131" }],
    [latitude, longitude],
  );
  return (
    <MapView
      h={{ base: 260, sm: 360 }}
      initialView={{ latitude, longitude, zoom: 15 }}
      testId="alert-detail-map"
    >
      <MarkersLayer id="alert-point" markers={markers} radius={9} />
    </MapView>
  );
}
