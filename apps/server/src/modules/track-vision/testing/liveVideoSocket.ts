import {
  concatBytes,
  isLiveAudioMessage,
  LIVE_AUDIO_HEADER_BYTES,
  type LiveVideoServerMessage,
  type PlaybackServerMessage,
  pcmFromBytes,
  TRACK_VISION_SOCKET_PATH,
} from "@armada/domain";
import WebSocket from "ws";

/**
 * A viewer's end: the live video socket, its JSON messages, the fMP4 bytes and the sound (PCM) it received, and how
 * many sound frames had come before each message (`heardBy`).
 */
export function liveVideoSocket(
  base: string,
  cookie: string,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const socket = new WebSocket(`${base}${TRACK_VISION_SOCKET_PATH}?${search}`, {
    headers: { ...headers, cookie },
  });
  const messages: (LiveVideoServerMessage | PlaybackServerMessage)[] = [];
  const segments: Uint8Array[] = [];
  const sound: Int16Array[] = [];
  const heardBy: number[] = [];
  socket.on("message", (data: Buffer, binary) => {
    const bytes = new Uint8Array(data);
    if (binary && isLiveAudioMessage(bytes))
      sound.push(pcmFromBytes(bytes.subarray(LIVE_AUDIO_HEADER_BYTES)));
    else if (binary) segments.push(bytes);
    else {
      messages.push(JSON.parse(data.toString()) as LiveVideoServerMessage | PlaybackServerMessage);
      heardBy.push(sound.length);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  return {
    socket,
    messages,
    segments,
    sound,
    heardBy,
    closed,
    states: () => messages.flatMap((message) => (message.type === "state" ? [message.state] : [])),
    refusal: () => messages.find((message) => message.type === "refused"),
    bytes: () => concatBytes(segments),
  };
}
