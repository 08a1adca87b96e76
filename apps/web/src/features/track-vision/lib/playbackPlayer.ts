import type {
  LiveVideoClientMessage,
  PlaybackCommand,
  PlaybackServerMessage,
  PlaybackSpeed,
  PlaybackState,
} from "@armada/domain";
import type { VideoSoundClock } from "./syncedSoundPlayer";
import { playVideoSocket, type VideoPlayerStatus } from "./videoSocketPlayer";

/** What the player shows besides the picture: the playback's state, or why it was refused / could not play. */
export type PlaybackStatus = VideoPlayerStatus<PlaybackState>;

/**
 * Plays a window of a dashcam's card in `video`: the live video socket in playback mode. Pause, resume, seek and
 * speed go to the dashcam (0x9202) and to the element; after a seek the playhead jumps to the first picture of the
 * new time. `onPosition` gets the recorded time playing. Sound as live video's: `onSoundOffered` when the recording
 * has sound Armada can play, `setSound(true)` asks for it and hands it to `onSound` with where the video stands (the
 * server sends it only with the picture it was recorded with, at ×1, not paused); after a seek, none until the
 * playhead is at the new time (what still comes is the old time's).
 */
export function playRecordedVideo(
  video: HTMLVideoElement,
  request: { vehicleId: number; channel: number; start: Date; end: Date },
  onStatus: (status: PlaybackStatus) => void,
  onPosition: (at: Date) => void,
  sound: {
    onSoundOffered: (codec: string) => void;
    onSound: (pcm: ArrayBuffer, clock: VideoSoundClock) => void;
  },
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
        const server = message as PlaybackServerMessage;
        if (server.type === "position") onPosition(new Date(server.at));
        if (server.type === "audio") sound.onSoundOffered(server.codec);
      },
      onSound: (pcm) => {
        if (jumpTo !== null) return;
        sound.onSound(pcm, {
          soundAt: player?.bufferedEnd() ?? 0,
          playhead: video.currentTime,
          rate: video.playbackRate,
        });
      },
      holdsPause: () => paused,
    },
  );
  const send = (command: PlaybackCommand) => player?.send(command);

  return {
    stop: () => player?.stop(),
    /** false when the socket is not open to ask */
    setSound: (on: boolean) => player?.send({ type: "sound", on } satisfies LiveVideoClientMessage) ?? false,
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
