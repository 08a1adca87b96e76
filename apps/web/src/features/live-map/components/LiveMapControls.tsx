import { useEffect, useRef } from "react";
import { afterNextPaint } from "@/shared/lib/afterNextPaint";
import { fitToPoints, type LngLat, useMapInstance } from "@/shared/map";
import { LARGE_FLEET, type LiveVehicle } from "@/shared/realtime";

export interface LiveMapControlsProps {
  vehicles: readonly LiveVehicle[];
  selected: LiveVehicle | null;
  following: boolean;
}

/**
 * Render-nothing camera control: frames the fleet once, flies (a large fleet's map jumps) to a newly selected
 * vehicle, and keeps a followed vehicle centred as it moves.
 */
export function LiveMapControls({ vehicles, selected, following }: LiveMapControlsProps) {
  const map = useMapInstance();
  const framed = useRef(false);
  const lastSelected = useRef<number | null>(null);
  /** cancels the flight to a newly selected vehicle that has not started yet */
  const pendingFlight = useRef<(() => void) | null>(null);
  const position = selected?.position ?? null;
  const largeFleet = vehicles.length > LARGE_FLEET;

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
      // after the click's own paint (the card, the row): the flight's first map frame would delay it. A large
      // fleet's map jumps: each of a flight's ~50 frames redraws thousands of vehicles, and on a PC without a
      // strong GPU the frames queue up before the one that shows the card (docs/performance.md)
      const camera = {
        center: [position.longitude, position.latitude] as LngLat,
        zoom: Math.max(map.getZoom(), 14),
      };
      pendingFlight.current?.();
      pendingFlight.current = afterNextPaint(() =>
        largeFleet ? map.jumpTo(camera) : map.flyTo({ ...camera, duration: 800 }),
      );
      return;
    }
    if (following) map.easeTo({ center: [position.longitude, position.latitude], duration: 450 });
  }, [map, selected, position, following, largeFleet]);

  useEffect(() => {
    if (!selected) lastSelected.current = null;
  }, [selected]);

  useEffect(() => () => pendingFlight.current?.(), []);

  return null;
}
