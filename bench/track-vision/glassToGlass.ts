import { chromium } from "playwright-core";
import { Histogram } from "../shared/histogram.js";
import { FRAME_CODE, readFrameCode } from "./frameCode.js";

/** When each frame index of the clip left the simulated dashcam (epoch ms, latest last). */
export type FrameSendTimes = Map<number, number[]>;

interface ShownFrame {
  code: number | null;
  /** epoch ms the browser expected to show it (requestVideoFrameCallback's expectedDisplayTime) */
  shownAt: number;
}

/**
 * Runs in the page: every frame the live tile's <video> presents is drawn on a canvas, its code read (the rule
 * `readFrameCode`, its source passed along) and kept with the time it is shown, for the bench to collect.
 */
const frameReaderScript = `(() => {
  const FRAME_CODE = ${JSON.stringify(FRAME_CODE)};
  const readFrameCode = ${readFrameCode.toString()};
  const width = FRAME_CODE.bits * FRAME_CODE.cell;
  const height = FRAME_CODE.rows * FRAME_CODE.cell;
  const video = document.querySelector('[data-testid="live-tile-video"]');
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  window.__shownFrames = [];
  const onFrame = (_now, metadata) => {
    context.drawImage(video, 0, FRAME_CODE.top, width, height, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height).data;
    const code = readFrameCode((x, y) => pixels[(y * width + x) * 4 + 1]);
    window.__shownFrames.push({ code, shownAt: performance.timeOrigin + metadata.expectedDisplayTime });
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
})()`;

/**
 * Glass-to-glass delay of one live tile: a real Chromium signs in as the operator does, opens `/live-streaming/` for the vehicle, starts
 * channel 1 and reads the code of every frame it shows; the delay of a frame is the time it is shown minus the time
 * the simulated dashcam sent it (`sent`, filled by the simulator's videoFrameSent hook). Both clocks are this
 * machine's wall clock. The first `warmupSeconds` after the first picture are left out (the player's start).
 */
export async function measureGlassToGlass(options: {
  chromiumPath: string;
  httpPort: number;
  username: string;
  password: string;
  vehicleId: number;
  sent: FrameSendTimes;
  seconds: number;
  warmupSeconds: number;
}) {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
  });
  try {
    const baseUrl = `http://127.0.0.1:${options.httpPort}`;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // the bench operator has no WhatsApp number: its reminder is put off whenever it shows
    await page.addLocatorHandler(page.getByRole("dialog", { name: "Lengkapi kontak Anda" }), () =>
      page.getByRole("button", { name: "Nanti" }).click(),
    );
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId("login-username").fill(options.username, { timeout: 60_000 });
    await page.getByTestId("login-password").fill(options.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    await page.goto(`${baseUrl}/live-streaming/?vehicleId=${options.vehicleId}`);
    // one tile: the main stream, the 720p clip at full size
    await page.getByTestId("live-layout").getByText("1 layar").click({ timeout: 60_000 });
    const tile = page.getByTestId("live-tile-0");
    try {
      await tile.getByTestId("live-tile-toggle").click({ timeout: 60_000 });
      await tile.getByTestId("live-tile-live").waitFor({ state: "visible", timeout: 60_000 });
    } catch (error) {
      await page.screenshot({ path: "/tmp/armada-bench-track-vision-failed.png" });
      throw new Error(
        `the live tile did not play (${page.url()}, /tmp/armada-bench-track-vision-failed.png)`,
        {
          cause: error,
        },
      );
    }
    await page.evaluate(frameReaderScript);
    const histogram = new Histogram(30_000);
    let unreadable = 0;
    let notSent = 0;
    let firstShownAt: number | null = null;
    const deadline = Date.now() + (options.seconds + options.warmupSeconds) * 1000;
    while (Date.now() < deadline) {
      await page.waitForTimeout(500);
      const shown = await page.evaluate(() => {
        const holder = window as unknown as { __shownFrames: ShownFrame[] };
        return holder.__shownFrames.splice(0);
      });
      for (const frame of shown) {
        firstShownAt ??= frame.shownAt;
        if (frame.shownAt - firstShownAt < options.warmupSeconds * 1000) continue;
        if (frame.code === null) {
          unreadable++;
          continue;
        }
        const sentAt = (options.sent.get(frame.code) ?? []).filter((at) => at <= frame.shownAt).at(-1);
        if (sentAt === undefined) notSent++;
        else histogram.add(frame.shownAt - sentAt);
      }
    }
    await page.screenshot({ path: "/tmp/armada-bench-track-vision-tile.png" });
    const videoSize = await tile
      .getByTestId("live-tile-video")
      .evaluate((video: HTMLVideoElement) => `${video.videoWidth}x${video.videoHeight}`);
    return { delayMs: histogram.summary(), unreadable, notSent, videoSize };
  } finally {
    await browser.close();
  }
}
