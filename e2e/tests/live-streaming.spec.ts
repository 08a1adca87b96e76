import { expect } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { dashcamTest } from "../support/simulatedDashcam.js";
import { turnSoundOn } from "../support/videoSound.js";

const DASHCAM = { imei: "62813000935", plate: "B 9035 TV" };
const test = dashcamTest(DASHCAM);
/** a dashcam of its own: the two tests run in parallel, and one IMEI is one device */
const SOUND_DASHCAM = { imei: "62813000937", plate: "B 9037 TV" };
const soundTest = dashcamTest(SOUND_DASHCAM);

test.describe("live streaming (Track Vision)", () => {
  test.describe.configure({ timeout: 150_000 });
  test("watches a dashcam channel live from the vehicle card: the video plays on", async ({
    page,
    dashcamVehicleId: vehicleId,
  }) => {
    await page.goto(`/liveview-2/?type=vehicle&vehicleId=${vehicleId}`);
    const card = page.getByTestId("vehicle-card");
    await expect(card.getByTestId("vehicle-card-speed")).not.toHaveText("—", { timeout: 30_000 });
    await card.getByTestId("vehicle-card-live-video").click();
    await expect(page).toHaveURL(/\/live-streaming\/\?vehicleId=/);
    await expect(page.getByRole("heading", { name: "Siaran Langsung" })).toBeVisible();

    const tile = page.getByTestId("live-tile-0");
    await expect(tile.getByTestId("live-tile-vehicle")).toHaveValue(DASHCAM.plate);
    await expect(tile.getByTestId("live-tile-status")).toHaveText(
      "Pilih kendaraan dan kanal, lalu tekan Tonton",
    );
    await tile.getByTestId("live-tile-toggle").click();
    await expect(tile).toHaveAttribute("data-state", "live", { timeout: 20_000 });
    await expect(tile.getByTestId("live-tile-live")).toHaveText("Langsung");
    const videoElement = tile.getByTestId("live-tile-video");
    const currentTime = () => videoElement.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(0.5);
    const before = await currentTime();
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(before + 1);
    expect(
      await videoElement.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight]),
    ).toEqual([640, 360]);

    // stopping the tile lets go of the stream: the dashcam is told to stop (0x9102) after the idle limit
    await tile.getByTestId("live-tile-toggle").click();
    await expect(tile).toHaveAttribute("data-state", "idle");
    await expect(tile.getByTestId("live-tile-live")).toHaveCount(0);

    // the viewing history shows who watched: this vehicle's channel 1, live, ended
    await page.getByTestId("live-tab-history").click();
    const history = page.getByTestId("viewing-history");
    await expect(history.getByTestId("video-usage")).toContainText("Pemakaian video bulan ini");
    const row = history.getByTestId("table-row").filter({ hasText: DASHCAM.plate }).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText("CH1");
    await expect(row).toContainText("Langsung");
    await expect(row).toContainText(/\d+ mnt \d+ dtk/);
  });

  soundTest(
    "turns a tile's sound on and off, and says when the browser cannot play an H.265 channel",
    async ({ page, dashcamVehicleId: vehicleId }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/live-streaming/?vehicleId=${vehicleId}`);
      const tile = page.getByTestId("live-tile-0");
      await expect(tile.getByTestId("live-tile-vehicle")).toHaveValue(SOUND_DASHCAM.plate);
      await tile.getByTestId("live-tile-toggle").click();
      await expect(tile).toHaveAttribute("data-state", "live", { timeout: 20_000 });

      // offered muted: nothing comes until the viewer asks
      const speaker = tile.getByTestId("live-tile-sound");
      const screen = tile.getByTestId("live-tile-screen");
      const frames = await turnSoundOn(speaker, screen);
      await screenshot(page, "live-tile-sound-1440", false);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(speaker).toBeVisible();
      await screenshot(page, "live-tile-sound-390", false);
      await page.setViewportSize({ width: 1440, height: 900 });

      await speaker.click();
      await expect(speaker).toHaveAttribute("aria-label", "Suara");
      const heard = await frames();
      const playedTo = await tile
        .getByTestId("live-tile-video")
        .evaluate((element: HTMLVideoElement) => element.currentTime);
      // the picture goes on (2 s of it, 50 sound frames had it been on) while no more sound comes than was on the way
      await expect
        .poll(
          () =>
            tile.getByTestId("live-tile-video").evaluate((element: HTMLVideoElement) => element.currentTime),
          { timeout: 15_000 },
        )
        .toBeGreaterThan(playedTo + 2);
      expect(await frames()).toBeLessThanOrEqual(heard + 25);

      // channel 3 of the simulated dashcam films in H.265: played where the browser can, else said so
      await tile.getByTestId("live-tile-toggle").click();
      await expect(tile).toHaveAttribute("data-state", "idle");
      await tile.getByTestId("live-tile-channel").click();
      await page.getByRole("option", { name: "CH3", exact: true }).click();
      const playsH265 = await page.evaluate(() =>
        MediaSource.isTypeSupported('video/mp4; codecs="hvc1.1.6.L60.90"'),
      );
      await tile.getByTestId("live-tile-toggle").click();
      if (playsH265) await expect(tile).toHaveAttribute("data-state", "live", { timeout: 20_000 });
      else {
        await expect(tile).toHaveAttribute("data-state", "unsupported", { timeout: 20_000 });
        await expect(tile.getByTestId("live-tile-status")).toHaveText(
          "Browser ini tidak dapat memutar H.265",
        );
        await screenshot(page, "live-tile-h265-1440", false);
      }
    },
  );

  soundTest(
    "plays the sound of a channel whose microphone records AAC (decoded in the browser)",
    async ({ page, dashcamVehicleId: vehicleId }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/live-streaming/?vehicleId=${vehicleId}`);
      const tile = page.getByTestId("live-tile-0");
      await expect(tile.getByTestId("live-tile-vehicle")).toHaveValue(SOUND_DASHCAM.plate);
      // channel 4 of the simulated dashcam sends AAC (ADTS) with its video
      await tile.getByTestId("live-tile-channel").click();
      await page.getByRole("option", { name: "CH4", exact: true }).click();
      await tile.getByTestId("live-tile-toggle").click();
      await expect(tile).toHaveAttribute("data-state", "live", { timeout: 20_000 });
      await turnSoundOn(tile.getByTestId("live-tile-sound"), tile.getByTestId("live-tile-screen"));
      await screenshot(page, "live-tile-aac-sound-1440", false);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "live-tile-aac-sound-390", false);
    },
  );
});
