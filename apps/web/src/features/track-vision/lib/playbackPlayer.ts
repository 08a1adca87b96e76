import type { PlaybackCommand, PlaybackServerMessage, PlaybackSpeed, PlaybackState } from "@armada/domain";
import { playVideoSocket, type VideoPlayerStatus } from "./videoSocketPlayer";

/** What the player shows besides the picture: the playback's state, or why it was refused / could not play. */
export type PlaybackStatus = VideoPlayerStatus<PlaybackState>;

/**
 * Plays a window of a dashcam's card in `video`: the live video socket in playback mode. Pause, resume, seek and
 * speed go to the dashcam (0x9202) and to the element; after a seek the playhead jumps to the first picture of the
 * new time. `onPosition` gets the recorded time playing.
 */
export function playRecordedVideo(
  video: HTMLVideoElement,
  request: { vehicleId: number; channel: number; start: Date; end: Date },
  onStatus: (status: PlaybackStatus) => void,
  onPosition: (at: Date) => void,
) {
  let paused = false;
  /** after a seek: the buffered end then, where the new time's pictures start */
  let jumpTo: number | null = null;
  const player = playVideoSocket<PlaybackState>(
    video,
    {
      mode: "playback",
      vehicleId: String(request.vehicleId),
      channel: String(request.channel),
      start: request.start.toISOString(),
      end: request.end.toISOString(),
    },
    {
      onStatus,
      endStates: ["offline", "noSignal", "ended", "takenOver"],
      keepBehindS: 20,
      onIdle: (buffered) => {
        if (jumpTo !== null && buffered.end(buffered.length - 1) > jumpTo + 0.05) {
          video.currentTime = jumpTo;
          jumpTo = null;
        }
      },
      onMessage: (message) => {
        const position = message as PlaybackServerMessage;
        if (position.type === "position") onPosition(new Date(position.at));
      },
      holdsPause: () => paused,
    },
  );
  const send = (command: PlaybackCommand) => player?.send(command);

  return {
    stop: () => player?.stop(),
    pause() {
      paused = true;
      video.pause();
      send({ type: "pause" });
    },
    resume() {
      paused = false;
      void video.play().catch(() => undefined);
      send({ type: "resume" });
    },
    seek(at: Date) {
      jumpTo = player?.bufferedEnd() ?? 0;
      send({ type: "seek", at });
    },
    speed(speed: PlaybackSpeed) {
      video.playbackRate = speed;
      send({ type: "speed", speed });
    },
  };
}
