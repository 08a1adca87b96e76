import { z } from "zod";
import { canAny } from "../can.js";
import { TRACK_VISION } from "../menuAccess.js";
import { LIVE_VIDEO_CHANNELS } from "./liveVideo.js";

/**
 * Playback of what a dashcam recorded on its card (JT/T 1078 0x9201 / 0x9202), over the live video socket:
 * `TRACK_VISION_SOCKET_PATH?mode=playback&vehicleId=…&channel=…&start=…&end=…` (the live view's key, the caller's
 * company). The server sends the same fMP4 and `init` / `refused` messages as live video, its own states and the
 * recorded time playing, and the recording's sound like live video's (`liveAudioMessage`, once the viewer turned it
 * on); the viewer sends `PlaybackCommand`s and the live socket's sound on/off (`LiveVideoClientMessage`) as text frames.
 */
/**
 * Playing back a dashcam's card is as sensitive as watching it live: the live view's key (Track Vision's), or the
 * key of a playback page (/trackvideo-2/, /trackvideo/) the caller's menu opens.
 */
export const canPlayBackVideo = (accessKeys: readonly string[]) =>
  canAny(accessKeys, [TRACK_VISION, "b3g-trackvideo-v2:read", "b3a-trackvideo:read"]);

export const PLAYBACK_SPEEDS = [1, 2, 4, 8, 16] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** The longest window one playback asks for. */
export const MAX_PLAYBACK_WINDOW_MS = 24 * 3_600_000;

export const playbackRequestSchema = z
  .object({
    mode: z.literal("playback"),
    vehicleId: z.coerce.number().int().positive().max(2_147_483_647),
    channel: z.coerce.number().int().min(1).max(LIVE_VIDEO_CHANNELS.length),
    start: z.coerce.date(),
    end: z.coerce.date(),
  })
  .refine(({ start, end }) => end > start && end.getTime() - start.getTime() <= MAX_PLAYBACK_WINDOW_MS, {
    path: ["end"],
    message: "end after start, within 24 hours",
  });
export type PlaybackRequest = z.infer<typeof playbackRequestSchema>;

/** What the viewer asks of a running playback. */
export const playbackCommandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pause") }),
  z.object({ type: z.literal("resume") }),
  z.object({ type: z.literal("seek"), at: z.coerce.date() }),
  z.object({ type: z.literal("speed"), speed: z.literal(PLAYBACK_SPEEDS) }),
]);
export type PlaybackCommand = z.infer<typeof playbackCommandSchema>;

/**
 * A playback's state: `requesting` 0x9201 went out, `loading` the dashcam streams but no picture yet, `playing`,
 * `paused`, `ended` the window played to its end, `offline` the device cannot be reached, `noSignal` it never
 * streamed or went silent, `takenOver` live video or another playback of the same channel was asked for.
 */
export const PLAYBACK_STATES = [
  "requesting",
  "loading",
  "playing",
  "paused",
  "ended",
  "offline",
  "noSignal",
  "takenOver",
] as const;
export type PlaybackState = (typeof PLAYBACK_STATES)[number];

export type PlaybackServerMessage =
  | { type: "state"; state: PlaybackState }
  | { type: "init"; codec: string; width: number; height: number }
  /** the recorded time now playing (ISO), about twice a second */
  | { type: "position"; at: string }
  /** the recording has sound Armada can play (`codec` its JT/T 1078 name): the player offers its speaker toggle */
  | { type: "audio"; codec: string }
  | { type: "refused"; errorName: string; message: string };

/** The file list query's window: a channel's recordings between two times (at most a day). */
export const recordedVideosFilterSchema = z
  .object({
    vehicleId: z.number().int().positive().max(2_147_483_647),
    channel: z.number().int().min(1).max(LIVE_VIDEO_CHANNELS.length),
    startTime: z.coerce.date(),
    endTime: z.coerce.date(),
  })
  .refine(
    ({ startTime, endTime }) =>
      endTime > startTime && endTime.getTime() - startTime.getTime() <= MAX_PLAYBACK_WINDOW_MS + 60_000,
    { path: ["endTime"], message: "endTime after startTime, within a day" },
  );

/** Playback sound recorded this long before the picture last sent is late: dropped, the picture is not held for it. */
export const PLAYBACK_SOUND_LATE_MS = 400;
/** Sound this far ahead of the picture (the old time's, after a seek) is dropped too. */
export const PLAYBACK_SOUND_AHEAD_MS = 1_000;

/**
 * Whether a playback's sound frame recorded at `soundAt` plays with the picture last sent (`pictureAt`, both the
 * dashcam's recorded time in ms): no sound before the first picture (or the first after a seek); sound without a
 * time plays as it comes.
 */
export function playbackSoundInSync(soundAt: number | null, pictureAt: number | null): boolean {
  if (pictureAt === null) return false;
  if (soundAt === null) return true;
  return soundAt >= pictureAt - PLAYBACK_SOUND_LATE_MS && soundAt <= pictureAt + PLAYBACK_SOUND_AHEAD_MS;
}
