import type {
  LiveVideoClientMessage,
  LiveVideoQuality,
  LiveVideoServerMessage,
  LiveVideoState,
} from "@armada/domain";
import { playVideoSocket, type VideoPlayerStatus } from "./videoSocketPlayer";

/** What a tile shows besides the picture: the stream's state, or why it was refused / could not play. */
export type LiveTileStatus = VideoPlayerStatus<LiveVideoState>;

/** further behind the live edge than this, the video jumps to it */
const MAX_LATENCY_S = 1.5;

/**
 * Plays one camera channel live in `video`, the playhead kept near the live edge. `onSoundOffered` is told when the
 * channel has sound Armada can play; `setSound(true)` asks the server for it and hands it to `onSound` as it comes
 * (played on arrival through a small jitter buffer, not synchronised to the picture's timestamps). `stop()` closes
 * the socket (the server stops the dashcam's stream when nobody else watches).
 */
export function playLiveVideo(
  video: HTMLVideoElement,
  request: { vehicleId: number; channel: number; quality: LiveVideoQuality },
  onStatus: (status: LiveTileStatus) => void,
  sound: { onSoundOffered: (codec: string) => void; onSound: (pcm: ArrayBuffer) => void },
) {
  const player = playVideoSocket<LiveVideoState>(
    video,
    { vehicleId: String(request.vehicleId), channel: String(request.channel), quality: request.quality },
    {
      onStatus,
      endStates: ["offline", "noSignal", "takenOver"],
      onMessage: (message) => {
        const server = message as LiveVideoServerMessage;
        if (server.type === "audio") sound.onSoundOffered(server.codec);
      },
      onSound: sound.onSound,
      keepBehindS: 10,
      onIdle: (buffered) => {
        const end = buffered.end(buffered.length - 1);
        if (end - video.currentTime > MAX_LATENCY_S)
          video.currentTime = Math.max(buffered.start(0), end - 0.2);
      },
    },
  );
  return {
    /** false when the socket is not open to ask */
    setSound: (on: boolean) => player?.send({ type: "sound", on } satisfies LiveVideoClientMessage) ?? false,
    stop: () => player?.stop(),
  };
}
