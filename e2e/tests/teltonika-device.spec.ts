import { expect, test } from "@playwright/test";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";
import { FakeTeltonikaDevice } from "../support/teltonikaDevice.js";

test.describe("a Teltonika tracker", () => {
  test.describe.configure({ timeout: 120_000 });

  let device: FakeTeltonikaDevice | null = null;
  test.afterEach(() => device?.close());

  test("the operator registers it on a new vehicle; it logs in, reports, shows on the map and takes 'locate now' and reboot", async ({
    page,
  }) => {
    // a device and a vehicle of this spec alone
    const stamp = String(Date.now()).slice(-9);
    const imei = `356307${stamp}`;
    const plate = `B ${stamp.slice(-4)} TLT`;
    await signInAt(page, "admin", "/master/vehicles");
    await page.getByTestId("vehicle-add").click();
    const form = page.getByTestId("vehicle-form");
    await form.getByTestId("vehicle-form-licensePlate").fill(plate);
    await form.getByTestId("vehicle-form-imei").fill(imei);
    await form.getByTestId("vehicle-form-vendorType").click();
    await page.getByRole("option", { name: "Teltonika", exact: true }).click();
    await form.getByTestId("vehicle-form-submit").click();
    await expect(form).toBeHidden();

    const found = await graphql<{ vehicles: { data: { imei: string; device: { vendorType: string } }[] } }>(
      page,
      `query($filter: VehiclesFilter) { vehicles(filter: $filter) { data { imei device { vendorType } } } }`,
      { filter: { search: plate.replaceAll(" ", "") } },
    );
    expect(found.vehicles.data).toEqual([{ imei, device: { vendorType: "teltonika" } }]);

    // the tracker on its own port: the IMEI login is accepted, then a codec 8 record with its power and signal
    const login = await FakeTeltonikaDevice.login(imei);
    device = login.device;
    expect(login.accepted).toBe(true);
    device.report({ latitude: -6.2146, longitude: 106.8451, speedKmh: 37, externalVolts: 12.8 });

    await page.goto("/liveview-2/");
    await expect(page.getByTestId("liveview-list")).toBeVisible({ timeout: 30_000 });
    await page.getByTestId("liveview-search").fill(plate);
    const row = page.locator("[data-testid^='vehicle-row-']").filter({ hasText: plate });
    await expect(row).toHaveCount(1);
    await row.click();
    const card = page.getByTestId("vehicle-card");
    await expect(card.getByTestId("vehicle-card-speed")).toHaveText("37 km/j", { timeout: 30_000 });
    await expect(card).toHaveAttribute("data-latitude", "-6.2146");
    const health = card.getByTestId("device-health");
    await expect(health.getByTestId("device-health-power")).toContainText("12,8 V");
    await expect(health.getByTestId("device-health-gsm")).toContainText("4/4");
    await expect(health.getByTestId("device-health-satellites")).toContainText("11");
    await screenshot(page, "teltonika-device-liveview", false);

    // "locate now" from the vehicle list reaches the socket as a codec 12 command
    await page.goto("/master/vehicles");
    await page.getByTestId("vehicle-search").fill(plate);
    const vehicleRow = page.getByRole("row").filter({ hasText: plate });
    await expect(vehicleRow).toHaveCount(1, { timeout: 15_000 });
    await vehicleRow.getByTestId("vehicle-commands").click();
    const panel = page.getByTestId("device-command-panel");
    await panel.getByTestId("device-command-locate").click();
    expect(await device.nextCommand()).toBe("getgps");
    await expect(panel.getByTestId("device-command-row").first()).toHaveAttribute("data-status", "sent");

    // reboot, asked once more naming the plate, goes out as cpureset
    await panel.getByTestId("device-command-reboot").click();
    await expect(panel.getByTestId("device-command-reboot-confirm")).toContainText(plate);
    await panel.getByTestId("device-command-reboot-send").click();
    expect(await device.nextCommand()).toBe("cpureset");
    await expect(panel.getByTestId("device-command-row").first()).toContainText("Mulai ulang perangkat");
  });
});
