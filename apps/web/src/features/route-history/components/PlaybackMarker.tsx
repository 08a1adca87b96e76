import type { TrackPoint } from "../lib/playback";
import { type PlaybackStore, usePlayback } from "../lib/playbackStore";
import { VehicleAtTime } from "./VehicleAtTime";

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
  return <VehicleAtTime points={points} time={time} label={label} />;
}
