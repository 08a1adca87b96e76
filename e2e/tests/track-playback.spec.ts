import { expect, type Page } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { dashcamTest } from "../support/simulatedDashcam.js";
import { turnSoundOn } from "../support/videoSound.js";

const DASHCAM = { imei: "62813000936", plate: "B 9036 TV" };
const test = dashcamTest(DASHCAM);
/** a dashcam of its own: the tests run in parallel, and one IMEI is one device */
const SOUND_DASHCAM = { imei: "62813000948", plate: "B 9048 TV" };
const soundTest = dashcamTest(SOUND_DASHCAM);
/** the speed and seek test's own: a second playback on the sound dashcam's channel would take over the first's */
const SYNC_DASHCAM = { imei: "62813000949", plate: "B 9049 TV" };
const syncTest = dashcamTest(SYNC_DASHCAM);

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

  soundTest(
    "plays a recording's sound once the viewer turns it on, again after a pause, none once muted",
    async ({ page, dashcamVehicleId: vehicleId }) => {
      const player = await playLastRecording(page, SOUND_DASHCAM, vehicleId, 1);

      // offered muted: nothing comes until the viewer asks
      const speaker = page.getByTestId("playback-sound");
      const screen = page.getByTestId("playback-screen");
      const frames = await turnSoundOn(speaker, screen);
      await screenshot(page, "track-playback-sound-1440", false);
      await page.setViewportSize({ width: 390, height: 844 });
      await player.scrollIntoViewIfNeeded();
      await expect(speaker).toBeVisible();
      await screenshot(page, "track-playback-sound-390", false);
      await page.setViewportSize({ width: 1440, height: 900 });

      // paused then resumed (the server holds the sound while paused), it comes again
      await page.getByTestId("playback-toggle").click();
      await expect(player).toHaveAttribute("data-state", "paused");
      const paused = await frames();
      await page.getByTestId("playback-toggle").click();
      await expect(player).toHaveAttribute("data-state", "playing");
      await expect.poll(frames, { timeout: 10_000 }).toBeGreaterThan(paused + 25);

      // muted, the server sends no more
      await speaker.click();
      await expect(speaker).toHaveAttribute("aria-label", "Suara");
      const heard = await frames();
      const videoElement = page.getByTestId("playback-video");
      const playedTo = await videoElement.evaluate((element: HTMLVideoElement) => element.currentTime);
      await expect
        .poll(() => videoElement.evaluate((element: HTMLVideoElement) => element.currentTime), {
          timeout: 15_000,
        })
        .toBeGreaterThan(playedTo + 2);
      expect(await frames()).toBeLessThanOrEqual(heard + 25);
    },
  );

  syncTest(
    "keeps the sound with its picture at ×1, mutes it saying so at ×4, and after a seek plays none of the old time",
    async ({ page, dashcamVehicleId: vehicleId }) => {
      await playLastRecording(page, SYNC_DASHCAM, vehicleId, 1);
      const screen = page.getByTestId("playback-screen");
      const videoElement = page.getByTestId("playback-video");
      const frames = await turnSoundOn(page.getByTestId("playback-sound"), screen);
      const currentTime = () => videoElement.evaluate((element: HTMLVideoElement) => element.currentTime);
      const lead = () => soundLead(page);
      // the sound heard is the picture's shown, within a lip-sync tolerance
      await expect.poll(lead, { timeout: 10_000 }).toBeLessThanOrEqual(LIP_SYNC_S);
      const player = page.getByTestId("playback-player");

      // ×4: nothing heard, and the viewer is told why
      const speed = page.getByTestId("playback-speed");
      await speed.getByText("4×").click();
      await expect(page.getByTestId("playback-sound-muted-at-speed")).toHaveText(
        "Suara dimatikan pada kecepatan ×4",
      );
      await expect(screen).not.toHaveAttribute("data-sound-at");
      const fastFrom = await currentTime();
      const framesAtFour = await frames();
      await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(fastFrom + 4);
      await expect(screen).not.toHaveAttribute("data-sound-at");
      // the server holds it too (what was on its way when the speed changed may still come)
      expect(await frames()).toBeLessThanOrEqual(framesAtFour + 25);

      // back at ×1 the sound follows the picture again, and keeps doing so (no backlog piling up)
      await speed.getByText("1×", { exact: true }).click();
      await expect(page.getByTestId("playback-sound-muted-at-speed")).toHaveCount(0);
      await expect.poll(lead, { timeout: 10_000 }).toBeLessThanOrEqual(LIP_SYNC_S);
      const slowFrom = await currentTime();
      await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(slowFrom + 3);
      await expect.poll(lead, { timeout: 2_000 }).toBeLessThanOrEqual(LIP_SYNC_S);

      await expect(player).toHaveAttribute("data-state", "playing");

      // a seek: every sound heard from then on is the new time's (its pictures start past the video buffered then)
      await screen.evaluate((element) => {
        const heard: number[] = [];
        const video = element.querySelector("video") as HTMLVideoElement;
        const watch = new MutationObserver(() => {
          const at = element.getAttribute("data-sound-at");
          if (at) heard.push(Number(at.split("@")[0]));
        });
        document.addEventListener(
          "pointerup",
          () => {
            element.setAttribute("data-seek-from", String(video.buffered.end(video.buffered.length - 1)));
            watch.observe(element, { attributeFilter: ["data-sound-at"] });
          },
          { capture: true, once: true },
        );
        Object.assign(element, { heardSinceSeek: heard });
      });
      const seekBar = page.getByTestId("playback-seek");
      const thumb = seekBar.getByRole("slider");
      const span = Number(await thumb.getAttribute("aria-valuemax"));
      const box = await seekBar.boundingBox();
      if (!box) throw new Error("the seek bar is not shown");
      const target = span * 0.2;
      expect(Number(await thumb.getAttribute("aria-valuenow"))).toBeLessThan(target - 10_000);
      await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
      // the recorded time playing jumps to the new time
      await expect
        .poll(async () => Number(await thumb.getAttribute("aria-valuenow")), { timeout: 15_000 })
        .toBeGreaterThan(target - 10_000);
      await expect.poll(lead, { timeout: 10_000 }).toBeLessThanOrEqual(LIP_SYNC_S);
      const seekFrom = Number(await screen.getAttribute("data-seek-from"));
      const heard = await screen.evaluate(
        (element) => (element as HTMLElement & { heardSinceSeek: number[] }).heardSinceSeek,
      );
      expect(heard.length).toBeGreaterThan(0);
      expect(Math.min(...heard)).toBeGreaterThanOrEqual(seekFrom);
    },
  );

  soundTest(
    "plays the sound of a recording made with an AAC microphone",
    async ({ page, dashcamVehicleId: vehicleId }) => {
      // channel 4 of the simulated dashcam records AAC (ADTS) with its video
      await playLastRecording(page, SOUND_DASHCAM, vehicleId, 4);
      await turnSoundOn(page.getByTestId("playback-sound"), page.getByTestId("playback-screen"));
      await screenshot(page, "track-playback-aac-sound-1440", false);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "track-playback-aac-sound-390", false);
    },
  );
});

/** How far the sound heard may be from the picture shown (s): the player's tolerance and the reports' 100 ms. */
const LIP_SYNC_S = 0.25;

/**
 * How far (s, either way) the sound heard is from the picture shown: the media time of the sound the player last
 * reported (`data-sound-at`, carried on to now) against the video's playhead; Infinity while no sound is heard.
 */
function soundLead(page: Page) {
  return page.getByTestId("playback-screen").evaluate((element) => {
    const video = element.querySelector("video") as HTMLVideoElement;
    const reported = element.getAttribute("data-sound-at");
    if (!reported) return Number.POSITIVE_INFINITY;
    const [soundAt, heardAt] = reported.split("@").map(Number) as [number, number];
    return Math.abs(soundAt + (performance.now() - heardAt) / 1000 - video.currentTime);
  });
}

/** Opens the `dashcam`'s recordings of `channel` at 1440×900 and plays the last one; its player, playing. */
async function playLastRecording(page: Page, dashcam: { plate: string }, vehicleId: number, channel: number) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/trackvideo/?vehicleId=${vehicleId}&channel=${channel}`);
  await expect(page.getByTestId("playback-vehicle")).toHaveValue(dashcam.plate);
  await expect(async () => {
    await page.getByTestId("playback-search").click();
    await expect(page.getByTestId("playback-file").first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await page.getByTestId("playback-file").last().getByTestId("playback-file-play").click();
  const player = page.getByTestId("playback-player");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
  return player;
}
