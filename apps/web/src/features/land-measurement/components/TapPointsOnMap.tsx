import type { MapMouseEvent } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { useMapInstance } from "@/shared/map";
import type { LandPoint } from "../api/landMeasurements";

/** Renders nothing: while `active`, a click on the map adds a boundary point there. */
export function TapPointsOnMap({ active, onTap }: { active: boolean; onTap: (point: LandPoint) => void }) {
  const map = useMapInstance();
  const tap = useRef(onTap);
  tap.current = onTap;
  useEffect(() => {
    if (!map || !active) return;
    const onClick = (event: MapMouseEvent) =>
      tap.current({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
    map.on("click", onClick);
    map.getCanvas().style.cursor = "crosshair";
    return () => {
      map.off("click", onClick);
      map.getCanvas().style.cursor = "";
    };
  }, [map, active]);
  return null;
}
