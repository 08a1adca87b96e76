import { z } from "zod";
import { canAll } from "../can.js";
import { TRACK_VISION } from "../menuAccess.js";

/** Watching a vehicle's cameras live is sensitive: its own key (the Track Vision menu's). */
export const canWatchLiveVideo = (accessKeys: readonly string[]) => canAll(accessKeys, [TRACK_VISION]);

/** Live video streams (vehicle × channel) a company may watch at once, unless its setting says otherwise. */
export const DEFAULT_MAX_LIVE_STREAMS = 9;
export const MAX_LIVE_STREAMS_LIMIT = 64;

/** Dashcam camera channels (JT/T 1078 logical channels 1–8: the road, the cab, …). */
export const LIVE_VIDEO_CHANNELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The tiles a live streaming grid shows. */
export const LIVE_VIDEO_LAYOUTS = [1, 4, 9] as const;
export type LiveVideoLayout = (typeof LIVE_VIDEO_LAYOUTS)[number];

/** JT/T 1078 stream type: the main stream for one large tile, the sub stream (smaller, lighter) for a grid. */
export type LiveVideoQuality = "main" | "sub";
export const liveVideoQualityOf = (layout: LiveVideoLayout): LiveVideoQuality =>
  layout === 1 ? "main" : "sub";

/** The live video socket (`TRACK_VISION_SOCKET_PATH?vehicleId=…&channel=…&quality=…`, session cookie). */
export const TRACK_VISION_SOCKET_PATH = "/ws/track-vision";

export const liveVideoRequestSchema = z.object({
  vehicleId: z.coerce.number().int().positive().max(2_147_483_647),
  channel: z.coerce.number().int().min(1).max(LIVE_VIDEO_CHANNELS.length),
  quality: z.enum(["main", "sub"]).default("sub"),
});
export type LiveVideoRequest = z.infer<typeof liveVideoRequestSchema>;

/**
 * A tile's state: `requesting` 0x9101 went out, `connecting` the dashcam streams but no picture yet (waiting for a
 * key frame), `live` pictures flow, `offline` the device cannot be reached, `noSignal` the camera stopped sending,
 * `takenOver` a playback of the same channel was asked for (a dashcam streams one channel once).
 */
export const LIVE_VIDEO_STATES = [
  "requesting",
  "connecting",
  "live",
  "offline",
  "noSignal",
  "takenOver",
] as const;
export type LiveVideoState = (typeof LIVE_VIDEO_STATES)[number];

/**
 * Text frames the server sends on the live video socket; binary frames are fMP4 (an init segment, announced by
 * `init`, then one fragment per frame) for Media Source Extensions, or the channel's sound (`liveAudioMessage`).
 */
export type LiveVideoServerMessage =
  | { type: "state"; state: LiveVideoState }
  | { type: "init"; codec: string; width: number; height: number }
  /** the channel has sound Armada can play (`codec` its JT/T 1078 name): the tile offers its speaker toggle */
  | { type: "audio"; codec: string }
  /** the stream could not start; `message` in the socket's language */
  | { type: "refused"; errorName: string; message: string };

/**
 * The channel's sound as a binary frame: LIVE_AUDIO_TAG, its format (`LIVE_AUDIO_FORMAT`), then the sound: 8 kHz mono
 * 16-bit little-endian PCM (the driver call's), decoded on the server from the dashcam's G.711 / G.726 / ADPCM, or
 * the dashcam's AAC frames as it sent them (ADTS), decoded in the browser. An fMP4 segment starts with the high byte
 * of its first box's size, 0 for any segment under 16 MB, so the first byte tells the two apart.
 */
export const LIVE_AUDIO_TAG = 0x41;
export const LIVE_AUDIO_HEADER_BYTES = 2;
export const LIVE_AUDIO_FORMAT = { pcm: 0, aac: 1 } as const;
export type LiveAudioFormat = keyof typeof LIVE_AUDIO_FORMAT;

export function liveAudioMessage(sound: Uint8Array, format: LiveAudioFormat = "pcm"): Uint8Array {
  const message = new Uint8Array(LIVE_AUDIO_HEADER_BYTES + sound.length);
  message[0] = LIVE_AUDIO_TAG;
  message[1] = LIVE_AUDIO_FORMAT[format];
  message.set(sound, LIVE_AUDIO_HEADER_BYTES);
  return message;
}

export const isLiveAudioMessage = (bytes: Uint8Array) =>
  bytes.length >= LIVE_AUDIO_HEADER_BYTES && bytes[0] === LIVE_AUDIO_TAG;

/** The sound message's format; null for a video segment or a format this version does not know. */
export function liveAudioFormat(bytes: Uint8Array): LiveAudioFormat | null {
  if (!isLiveAudioMessage(bytes)) return null;
  const entry = Object.entries(LIVE_AUDIO_FORMAT).find(([, value]) => value === bytes[1]);
  return entry ? (entry[0] as LiveAudioFormat) : null;
}

/** The only text frame a viewer sends on a live socket: sound on or off (off when it opens: no bytes for nothing). */
export const liveVideoClientMessageSchema = z.object({ type: z.literal("sound"), on: z.boolean() });
export type LiveVideoClientMessage = z.infer<typeof liveVideoClientMessageSchema>;
