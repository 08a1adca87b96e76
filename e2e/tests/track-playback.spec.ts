import { expect } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { dashcamTest } from "../support/simulatedDashcam.js";

const DASHCAM = { imei: "62813000936", plate: "B 9036 TV" };
const test = dashcamTest(DASHCAM);

test.describe("track video playback (issue 35)", () => {
  test.describe.configure({ timeout: 150_000 });
  test("lists a dashcam's recordings of the day and plays one: the video advances, pauses and resumes", async ({
    page,
    dashcamVehicleId: vehicleId,
  }) => {
    // the old menu path keeps the query and shows the same page
    await page.goto(`/trackvideo/?vehicleId=${vehicleId}&channel=2`);
    await expect(page.getByRole("heading", { name: "Rekaman Video" })).toBeVisible();
    await expect(page.getByTestId("playback-vehicle")).toHaveValue(DASHCAM.plate);
    // the dashcam answers once it has connected and reported
    await expect(async () => {
      await page.getByTestId("playback-search").click();
      await expect(page.getByTestId("playback-file").first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    const rows = page.getByTestId("playback-file");
    // the simulated dashcam records a file an hour at a few hours of the day, one now
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId("playback-timeline-file")).toHaveCount(await rows.count());

    await rows.last().getByTestId("playback-file-play").click();
    const player = page.getByTestId("playback-player");
    await expect(player).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
    await expect(page.getByTestId("playback-state")).toHaveText("Diputar");
    const videoElement = page.getByTestId("playback-video");
    const currentTime = () => videoElement.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(0.5);
    const before = await currentTime();
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(before + 1);
    expect(
      await videoElement.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight]),
    ).toEqual([640, 360]);

    // beside the video, the vehicle's track over the file's time (the simulated dashcam reports a position a second)
    await expect(page.getByTestId("track-at-time")).toHaveAttribute("data-state", "ready");
    await expect(page.locator("[data-testid=track-at-time-map] canvas")).toBeVisible();
    await screenshot(page, "track-playback-desktop");

    await page.getByTestId("playback-toggle").click();
    await expect(player).toHaveAttribute("data-state", "paused");
    await expect(page.getByTestId("playback-state")).toHaveText("Dijeda");
    await page.getByTestId("playback-toggle").click();
    await expect(player).toHaveAttribute("data-state", "playing");
    const resumed = await currentTime();
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(resumed + 0.5);

    // on a phone the track comes below the video
    await page.setViewportSize({ width: 390, height: 844 });
    await player.scrollIntoViewIfNeeded();
    await screenshot(page, "track-playback-phone", false);
  });
});
