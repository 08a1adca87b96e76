import { Jt808Dashcam, silentSimulatorLogger } from "@armada/simulator";
import { expect, type Page, test } from "@playwright/test";
import { jt808Port } from "../playwright.config.js";
import { DMS_FATIGUE_CODE, FATIGUE, fatigueRule, dashcamSample as sample } from "../support/dashcamAlerts.js";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { keepOnboardingClosed, signIn } from "../support/session.js";

/** The lazy chunk of the alert video modal (polling and player). */
const VIDEO_CHUNK = /\/assets\/AlertVideoModal-[\w-]+\.js$/;

/** A vehicle of the signed-in company with a new JT/T 808 dashcam, and an Important DMS fatigue rule for it. */
async function dashcamVehicle(page: Page) {
  const terminalId = `1${String(Date.now()).slice(-11)}`;
  const plate = `B ${terminalId.slice(-4)} DCM`;
  const created = await graphql<{
    createVehicle: { isSuccessful: boolean; message: string; data: { id: number } | null };
  }>(
    page,
    `mutation($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful message data { id } } }`,
    { input: { licensePlate: plate, imei: terminalId, vendorType: "jt808" } },
  );
  expect(created.createVehicle.isSuccessful, created.createVehicle.message).toBe(true);
  const vehicleId = created.createVehicle.data?.id ?? 0;
  await fatigueRule(page, plate, vehicleId);
  return { terminalId, plate, vehicleId };
}

/** The newest DMS fatigue alert of the vehicle, once the engine has raised it. */
async function fatigueAlertId(page: Page, vehicleId: number): Promise<number> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const data = await graphql<{
          rawAlerts: { rawAlerts: { data: { rawAlertId: number; alertCode: number }[] } | null };
        }>(
          page,
          `query($filter: RawAlertsFilter) { rawAlerts(filter: $filter) { rawAlerts { data { rawAlertId alertCode } } } }`,
          { filter: { vehicleIds: [vehicleId], pagination: { page: 1, show: 5 } } },
        );
        id =
          data.rawAlerts.rawAlerts?.data.find((alert) => alert.alertCode === DMS_FATIGUE_CODE)?.rawAlertId ??
          0;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return id;
}

test.describe("dashcam media", () => {
  // a real dashcam round trip: 5 s after the file-list request, then the first check 30 s later
  test.describe.configure({ timeout: 150_000 });

  let dashcam: Jt808Dashcam | null = null;
  test.afterEach(() => dashcam?.stop());

  /** The simulator's dashcam of the vehicle, registered and authenticated. */
  async function connect(terminalId: string) {
    const started = new Jt808Dashcam(terminalId, "127.0.0.1", jt808Port, silentSimulatorLogger);
    dashcam = started;
    started.start();
    await expect.poll(() => started.connected, { timeout: 15_000 }).toBe(true);
    return started;
  }

  test("a DMS alert's clip: Lihat media, the states, the video plays; the media pages list it; another company gets no clip", async ({
    page,
    browser,
  }) => {
    await signIn(page, "admin");
    const vehicle = await dashcamVehicle(page);
    const camera = await connect(vehicle.terminalId);
    const alarmTime = new Date(Date.now() - 5_000);
    camera.sendLocation(sample(45), new Date(alarmTime.getTime() - 5_000));
    camera.sendLocation(sample(48), alarmTime, FATIGUE);
    const rawAlertId = await fatigueAlertId(page, vehicle.vehicleId);

    const scripts: string[] = [];
    page.on("request", (sent) => scripts.push(sent.url()));
    await page.goto(`/notification/detail/${rawAlertId}`);
    await expect(page.getByTestId("detail-media")).toBeVisible();
    // the polling and the player load with the first "Lihat media", not with the page
    expect(scripts.filter((url) => VIDEO_CHUNK.test(url))).toEqual([]);
    await page.getByTestId("detail-media").click();
    const state = page.getByTestId("media-state");
    await expect(state).toHaveAttribute("data-status", "requesting");
    await expect(page.getByTestId("media-status-text")).toContainText("Meminta daftar berkas");
    await screenshot(page, "dashcam-media-requesting", false);
    await expect(state).toHaveAttribute("data-status", "checking", { timeout: 15_000 });
    await expect(page.getByTestId("media-status-text")).toContainText("Memeriksa");
    await expect(state).toHaveAttribute("data-status", "complete", { timeout: 45_000 });
    expect(scripts.filter((url) => VIDEO_CHUNK.test(url))).toHaveLength(1);

    const video = page.getByTestId("media-video");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    await screenshot(page, "dashcam-media-playing", false);
    const clipUrl = await video.getAttribute("src");
    expect(clipUrl).toMatch(/^\/api\/media\/\d+$/);
    const ranged = await page.request.get(clipUrl ?? "", { headers: { range: "bytes=0-99" } });
    expect(ranged.status()).toBe(206);
    await page.keyboard.press("Escape");

    // the clip is kept: the alert popup's "Lihat media" completes at once from the download history
    await page.getByTestId("alert-bell").click();
    await page.getByTestId(`alert-row-${rawAlertId}`).click();
    const popup = page.getByTestId(`alert-popup-${rawAlertId}`);
    await popup.getByTestId("alert-popup-media").click();
    await expect(page.getByTestId("media-state")).toHaveAttribute("data-status", "complete", {
      timeout: 10_000,
    });
    await expect(page.getByTestId("media-video")).toBeVisible();
    await screenshot(page, "dashcam-alert-popup-media", false);
    await page.keyboard.press("Escape");

    await page.goto("/video-history/");
    await page.getByTestId("media-vehicle").click();
    await page.getByRole("option", { name: vehicle.plate }).click();
    await expect(page.getByTestId("media-history-status").first()).toHaveText("Tersimpan");
    await page.getByTestId("media-history-play").first().click();
    await expect
      .poll(() => page.getByTestId("media-video").evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2);
    await screenshot(page, "dashcam-video-history", false);

    // another company's user: the clip is not found
    const other = await browser.newContext();
    await keepOnboardingClosed(other);
    const otherPage = await other.newPage();
    await signIn(otherPage, "lain");
    const refused = await otherPage.request.get(clipUrl ?? "");
    expect(refused.status()).toBe(404);
    await other.close();
  });

  test("an alarm's attachments: Lihat media plays the clip the dashcam sent by itself, with its snapshot", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const vehicle = await dashcamVehicle(page);
    const camera = await connect(vehicle.terminalId);
    const alarmTime = new Date(Date.now() - 5_000);
    camera.sendLocation(sample(45), new Date(alarmTime.getTime() - 5_000));
    // the alarm says it has attachments: the platform's 0x9208 sends the dashcam to the attachment server
    camera.sendLocation(sample(48), alarmTime, { ...FATIGUE, attachments: true });
    const rawAlertId = await fatigueAlertId(page, vehicle.vehicleId);
    await expect.poll(() => camera.stats.attachmentUploads, { timeout: 20_000 }).toBe(1);

    await page.goto(`/notification/detail/${rawAlertId}`);
    await page.getByTestId("detail-media").click();
    await expect(page.getByTestId("media-state")).toHaveAttribute("data-status", "complete", {
      timeout: 15_000,
    });
    const video = page.getByTestId("media-video");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    const snapshot = page.getByTestId("media-snapshot");
    await expect(snapshot).toBeVisible();
    await expect.poll(() => snapshot.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);
    // nothing was asked of the dashcam: no resource list, no FTP upload
    expect(camera.stats).toMatchObject({ fileLists: 0, uploads: 0 });
    await screenshot(page, "dashcam-alarm-attachments", false);
  });

  test("the vehicle media page lists the dashcam's files and asks for an upload", async ({ page }) => {
    await signIn(page, "admin");
    const vehicle = await dashcamVehicle(page);
    const camera = await connect(vehicle.terminalId);
    camera.sendLocation(sample(30), new Date());

    await page.goto("/vehicle-media/");
    await page.getByTestId("media-vehicle").click();
    await page.getByRole("option", { name: vehicle.plate }).click();
    await page.getByTestId("media-show").click();
    await expect(page.getByTestId("media-stored-empty")).toBeVisible();
    const request = page.getByTestId("media-request-upload").first();
    await expect(request).toBeVisible({ timeout: 15_000 });
    await request.click();
    await expect(page.getByText("Permintaan unggah dikirim ke kamera")).toBeVisible();
    await expect(page.getByTestId("media-stored-clip").first()).toBeVisible({ timeout: 45_000 });
    await screenshot(page, "dashcam-vehicle-media");
  });
});
