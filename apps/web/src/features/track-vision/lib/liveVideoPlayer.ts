import {
  type LiveVideoQuality,
  type LiveVideoServerMessage,
  type LiveVideoState,
  TRACK_VISION_SOCKET_PATH,
} from "@armada/domain";

/** What a tile shows besides the picture: the stream's state, or why it was refused / could not play. */
export type LiveTileStatus =
  | { kind: "state"; state: LiveVideoState }
  | { kind: "refused"; message: string }
  | { kind: "unsupported" }
  | { kind: "closed" };

/** further behind the live edge than this, the video jumps to it */
const MAX_LATENCY_S = 1.5;
/** buffered video kept behind the playhead */
const KEEP_BEHIND_S = 10;

/**
 * Plays one camera channel live in `video`: the live video socket's fMP4 segments go into Media Source Extensions,
 * appended in order, the playhead kept near the live edge. `stop()` closes the socket (the server stops the
 * dashcam's stream when nobody else watches).
 */
export function playLiveVideo(
  video: HTMLVideoElement,
  request: { vehicleId: number; channel: number; quality: LiveVideoQuality },
  onStatus: (status: LiveTileStatus) => void,
) {
  if (typeof MediaSource === "undefined") {
    onStatus({ kind: "unsupported" });
    return { stop() {} };
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
  url.searchParams.set("vehicleId", String(request.vehicleId));
  url.searchParams.set("channel", String(request.channel));
  url.searchParams.set("quality", request.quality);
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
    const end = buffered.end(buffered.length - 1);
    if (end - video.currentTime > MAX_LATENCY_S) video.currentTime = Math.max(buffered.start(0), end - 0.2);
    const start = buffered.start(0);
    if (video.currentTime - start > KEEP_BEHIND_S * 2)
      buffer.remove(start, video.currentTime - KEEP_BEHIND_S);
    if (video.paused) void video.play().catch(() => undefined);
  }

  function configure(codec: string) {
    const type = `video/mp4; codecs="${codec}"`;
    if (!MediaSource.isTypeSupported(type)) {
      onStatus({ kind: "unsupported" });
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

  socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
    if (typeof event.data !== "string") {
      queue.push(event.data);
      return pump();
    }
    const message = JSON.parse(event.data) as LiveVideoServerMessage;
    if (message.type === "state") {
      if (message.state === "offline" || message.state === "noSignal") ended = true;
      onStatus({ kind: "state", state: message.state });
    } else if (message.type === "init") configure(message.codec);
    else {
      ended = true;
      onStatus({ kind: "refused", message: message.message });
    }
  };
  socket.onclose = () => {
    if (!stopped && !ended) onStatus({ kind: "closed" });
  };

  function stop() {
    if (stopped) return;
    stopped = true;
    socket.close();
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(objectUrl);
  }
  return { stop };
}
