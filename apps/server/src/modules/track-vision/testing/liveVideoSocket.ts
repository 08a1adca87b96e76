import {
  concatBytes,
  type LiveVideoServerMessage,
  type PlaybackServerMessage,
  TRACK_VISION_SOCKET_PATH,
} from "@armada/domain";
import WebSocket from "ws";

/** A viewer's end: the live video socket, its JSON messages and the fMP4 bytes it received. */
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
  socket.on("message", (data: Buffer, binary) => {
    if (binary) segments.push(new Uint8Array(data));
    else messages.push(JSON.parse(data.toString()) as LiveVideoServerMessage | PlaybackServerMessage);
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  return {
    socket,
    messages,
    segments,
    closed,
    states: () => messages.flatMap((message) => (message.type === "state" ? [message.state] : [])),
    refusal: () => messages.find((message) => message.type === "refused"),
    bytes: () => concatBytes(segments),
  };
}
