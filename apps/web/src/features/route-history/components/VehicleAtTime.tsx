import { type VehicleMapPoint, VehiclesLayer } from "@/shared/map";
import { positionAt, type TrackPoint } from "../lib/playback";

/** The vehicle icon where the track puts it at `time` (render-nothing layer inside the map). */
export function VehicleAtTime({
  points,
  time,
  label,
  id = "playback",
}: {
  points: readonly TrackPoint[];
  time: number;
  label: string;
  id?: string;
}) {
  const position = positionAt(points, time);
  const vehicles: VehicleMapPoint[] = position
    ? [
        {
          id: 1,
          longitude: position.longitude,
          latitude: position.latitude,
          course: position.course,
          motionStatus: position.speed > 1 ? "moving" : "parked",
          label,
        },
      ]
    : [];
  return <VehiclesLayer id={id} vehicles={vehicles} cluster={false} />;
}
