import { describe, expect, it } from "vitest";
import { PLAYBACK_SOUND_AHEAD_MS, PLAYBACK_SOUND_LATE_MS, playbackSoundInSync } from "./playback.js";

describe("playbackSoundInSync", () => {
  const pictureAt = 1_700_000_000_000;

  it("plays sound recorded with the picture last sent, and a little before or after it", () => {
    expect(playbackSoundInSync(pictureAt, pictureAt)).toBe(true);
    expect(playbackSoundInSync(pictureAt - PLAYBACK_SOUND_LATE_MS, pictureAt)).toBe(true);
    expect(playbackSoundInSync(pictureAt + PLAYBACK_SOUND_AHEAD_MS, pictureAt)).toBe(true);
  });

  it("drops late sound rather than holding the picture, and sound far ahead of it (the old time after a seek)", () => {
    expect(playbackSoundInSync(pictureAt - PLAYBACK_SOUND_LATE_MS - 1, pictureAt)).toBe(false);
    expect(playbackSoundInSync(pictureAt + PLAYBACK_SOUND_AHEAD_MS + 1, pictureAt)).toBe(false);
    expect(playbackSoundInSync(pictureAt - 60_000, pictureAt)).toBe(false);
  });

  it("plays no sound before the first picture, and sound without a time as it comes", () => {
    expect(playbackSoundInSync(pictureAt, null)).toBe(false);
    expect(playbackSoundInSync(null, null)).toBe(false);
    expect(playbackSoundInSync(null, pictureAt)).toBe(true);
  });
});
