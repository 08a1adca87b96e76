import {
  LIVE_AUDIO_HEADER_BYTES,
  type LiveAudioFormat,
  liveAudioFormat,
  TRACK_VISION_SOCKET_PATH,
} from "@armada/domain";
import { createAacSoundDecoder } from "./aacSoundDecoder";

/** What a player shows besides the picture: the stream's state, or why it was refused / could not play. */
export type VideoPlayerStatus<State extends string> =
  | { kind: "state"; state: State }
  | { kind: "refused"; message: string }
  /** no Media Source Extensions, or none for the stream's `codec` (H.265 in most browsers) */
  | { kind: "unsupported"; codec?: string }
  | { kind: "closed" };

/** The messages both modes of the socket send; a mode's own ones go to `onMessage`. */
type VideoSocketMessage<State extends string> =
  | { type: "state"; state: State }
  | { type: "init"; codec: string }
  | { type: "refused"; message: string };

export interface VideoSocketPlayer {
  /** a command of the socket's mode (JSON), once it is open; false when it is not */
  send(command: unknown): boolean;
  /** the end of the buffered video, in the element's seconds (0 before the first picture) */
  bufferedEnd(): number;
  /** closes the socket (the server stops the dashcam's stream when nobody else watches) and empties the element */
  stop(): void;
}

/**
 * Plays the Track Vision socket at `params` in `video`: its binary messages are fMP4 segments (or sound, to
 * `onSound`), appended in order to Media Source Extensions once its `init` names the codec; `state` and `refused` go to `onStatus`, other messages to
 * `onMessage`. Whenever the segments are all in and the buffer is idle, `onIdle` may move the playhead, video older
 * than `keepBehindS` behind it is dropped, and the element plays unless `holdsPause()`. Null (after reporting
 * "unsupported") where the browser has no Media Source Extensions.
 */
export function playVideoSocket<State extends string>(
  video: HTMLVideoElement,
  params: Record<string, string>,
  player: {
    onStatus: (status: VideoPlayerStatus<State>) => void;
    /** states after which the socket's closing is expected, not reported as "closed" */
    endStates: readonly State[];
    keepBehindS: number;
    onIdle: (buffered: TimeRanges) => void;
    onMessage?: (message: { type: string }) => void;
    /** the channel's sound (8 kHz 16-bit PCM; AAC decoded here first), when the server sends it (sound turned on) */
    onSound?: (pcm: ArrayBuffer) => void;
    holdsPause?: () => boolean;
  },
): VideoSocketPlayer | null {
  if (typeof MediaSource === "undefined") {
    player.onStatus({ kind: "unsupported" });
    return null;
  }
  const source = new MediaSource();
  const objectUrl = URL.createObjectURL(source);
  video.src = objectUrl;
  let buffer: SourceBuffer | null = null;
  const queue: ArrayBuffer[] = [];
  let stopped = false;
  let ended = false;

  const url = new URL(TRACK_VISION_SOCKET_PATH, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const socket = new WebSocket(url);
  socket.binaryType = "arraybuffer";

  function pump() {
    if (!buffer || buffer.updating) return;
    const next = queue.shift();
    if (next) {
      try {
        buffer.appendBuffer(next);
      } catch {
        // a full buffer (QuotaExceeded): drop what was played and go on with the next key frame's segments
        queue.length = 0;
      }
      return;
    }
    const { buffered } = buffer;
    if (buffered.length === 0) return;
    player.onIdle(buffered);
    const start = buffered.start(0);
    if (video.currentTime - start > player.keepBehindS * 2)
      buffer.remove(start, video.currentTime - player.keepBehindS);
    if (video.paused && !player.holdsPause?.()) void video.play().catch(() => undefined);
  }

  function configure(codec: string) {
    const type = `video/mp4; codecs="${codec}"`;
    if (!MediaSource.isTypeSupported(type)) {
      player.onStatus({ kind: "unsupported", codec });
      return stop();
    }
    const start = () => {
      if (buffer || stopped) return;
      buffer = source.addSourceBuffer(type);
      buffer.addEventListener("updateend", pump);
      pump();
    };
    if (source.readyState === "open") start();
    else source.addEventListener("sourceopen", start, { once: true });
  }

  /** made at the first AAC sound frame */
  let aac: ReturnType<typeof createAacSoundDecoder> | null = null;
  function playSound(format: LiveAudioFormat, sound: ArrayBuffer) {
    if (format === "pcm") return player.onSound?.(sound);
    aac ??= createAacSoundDecoder((pcm) => player.onSound?.(pcm));
    aac.decode(sound);
  }

  socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
    if (typeof event.data !== "string") {
      const sound = liveAudioFormat(
        new Uint8Array(event.data, 0, Math.min(LIVE_AUDIO_HEADER_BYTES, event.data.byteLength)),
      );
      if (sound) return playSound(sound, event.data.slice(LIVE_AUDIO_HEADER_BYTES));
      queue.push(event.data);
      return pump();
    }
    const message = JSON.parse(event.data) as VideoSocketMessage<State> | { type: "other" };
    if (message.type === "state") {
      if (player.endStates.includes(message.state)) ended = true;
      player.onStatus({ kind: "state", state: message.state });
    } else if (message.type === "init") configure(message.codec);
    else if (message.type === "refused") {
      ended = true;
      player.onStatus({ kind: "refused", message: message.message });
    } else player.onMessage?.(message);
  };
  socket.onclose = () => {
    if (!stopped && !ended) player.onStatus({ kind: "closed" });
  };

  function stop() {
    if (stopped) return;
    stopped = true;
    socket.close();
    aac?.close();
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(objectUrl);
  }

  return {
    send(command) {
      if (socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(command));
      return true;
    },
    bufferedEnd() {
      const ranges = buffer?.buffered;
      return ranges && ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
    },
    stop,
  };
}
