import { type Simulator, startSimulator } from "@armada/simulator";
import { expect, type Page, test } from "@playwright/test";
import config, { gt06Port, jt808Port, osmandPort } from "../playwright.config.js";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { keepOnboardingClosed, signIn } from "../support/session.js";

/** Chromium's fake microphone (a beeping tone) granted without a prompt, on top of the config's flags. */
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
});

const DASHCAM = { imei: "62813000777", plate: "B 7701 CAL" };
const SECOND = { imei: "62813000778", plate: "B 7702 CAL" };

/**
 * The spec works in PT Lain (user `lain`): it changes the company's call maximum, which the demo company's settings
 * page, tested alongside, must not see change.
 */
const USER = "lain";

/** A vehicle of PT Lain with a BSJ dashcam (created once: the spec may run again on the same server). */
async function bsjVehicle(page: Page, vehicle: { imei: string; plate: string }): Promise<number> {
  const found = await graphql<{ vehicles: { data: { id: number; licensePlate: string }[] } }>(
    page,
    `query ($search: String) { vehicles(filter: { search: $search }) { data { id licensePlate } } }`,
    { search: vehicle.plate },
  );
  const existing = found.vehicles.data.find((row) => row.licensePlate === vehicle.plate);
  if (existing) return existing.id;
  const created = await graphql<{ createVehicle: { isSuccessful: boolean; data: { id: number } } }>(
    page,
    `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful data { id } } }`,
    { input: { licensePlate: vehicle.plate, imei: vehicle.imei, vendorType: "bsj" } },
  );
  expect(created.createVehicle.isSuccessful).toBe(true);
  return created.createVehicle.data.id;
}

async function setMaxActiveCalls(page: Page, maxActiveCalls: number) {
  const identity = await graphql<{ identity: { data: { companyId: number } } }>(
    page,
    "{ identity { data { companyId } } }",
  );
  const result = await graphql<{ updateCompany: { isSuccessful: boolean } }>(
    page,
    `mutation ($id: Int!, $max: Int!) { updateCompany(input: { id: $id, maxActiveCalls: $max }) { isSuccessful } }`,
    { id: identity.identity.data.companyId, max: maxActiveCalls },
  );
  expect(result.updateCompany.isSuccessful).toBe(true);
}

test.describe("driver call through the dashcam", () => {
  test.describe.configure({ timeout: 120_000 });
  let simulator: Simulator | undefined;

  test.afterEach(async () => {
    await simulator?.stop();
  });

  test("calls the driver from the live view, hears the dashcam, is heard, keeps the call across pages and ends it", async ({
    page,
    context,
  }) => {
    await keepOnboardingClosed(context);
    await signIn(page, USER);
    const vehicleId = await bsjVehicle(page, DASHCAM);
    await bsjVehicle(page, SECOND);
    simulator = startSimulator({
      host: "127.0.0.1",
      gt06Port,
      osmandPort,
      jt808Port,
      devices: [{ protocol: "jt808", id: DASHCAM.imei }],
      rateSeconds: 1,
      heartbeatSeconds: 2,
    });
    await setMaxActiveCalls(page, 1);
    try {
      await page.goto(`/liveview-2/?type=vehicle&vehicleId=${vehicleId}`);
      const card = page.getByTestId("vehicle-card");
      await expect(card.getByTestId("vehicle-card-plate")).toHaveText(DASHCAM.plate, { timeout: 30_000 });
      await expect(card.getByTestId("vehicle-card-speed")).not.toHaveText("—", { timeout: 30_000 });
      const call = card.getByTestId("vehicle-card-call");
      await expect(call).toHaveText("Hubungi pengemudi");
      await call.click();

      const bar = page.getByTestId("call-bar");
      await expect(bar).toHaveAttribute("data-phase", "connected", { timeout: 20_000 });
      await expect(bar.getByTestId("call-bar-plate")).toHaveText(DASHCAM.plate);
      await expect(bar.getByTestId("call-bar-status")).toHaveText("Terhubung");
      // the dashcam's voice-like signal plays in the page: its level, measured by the playback worklet
      await expect
        .poll(async () => Number(await bar.getByTestId("call-bar-level").getAttribute("data-level")), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0.05);
      // the fake microphone's beeps reach the dashcam in its codec
      await expect
        .poll(() => simulator?.stats().jt808.callLoudFramesHeard ?? 0, { timeout: 15_000 })
        .toBeGreaterThan(3);
      await expect(card.getByTestId("vehicle-card-call")).toHaveText("Akhiri panggilan");

      // at the company's maximum (1) the other dashcam vehicle cannot be called, with the reason (moving inside
      // the app: a reload would end the call)
      await page.getByTestId("liveview-search").fill("7702");
      await page.locator("[data-testid^='vehicle-row-']").filter({ hasText: SECOND.plate }).click();
      await expect(card.getByTestId("vehicle-card-plate")).toHaveText(SECOND.plate);
      await expect(card.getByTestId("vehicle-card-call")).toBeDisabled();
      await expect(card.getByTestId("vehicle-card-call-reason")).toHaveAttribute(
        "data-reason",
        "Panggilan aktif sudah mencapai batas perusahaan (1). Akhiri panggilan lain terlebih dahulu.",
      );
      // the call went on while the page changed
      await expect(bar).toHaveAttribute("data-phase", "connected");
      await page.getByRole("link", { name: "Notifikasi" }).first().click();
      await expect(page).toHaveURL(/\/notification\//);
      await expect(bar).toHaveAttribute("data-phase", "connected");
      const timer = await bar.getByTestId("call-bar-timer").textContent();
      expect(timer).toMatch(/^00:\d\d$/);

      await bar.getByTestId("call-bar-mute").click();
      await expect(bar.getByTestId("call-bar-mute")).toHaveAttribute("aria-pressed", "true");

      await bar.getByTestId("call-bar-end").click();
      await expect(bar).toHaveAttribute("data-phase", "ended");
      await expect(bar.getByTestId("call-bar-status")).toHaveText("Panggilan diakhiri");
      await expect.poll(() => simulator?.stats().jt808.calls).toBe(1);

      await bar.getByRole("link", { name: "Riwayat panggilan" }).click();
      const log = page.getByTestId("driver-call-log");
      const row = log.getByRole("row").filter({ hasText: DASHCAM.plate }).first();
      await expect(row).toContainText("Panggilan diakhiri");
      // the codec the dashcam declared (0x9003 → 0x1003) and spoke
      await expect(row).toContainText("G.711 A-law");
      expect(simulator?.stats().jt808.attributeQueries).toBeGreaterThanOrEqual(1);
      await screenshot(page, "driver-call-log", false);
    } finally {
      await setMaxActiveCalls(page, 3);
    }
  });

  test("explains a refused microphone in the user's language", async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await keepOnboardingClosed(context);
    await signIn(page, USER);
    const vehicleId = await bsjVehicle(page, SECOND);
    await page.goto(`/liveview-2/?type=vehicle&vehicleId=${vehicleId}`);
    const call = page.getByTestId("vehicle-card").getByTestId("vehicle-card-call");
    await expect(call).toBeEnabled({ timeout: 30_000 });
    await call.click();
    const bar = page.getByTestId("call-bar");
    await expect(bar).toHaveAttribute("data-phase", "failed");
    await expect(bar.getByTestId("call-bar-status")).toHaveText(
      "Izin mikrofon ditolak. Izinkan akses mikrofon untuk situs ini di pengaturan browser, lalu coba lagi.",
    );
    await context.close();
  });
});
