import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "../support/graphql.js";
import { vehicleIdByPlate } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

const PLATE = "B 1234 XY";
const KUNINGAN = { latitude: -6.2297, longitude: 106.8295, accuracy: 12 };
/** 150 m up the road: a step the track filters take after a pause of seconds */
const ONWARD = { latitude: -6.2284, longitude: 106.8297, accuracy: 8 };

interface WakeLockProbe {
  /** screen wake locks asked for, and held now */
  requests: number;
  active: number;
}

/**
 * The phone's Screen Wake Lock, observed (headless Chromium has none to hold), and the page's visibility under the
 * test's hand: `__setPageHidden(true)` is the screen locked or another app in front (the browser lets the wake lock
 * go then), `false` the driver back in the app.
 */
function observeWakeLockAndVisibility() {
  const probe = { requests: 0, active: 0 };
  let hidden = false;
  type Sentinel = EventTarget & { released: boolean; type: "screen"; release(): Promise<void> };
  const held = new Set<Sentinel>();
  const sentinel = (): Sentinel => {
    const lock = Object.assign(new EventTarget(), {
      released: false,
      type: "screen" as const,
      async release() {
        if (lock.released) return;
        lock.released = true;
        probe.active--;
        held.delete(lock);
        lock.dispatchEvent(new Event("release"));
      },
    });
    return lock;
  };
  Object.defineProperty(Navigator.prototype, "wakeLock", {
    configurable: true,
    get: () => ({
      async request(type: string) {
        if (type !== "screen" || hidden) throw new DOMException("page not visible", "NotAllowedError");
        probe.requests++;
        probe.active++;
        const lock = sentinel();
        held.add(lock);
        return lock;
      },
    }),
  });
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => hidden });
  const target = window as unknown as {
    __wakeLock: WakeLockProbe;
    __setPageHidden: (value: boolean) => void;
  };
  target.__wakeLock = probe;
  target.__setPageHidden = (value: boolean) => {
    hidden = value;
    if (value) for (const lock of [...held]) void lock.release();
    document.dispatchEvent(new Event("visibilitychange"));
  };
}

const wakeLock = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wakeLock: WakeLockProbe }).__wakeLock);
const setPageHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (value) => (window as unknown as { __setPageHidden: (value: boolean) => void }).__setPageHidden(value),
    hidden,
  );

/**
 * The planner's side: a vehicle without a tracker, made on the vehicle form to take its position from the phone, on a
 * task of Budi's.
 */
async function planTask(planner: Page) {
  await signInAt(planner, "admin", "/master/vehicles");
  await planner.getByTestId("vehicle-add").click();
  const form = planner.getByTestId("vehicle-form");
  await form.getByTestId("vehicle-form-licensePlate").fill(PLATE);
  await form.getByTestId("vehicle-form-phoneTracking").check();
  await form.getByTestId("vehicle-form-phoneTracking").scrollIntoViewIfNeeded();
  await screenshot(planner, "vehicle-form-phone-tracking-desktop", false);
  await planner.setViewportSize({ width: 390, height: 844 });
  await form.getByTestId("vehicle-form-phoneTracking").scrollIntoViewIfNeeded();
  await screenshot(planner, "vehicle-form-phone-tracking-phone", false);
  await planner.setViewportSize({ width: 1440, height: 900 });
  await form.getByTestId("vehicle-form-submit").click();
  await expect(form).toBeHidden();
  const vehicleId = await vehicleIdByPlate(planner, PLATE);
  const { vehicle } = await graphql<{ vehicle: { data: { phoneTracking: boolean } } }>(
    planner,
    `query { vehicle(filter: { id: ${vehicleId} }) { data { phoneTracking } } }`,
  );
  expect(vehicle.data.phoneTracking).toBe(true);
  const { drivers } = await graphql<{ drivers: { data: { userId: number; fullname: string }[] } }>(
    planner,
    `query { drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { data { userId fullname } } }`,
  );
  const driverId = drivers.data.find((driver) => driver.fullname === "Budi Santoso")?.userId;
  const { createFleetTask } = await graphql<{
    createFleetTask: {
      errorName: string | null;
      message: string;
      data: { fleetTaskId: number; code: string };
    };
  }>(
    planner,
    `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { errorName message data { fleetTaskId code } } }`,
    {
      input: {
        vehicleId,
        driverId,
        departureTime: new Date().toISOString(),
        stops: [{ activity: "DROP", address: { address: "Menara Kuningan", lat: -6.2297, lng: 106.8295 } }],
      },
    },
  );
  expect(createFleetTask.errorName, createFleetTask.message).toBeNull();
  const { fleetTaskId, code } = createFleetTask.data;
  await graphql(
    planner,
    `mutation { changeFleetTaskStatus(input: { fleetTaskId: ${fleetTaskId}, status: SCHEDULED }) { isSuccessful } }`,
  );
  return { vehicleId, code };
}

/** Where the operator sees the vehicle: its latest status, null before any position. */
async function vehicleStatus(planner: Page, vehicleId: number) {
  const { vehicle } = await graphql<{
    vehicle: { data: { vehicleStatus: { latitude: number; longitude: number } | null } };
  }>(
    planner,
    `query { vehicle(filter: { id: ${vehicleId} }) { data { vehicleStatus { latitude longitude } } } }`,
  );
  return vehicle.data.vehicleStatus;
}

test("the driver's phone tracks the task's vehicle: its position reaches the operator, the screen is kept on, a hidden page's gap and a refused permission are explained", async ({
  browser,
}) => {
  let phone: BrowserContext | undefined;
  let desk: BrowserContext | undefined;
  try {
    desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const planner = await desk.newPage();
    const { vehicleId, code } = await planTask(planner);
    expect(await vehicleStatus(planner, vehicleId)).toBeNull();

    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ["geolocation"],
      geolocation: KUNINGAN,
    });
    await phone.addInitScript(observeWakeLockAndVisibility);
    const page = await phone.newPage();
    await signInAt(page, "driver", "/driver/tasks/");
    await page.getByTestId("driver-task").filter({ hasText: code }).click();
    await expect(page.getByTestId("phone-tracking-soon")).toContainText(
      `Saat tugas dimulai, ponsel ini melacak kendaraan ${PLATE}`,
    );

    await page.getByTestId("driver-start").click();
    const tracking = page.getByTestId("phone-tracking");
    await expect(tracking).toContainText(`Ponsel ini melacak kendaraan ${PLATE}`);
    await expect(tracking).toHaveAttribute("data-state", "tracking");
    await expect(tracking).toContainText("akurasi ±12 m");
    // the first fix is sent at once: the operator sees the vehicle where the phone is
    await expect
      .poll(() => vehicleStatus(planner, vehicleId))
      .toEqual({
        latitude: KUNINGAN.latitude,
        longitude: KUNINGAN.longitude,
      });
    await expect(page.getByTestId("phone-tracking-waiting")).toHaveCount(0);
    // the screen is kept on while the task runs: one wake lock, held
    await expect(page.getByTestId("phone-tracking-wake-lock")).toHaveAttribute("data-state", "held");
    await expect(page.getByTestId("phone-tracking-wake-lock")).toContainText("Layar dibuat tetap menyala");
    expect(await wakeLock(page)).toEqual({ requests: 1, active: 1 });
    await expect(page.getByTestId("phone-tracking-paused")).toHaveCount(0);
    await screenshot(page, "driver-phone-tracking-phone");

    // the screen locked: the browser lets the wake lock go and stops the positions; back in the app, the driver is
    // told since when the vehicle was not tracked, and the screen is kept on again
    await setPageHidden(page, true);
    await expect.poll(async () => (await wakeLock(page)).active).toBe(0);
    await setPageHidden(page, false);
    const paused = page.getByTestId("phone-tracking-paused");
    await expect(paused).toContainText("Pelacakan berhenti sejak");
    await expect(paused).toContainText("Biarkan aplikasi terbuka agar posisi terkirim");
    await expect.poll(() => wakeLock(page)).toEqual({ requests: 2, active: 1 });
    await expect(page.getByTestId("phone-tracking-wake-lock")).toHaveAttribute("data-state", "held");
    await screenshot(page, "driver-phone-tracking-paused-phone");

    // positions again: the notice gives way to the gap, and the operator sees the vehicle where the phone is now
    await phone.setGeolocation(ONWARD);
    await expect(paused).toHaveCount(0);
    await expect(page.getByTestId("phone-tracking-gap")).toContainText("Posisi sempat terputus");
    await expect(page.getByTestId("phone-tracking-gap")).toContainText(
      "Biarkan aplikasi terbuka agar posisi terkirim",
    );
    await expect
      .poll(() => vehicleStatus(planner, vehicleId))
      .toEqual({ latitude: ONWARD.latitude, longitude: ONWARD.longitude });
    await screenshot(page, "driver-phone-tracking-gap-phone");

    // the permission taken back: the phone tells the driver the vehicle is not tracked, and how to allow it again
    await phone.clearPermissions();
    await page.reload();
    await expect(page.getByTestId("phone-tracking-denied")).toContainText("Izin lokasi ditolak");
    await expect(page.getByTestId("phone-tracking-denied")).toContainText(
      `Kendaraan ${PLATE} tidak terlacak dari ponsel ini`,
    );
    await screenshot(page, "driver-phone-tracking-denied-phone");
  } finally {
    await phone?.close();
    await desk?.close();
  }
});
