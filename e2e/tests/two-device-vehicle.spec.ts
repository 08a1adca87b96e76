import { Jt808Dashcam, silentSimulatorLogger } from "@armada/simulator";
import { expect, test } from "@playwright/test";
import { jt808Port } from "../playwright.config.js";
import { dashcamSample, FATIGUE, fatigueRule } from "../support/dashcamAlerts.js";
import { graphql } from "../support/graphql.js";
import { FakeGt06Device } from "../support/gt06Device.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

test.describe("a tracker and a dashcam on one vehicle", () => {
  test.describe.configure({ timeout: 120_000 });

  let tracker: FakeGt06Device | null = null;
  let dashcam: Jt808Dashcam | null = null;
  test.afterEach(() => {
    tracker?.close();
    dashcam?.stop();
  });

  test("the operator registers a dashcam beside the tracker: one vehicle on the map, the camera icon on its DMS alert", async ({
    page,
  }) => {
    // devices of this spec alone: a new GT06 tracker and a new BSJ dashcam on a new vehicle
    const stamp = String(Date.now()).slice(-9);
    const imei = `864990${stamp}`;
    const terminalId = `139${stamp}`;
    const plate = `B ${stamp.slice(-4)} TDV`;
    await signInAt(page, "admin", "/master/vehicles");
    await page.getByTestId("vehicle-add").click();
    const form = page.getByTestId("vehicle-form");
    await form.getByTestId("vehicle-form-licensePlate").fill(plate);
    await form.getByTestId("vehicle-form-imei").fill(imei);
    await form.getByTestId("vehicle-form-vendorType").click();
    await page.getByRole("option", { name: "GT06", exact: true }).click();
    // the dashcam must be another device than the tracker: said under the field, in Indonesian
    await form.getByTestId("vehicle-form-cameraImei").fill(imei);
    await form.getByTestId("vehicle-form-submit").click();
    await expect(form.getByText("ID terminal dashcam harus berbeda dari IMEI")).toBeVisible();
    await form.getByTestId("vehicle-form-cameraImei").fill(terminalId);
    await form.getByTestId("vehicle-form-cameraVendorType").click();
    await page.getByRole("option", { name: "BSJ", exact: true }).click();
    await screenshot(page, "two-device-vehicle-form", false);
    await form.getByTestId("vehicle-form-submit").click();
    await expect(form).toBeHidden();

    const found = await graphql<{
      vehicles: { data: { id: number; imei: string; cameraImei: string }[] };
    }>(page, `query($filter: VehiclesFilter) { vehicles(filter: $filter) { data { id imei cameraImei } } }`, {
      filter: { search: plate.replaceAll(" ", "") },
    });
    expect(found.vehicles.data).toEqual([{ id: expect.any(Number), imei, cameraImei: terminalId }]);
    const vehicleId = found.vehicles.data[0]?.id ?? 0;
    await fatigueRule(page, plate, vehicleId);

    // both devices report: the tracker at -6.2, the dashcam's own GPS a little north
    tracker = await FakeGt06Device.login(imei);
    dashcam = new Jt808Dashcam(terminalId, "127.0.0.1", jt808Port, silentSimulatorLogger);
    dashcam.start();
    await expect.poll(() => dashcam?.connected, { timeout: 15_000 }).toBe(true);
    const now = Date.now();
    tracker.report({ latitude: -6.2, longitude: 106.85, speedKmh: 40, time: new Date(now - 20_000) });
    dashcam.sendLocation(dashcamSample(41, -6.1999), new Date(now - 15_000));
    tracker.report({ latitude: -6.2, longitude: 106.851, speedKmh: 42, time: new Date(now - 10_000) });
    dashcam.sendLocation(dashcamSample(45, -6.1999), new Date(now - 5_000), FATIGUE);

    await page.goto("/liveview-2/");
    await expect(page.getByTestId("liveview-list")).toBeVisible({ timeout: 30_000 });
    await page.getByTestId("liveview-search").fill(plate);
    const row = page.locator("[data-testid^='vehicle-row-']").filter({ hasText: plate });
    await expect(row).toHaveCount(1);
    await row.click();
    const card = page.getByTestId("vehicle-card");
    await expect(card.getByTestId("vehicle-card-plate")).toHaveText(plate, { timeout: 30_000 });
    // the merged track is the tracker's: the dashcam's fixes stand by while the tracker reports
    await expect(card).toHaveAttribute("data-latitude", "-6.2");
    await screenshot(page, "two-device-vehicle-liveview", false);

    // the DMS alert in the bell: the camera icon (the company has multiImei), named with the dashcam's type
    await page.getByTestId("alert-bell").click();
    const alertRow = page.locator("[data-testid^='alert-row-']").filter({ hasText: plate }).first();
    await expect(alertRow).toBeVisible({ timeout: 30_000 });
    await expect(alertRow.getByTestId("alert-row-source")).toHaveAttribute("data-source", "camera");
    await alertRow.getByTestId("alert-row-source").hover();
    await expect(page.getByRole("tooltip")).toHaveText("Dari kamera · BSJ");
    await screenshot(page, "two-device-vehicle-alert", false);
  });
});
