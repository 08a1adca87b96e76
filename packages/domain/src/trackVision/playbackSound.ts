/**
 * A played-back recording's sound is heard only at ×1: faster, the viewer sees it muted (docs/decisions.md,
 * "Track Vision: playback sound at other speeds").
 */
export const playbackSoundAudible = (speed: number) => speed === 1;

/**
 * How far (seconds) a sound chunk may land from the picture it was recorded with before the browser moves it: about
 * what a viewer notices of sound early (ITU-R BT.1359 puts it at 45 ms) and late (125 ms), less the jitter of the
 * socket's arrivals.
 */
export const PLAYBACK_SOUND_SYNC_TOLERANCE_S = 0.1;

/** Where a played-back recording's sound chunk goes, on the clock of what the viewer hears (seconds). */
export type PlaybackSoundSlot =
  | { kind: "play"; at: number }
  | { kind: "drop"; reason: "stale" | "backlog" | "speed" };

/**
 * Schedules a sound chunk of a played-back recording against its video. The server sends a chunk with the picture it
 * was recorded with, so it belongs at `soundAt`, the video's media time of the newest picture when it came; the
 * playhead (`playhead`, playing at `rate`) reaches it `(soundAt - playhead) / rate` seconds after `now`. The chunk
 * follows the one before (`queuedUntil`, where the scheduled sound ends) without a gap when that is within the
 * tolerance of where it belongs; sound behind the playhead (its picture already shown) is dropped, and so is sound
 * that would queue more than the tolerance behind its picture, which keeps the backlog from growing (a jitter
 * buffer that only grows would drift the sound later and later). Any rate but ×1 is muted.
 */
export function schedulePlaybackSound(chunk: {
  soundAt: number;
  playhead: number;
  rate: number;
  now: number;
  queuedUntil: number;
  duration: number;
}): PlaybackSoundSlot {
  const { soundAt, playhead, rate, now, queuedUntil, duration } = chunk;
  if (!playbackSoundAudible(rate)) return { kind: "drop", reason: "speed" };
  if (soundAt + duration <= playhead) return { kind: "drop", reason: "stale" };
  const belongsAt = now + (soundAt - playhead);
  const following = Math.max(queuedUntil, now);
  if (following > belongsAt + PLAYBACK_SOUND_SYNC_TOLERANCE_S) return { kind: "drop", reason: "backlog" };
  if (following < belongsAt - PLAYBACK_SOUND_SYNC_TOLERANCE_S) return { kind: "play", at: belongsAt };
  return { kind: "play", at: following };
}
