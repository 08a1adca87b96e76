import { expect, type Page, test } from "@playwright/test";
import { FakeGt06Device } from "../support/gt06Device.js";
import { screenshot } from "../support/screenshot.js";
import { signIn, signInAt } from "../support/session.js";

/** The demo driver Budi Santoso (`driver`) is driver 1 of the demo's first vehicle and its GT06 tracker. */
const VEHICLE = { imei: "864717000000001", plate: "B 9104 KXA" };
/** Inside the demo's Depo Cakung geofence: the vehicle address keeper names it. */
const DEPOT = { latitude: -6.1847, longitude: 106.9402 };

let tracker: FakeGt06Device;

test.beforeAll(async () => {
  tracker = await FakeGt06Device.login(VEHICLE.imei);
  tracker.report({ ...DEPOT, speedKmh: 36, ignition: true });
});
test.afterAll(() => tracker.close());

/** The home shows the driver's vehicle moving at the depot, their own alerts and their score. */
async function expectDriverHome(page: Page) {
  await expect(page).toHaveURL(/\/driver\/\?isLoginSuccess=true/);
  await expect(page.getByTestId("driver-home-header")).toContainText("Halo, Budi Santoso");
  await expect(page.getByTestId("welcome-banner")).toContainText("Selamat bertugas");
  await expect(page.getByText("Pantau armada Anda dari sini")).toHaveCount(0);
  const vehicle = page.getByTestId("driver-vehicle");
  await expect(vehicle).toContainText("Kendaraan Anda");
  await expect(page.getByTestId("driver-vehicle-plate")).toHaveText(VEHICLE.plate);
  await expect(page.getByTestId("driver-vehicle-status")).toContainText("Bergerak");
  await expect(page.getByTestId("driver-vehicle-speed")).toHaveText(/^36 km\/j/);
  // "28 Nov 2026, 21.05": Indonesian date and time (WIB)
  await expect(page.getByTestId("driver-vehicle-last-update")).toHaveText(
    /^\d{1,2} \w{3} \d{4},? \d{2}\.\d{2}$/,
  );
  await expect(page.getByTestId("driver-vehicle-address")).toHaveText("Depo Cakung");
  // MapLibre's worker starts cold in each page: on a loaded machine its first source takes a while
  await expect(page.getByTestId("driver-vehicle-map")).toHaveAttribute("data-vehicle-shown", "true", {
    timeout: 40_000,
  });
  const alerts = page.getByTestId("driver-alerts");
  await expect(alerts).toContainText("Peringatan Anda");
  await expect(alerts.getByTestId("driver-alert").first()).toContainText(/Kecepatan berlebih/i);
  await expect(alerts.getByTestId("driver-alert").first()).toContainText(VEHICLE.plate);
  const score = page.getByTestId("driver-score");
  await expect(score).toContainText("Skor mengemudi Anda");
  await expect(page.getByTestId("driver-score-value")).toHaveText(/^\d+(,\d)?$/);
  await expect(score.getByTestId("grade")).toHaveText(/^[A-E]$/);
  await expect(score.getByTestId("score-trend-week").first()).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByTestId("account-menu").click();
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe.configure({ timeout: 120_000 });

test.describe("the driver's home on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("shows the driver's vehicle, alerts and score, moves through the bottom menu and signs out", async ({
    page,
  }) => {
    await signIn(page, "driver");
    await expectDriverHome(page);
    await screenshot(page, "driver-home-phone");

    const bottomMenu = page.getByTestId("bottom-menu");
    await expect(bottomMenu.locator("[data-testid^='bottom-menu-item-']")).toHaveText([
      "Beranda",
      "Tugas",
      "Peringatan",
      "Skor",
      "Profil",
    ]);
    await expect(bottomMenu.getByTestId("bottom-menu-item-driver-home")).toHaveAttribute(
      "aria-current",
      "page",
    );

    await bottomMenu.getByTestId("bottom-menu-item-driver-alerts").click();
    await expect(page).toHaveURL(/\/driver\/alerts\/$/);
    await expect(bottomMenu.getByTestId("bottom-menu-item-driver-alerts")).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(bottomMenu.getByTestId("bottom-menu-item-driver-home")).not.toHaveAttribute("aria-current");
    await expect(page.getByTestId("driver-alert").first()).toContainText(/Kecepatan berlebih/i);
    await screenshot(page, "driver-alerts-phone");

    await bottomMenu.getByTestId("bottom-menu-item-driver-score").click();
    await expect(page).toHaveURL(/\/driver\/score\/$/);
    await expect(page.getByTestId("driver-score")).toContainText("per 100 km");
    await screenshot(page, "driver-score-phone");

    await bottomMenu.getByTestId("bottom-menu-item-profile").click();
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByTestId("profile-name-heading")).toHaveText("Budi Santoso");

    await bottomMenu.getByTestId("bottom-menu-item-driver-home").click();
    await expect(page.getByTestId("driver-vehicle-plate")).toHaveText(VEHICLE.plate);
    await signOut(page);
  });
});

test.describe("the driver's home on a desktop", () => {
  test("shows the driver's vehicle, alerts and score without a menu, and signs out", async ({ page }) => {
    await signIn(page, "driver");
    await expectDriverHome(page);
    await expect(page.getByTestId("side-menu")).toHaveCount(0);
    await expect(page.getByTestId("bottom-menu")).toHaveCount(0);
    await screenshot(page, "driver-home-desktop");

    await page.getByTestId("driver-alerts-see-all").click();
    await expect(page).toHaveURL(/\/driver\/alerts\/$/);
    await expect(page.getByTestId("driver-alert").first()).toBeVisible();
    await signOut(page);
  });

  test("an operator's /driver/ is forbidden: the page is a driver's own", async ({ page }) => {
    await signInAt(page, "operator", "/driver/");
    await expect(page.getByTestId("forbidden-page")).toBeVisible();
  });
});
