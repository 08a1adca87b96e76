import { useEffect, useRef } from "react";
import { afterNextPaint } from "@/shared/lib/afterNextPaint";
import { fitToPoints, type LngLat, useMapInstance } from "@/shared/map";
import type { LiveVehicle } from "@/shared/realtime";

export interface LiveMapControlsProps {
  vehicles: readonly LiveVehicle[];
  selected: LiveVehicle | null;
  following: boolean;
}

/**
 * Render-nothing camera control: frames the fleet once, flies to a newly selected vehicle, and keeps a
 * followed vehicle centred as it moves.
 */
export function LiveMapControls({ vehicles, selected, following }: LiveMapControlsProps) {
  const map = useMapInstance();
  const framed = useRef(false);
  const lastSelected = useRef<number | null>(null);
  /** cancels the flight to a newly selected vehicle that has not started yet */
  const pendingFlight = useRef<(() => void) | null>(null);
  const position = selected?.position ?? null;

  useEffect(() => {
    if (!map || framed.current || vehicles.length === 0) return;
    framed.current = true;
    if (selected) return;
    const points = vehicles.flatMap((vehicle) =>
      vehicle.position ? [[vehicle.position.longitude, vehicle.position.latitude] as LngLat] : [],
    );
    fitToPoints(map, points, { animate: false, maxZoom: 13, padding: 60 });
  }, [map, vehicles, selected]);

  useEffect(() => {
    if (!map || !selected || !position) return;
    if (lastSelected.current !== selected.id) {
      lastSelected.current = selected.id;
      framed.current = true;
      // after the click's own paint (the card, the row): the flight's first map frame would delay it
      const center: LngLat = [position.longitude, position.latitude];
      pendingFlight.current?.();
      pendingFlight.current = afterNextPaint(() =>
        map.flyTo({ center, zoom: Math.max(map.getZoom(), 14), duration: 800 }),
      );
      return;
    }
    if (following) map.easeTo({ center: [position.longitude, position.latitude], duration: 450 });
  }, [map, selected, position, following]);

  useEffect(() => {
    if (!selected) lastSelected.current = null;
  }, [selected]);

  useEffect(() => () => pendingFlight.current?.(), []);

  return null;
}
