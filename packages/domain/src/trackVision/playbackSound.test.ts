import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAYBACK_SPEEDS } from "./playback.js";
import {
  PLAYBACK_SOUND_SYNC_TOLERANCE_S,
  playbackSoundAudible,
  schedulePlaybackSound,
} from "./playbackSound.js";

const CHUNK_S = 0.04;
const TOLERANCE = PLAYBACK_SOUND_SYNC_TOLERANCE_S;

describe("a played-back recording's sound", () => {
  it("is heard at ×1 only", () => {
    expect(PLAYBACK_SPEEDS.filter(playbackSoundAudible)).toEqual([1]);
  });

  it("plays where its picture will show: the playhead's distance behind the newest picture later", () => {
    expect(
      schedulePlaybackSound({
        soundAt: 10.5,
        playhead: 10,
        rate: 1,
        now: 3,
        queuedUntil: 0,
        duration: CHUNK_S,
      }),
    ).toEqual({ kind: "play", at: 3.5 });
  });

  it("follows the chunk before without a gap when that ends within the tolerance of where it belongs", () => {
    const slot = schedulePlaybackSound({
      soundAt: 10.5,
      playhead: 10,
      rate: 1,
      now: 3,
      queuedUntil: 3.5 + TOLERANCE / 2,
      duration: CHUNK_S,
    });
    expect(slot).toEqual({ kind: "play", at: 3.5 + TOLERANCE / 2 });
  });

  it("is dropped once its picture has been shown, after a queue longer than the tolerance, and at any other speed", () => {
    const base = { soundAt: 10, playhead: 10, rate: 1, now: 3, queuedUntil: 0, duration: CHUNK_S };
    expect(schedulePlaybackSound({ ...base, playhead: 10 + CHUNK_S })).toEqual({
      kind: "drop",
      reason: "stale",
    });
    expect(schedulePlaybackSound({ ...base, queuedUntil: 3 + TOLERANCE + 0.01 })).toEqual({
      kind: "drop",
      reason: "backlog",
    });
    for (const rate of [2, 4, 8, 16])
      expect(schedulePlaybackSound({ ...base, rate })).toEqual({ kind: "drop", reason: "speed" });
  });

  it("stays within the tolerance of its picture and never piles up, however the chunks come", () => {
    fc.assert(
      fc.property(
        // how far behind the newest picture the playhead runs, and each chunk's arrival jitter (s)
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.array(fc.double({ min: -0.08, max: 0.3, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (behind, jitters) => {
          let queuedUntil = 0;
          let recorded = 100;
          let now = 0;
          for (const jitter of jitters) {
            // the chunk of the picture recorded at `recorded` comes `jitter` later than its picture was due
            now = Math.max(now, now + CHUNK_S + jitter);
            const playhead = recorded - behind;
            const slot = schedulePlaybackSound({
              soundAt: recorded,
              playhead,
              rate: 1,
              now,
              queuedUntil,
              duration: CHUNK_S,
            });
            if (slot.kind === "play") {
              const belongsAt = now + (recorded - playhead);
              expect(Math.abs(slot.at - belongsAt)).toBeLessThanOrEqual(TOLERANCE + 1e-9);
              expect(slot.at).toBeGreaterThanOrEqual(now);
              queuedUntil = slot.at + CHUNK_S;
            }
            // what is queued is never more than the playhead's lag, the tolerance and one chunk
            expect(queuedUntil - now).toBeLessThanOrEqual(behind + TOLERANCE + CHUNK_S + 1e-9);
            recorded += CHUNK_S;
          }
        },
      ),
    );
  });
});
