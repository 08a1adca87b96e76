import {
  type PlaybackCommand,
  type PlaybackServerMessage,
  type PlaybackSpeed,
  type PlaybackState,
  TRACK_VISION_SOCKET_PATH,
} from "@armada/domain";

/** What the player shows besides the picture: the playback's state, or why it was refused / could not play. */
export type PlaybackStatus =
  | { kind: "state"; state: PlaybackState }
  | { kind: "refused"; message: string }
  | { kind: "unsupported" }
  | { kind: "closed" };

/** buffered video kept behind the playhead */
const KEEP_BEHIND_S = 20;

/**
 * Plays a window of a dashcam's card in `video`: the live video socket in playback mode, its fMP4 segments into Media
 * Source Extensions. Pause, resume, seek and speed go to the dashcam (0x9202) and to the element; after a seek the
 * playhead jumps to the first picture of the new time. `onPosition` gets the recorded time playing.
 */
export function playRecordedVideo(
  video: HTMLVideoElement,
  request: { vehicleId: number; channel: number; start: Date; end: Date },
  onStatus: (status: PlaybackStatus) => void,
  onPosition: (at: Date) => void,
) {
  if (typeof MediaSource === "undefined") {
    onStatus({ kind: "unsupported" });
    return { stop() {}, pause() {}, resume() {}, seek(_at: Date) {}, speed(_speed: PlaybackSpeed) {} };
  }
  const source = new MediaSource();
  const objectUrl = URL.createObjectURL(source);
  video.src = objectUrl;
  let buffer: SourceBuffer | null = null;
  const queue: ArrayBuffer[] = [];
  let stopped = false;
  let ended = false;
  let paused = false;
  /** after a seek: the buffered end then, where the new time's pictures start */
  let jumpTo: number | null = null;

  const url = new URL(TRACK_VISION_SOCKET_PATH, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("mode", "playback");
  url.searchParams.set("vehicleId", String(request.vehicleId));
  url.searchParams.set("channel", String(request.channel));
  url.searchParams.set("start", request.start.toISOString());
  url.searchParams.set("end", request.end.toISOString());
  const socket = new WebSocket(url);
  socket.binaryType = "arraybuffer";

  const bufferedEnd = () => {
    const ranges = buffer?.buffered;
    return ranges && ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
  };

  function pump() {
    if (!buffer || buffer.updating) return;
    const next = queue.shift();
    if (next) {
      try {
        buffer.appendBuffer(next);
      } catch {
        queue.length = 0;
      }
      return;
    }
    const { buffered } = buffer;
    if (buffered.length === 0) return;
    if (jumpTo !== null && bufferedEnd() > jumpTo + 0.05) {
      video.currentTime = jumpTo;
      jumpTo = null;
    }
    const start = buffered.start(0);
    if (video.currentTime - start > KEEP_BEHIND_S * 2)
      buffer.remove(start, video.currentTime - KEEP_BEHIND_S);
    if (video.paused && !paused) void video.play().catch(() => undefined);
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
    const message = JSON.parse(event.data) as PlaybackServerMessage;
    if (message.type === "state") {
      if (message.state === "offline" || message.state === "noSignal" || message.state === "ended")
        ended = true;
      onStatus({ kind: "state", state: message.state });
    } else if (message.type === "init") configure(message.codec);
    else if (message.type === "position") onPosition(new Date(message.at));
    else {
      ended = true;
      onStatus({ kind: "refused", message: message.message });
    }
  };
  socket.onclose = () => {
    if (!stopped && !ended) onStatus({ kind: "closed" });
  };

  const send = (command: PlaybackCommand) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(command));
  };

  function stop() {
    if (stopped) return;
    stopped = true;
    socket.close();
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(objectUrl);
  }

  return {
    stop,
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
      jumpTo = bufferedEnd();
      send({ type: "seek", at });
    },
    speed(speed: PlaybackSpeed) {
      video.playbackRate = speed;
      send({ type: "speed", speed });
    },
  };
}
