import { type VehicleMapPoint, VehiclesLayer } from "@/shared/map";
import { positionAt, type TrackPoint } from "../lib/playback";
import { type PlaybackStore, usePlayback } from "../lib/playbackStore";

/** The vehicle icon at the playback time (render-nothing layer inside the map). */
export function PlaybackMarker({
  store,
  points,
  label,
}: {
  store: PlaybackStore;
  points: TrackPoint[];
  label: string;
}) {
  const time = usePlayback(store, (state) => state.time);
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
  return <VehiclesLayer id="playback" vehicles={vehicles} cluster={false} />;
}
