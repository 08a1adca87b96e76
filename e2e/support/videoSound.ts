import { expect, type Locator } from "@playwright/test";

/**
 * A video's sound toggle (a live tile's or a playback's): offered muted with nothing coming, then turned on, PCM
 * frames arrive on `screen` (`data-sound-frames`) and the driver call's player reports the level it played
 * (`data-sound-level`). Returns how many frames `screen` has counted, for the checks that follow.
 */
export async function turnSoundOn(speaker: Locator, screen: Locator) {
  await expect(speaker).toHaveAttribute("aria-label", "Suara", { timeout: 10_000 });
  await expect(speaker).toHaveAttribute("aria-pressed", "false");
  await expect(screen).not.toHaveAttribute("data-sound-frames");
  await speaker.click();
  await expect(speaker).toHaveAttribute("aria-label", "Bisukan");
  const frames = async () => Number((await screen.getAttribute("data-sound-frames")) ?? 0);
  await expect.poll(frames, { timeout: 10_000 }).toBeGreaterThan(25);
  await expect
    .poll(async () => Number((await screen.getAttribute("data-sound-level")) ?? 0), { timeout: 10_000 })
    .toBeGreaterThan(0.01);
  return frames;
}
