import { expect, type Page, test } from "@playwright/test";
import { osmandPort } from "../playwright.config.js";
import { graphql } from "../support/graphql.js";
import { postOsmand } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { signIn } from "../support/session.js";

/** The screenshots to look at, beside the run's other artifacts in the checkout's test-results/. */
const CREATE_VEHICLE = `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful } }`;

/** Letters and digits no other run uses. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

function uniquePlate() {
  const digits = String(1000 + Math.floor(Math.random() * 9000));
  const letters = Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join("");
  return `Z ${digits} ${letters}`;
}

async function createVehicles(page: Page, count: number) {
  const plates = Array.from({ length: count }, uniquePlate);
  for (const licensePlate of plates) await graphql(page, CREATE_VEHICLE, { input: { licensePlate } });
  return plates;
}

async function chooseOption(page: Page, select: ReturnType<Page["getByTestId"]>, name: string) {
  await select.click();
  await page.getByRole("option", { name, exact: true }).click();
}

/** Adds an OsmAnd device; `checkImei` first tries a GT06 IMEI that is too short. */
async function addDevice(page: Page, imei: string, checkImei: boolean) {
  await page.goto("/master/devices");
  await expect(page.getByTestId("devices-table")).toBeVisible();
  await page.getByTestId("device-add").click();
  const form = page.getByTestId("device-form");
  if (checkImei) {
    await chooseOption(page, form.getByTestId("device-vendor"), "GT06");
    await form.getByTestId("device-imei").fill("12345");
    await form.getByTestId("device-save").click();
    await expect(form.getByText("IMEI tidak valid untuk jenis perangkat ini")).toBeVisible();
  }
  await chooseOption(page, form.getByTestId("device-vendor"), "OsmAnd");
  await form.getByTestId("device-imei").fill(imei);
  await form.getByTestId("device-save").click();
  await expect(form).toBeHidden();
}

async function deviceRow(page: Page, imei: string) {
  await page.getByTestId("device-search").fill(imei);
  const row = page.getByTestId("devices-table").getByTestId("table-row").filter({ hasText: imei });
  await expect(row).toHaveCount(1);
  return row;
}

async function moveTo(page: Page, target: string) {
  const drawer = page.getByTestId("device-drawer");
  await chooseOption(page, drawer.getByTestId("device-move-target"), target);
  await drawer.getByTestId("device-move-submit").click();
  await expect(drawer.getByTestId("device-drawer-vehicle")).toHaveText(target);
}

test.describe("master data: devices, vehicle groups and drivers", () => {
  test.describe.configure({ timeout: 120_000 });

  test("adds a device, moves it between two vehicles with its history, then deactivates it", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const [plateA = "", plateB = ""] = await createVehicles(page, 2);
    const imei = `e2e-move-${unique().toLowerCase()}`;
    await addDevice(page, imei, true);

    const row = await deviceRow(page, imei);
    await expect(row.getByTestId("device-vehicle")).toHaveText("Cadangan (tidak terpasang)");
    await expect(row.getByTestId("device-connection")).toContainText("Belum pernah mengirim");
    await row.getByTestId("device-open").click();
    const drawer = page.getByTestId("device-drawer");
    await expect(drawer.getByTestId("device-history-empty")).toBeVisible();

    await moveTo(page, plateA);
    await moveTo(page, plateB);
    const entries = drawer.getByTestId("device-history-entry");
    await expect(entries).toHaveText([`${plateA} → ${plateB}`, `Cadangan (tidak terpasang) → ${plateA}`]);
    await expect(drawer).toContainText("Admin Armada");
    await screenshot(page, "master-devices-history-desktop", false);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // the device now reports for plate B: the list says it is online
    await postOsmand(imei, { latitude: -6.2, longitude: 106.816666 });
    await page.reload();
    const reported = await deviceRow(page, imei);
    await expect(reported.getByTestId("device-vehicle")).toHaveText(plateB);
    await expect(reported.getByTestId("device-connection")).toContainText("Online");

    await reported.getByTestId("device-toggle-status").click();
    const modal = page.getByTestId("device-status-modal");
    await expect(modal).toContainText(`tidak lagi tercatat untuk kendaraan ${plateB}`);
    await screenshot(page, "master-devices-deactivate-desktop", false);
    await page.getByTestId("confirm-device-status").click();
    await expect(reported.getByTestId("device-status")).toHaveText("Nonaktif");

    // a deactivated device is refused by the ingest like an unknown one
    const refused = await fetch(
      `http://127.0.0.1:${osmandPort}/?id=${imei}&lat=-6.2&lon=106.8&timestamp=${Math.floor(Date.now() / 1000)}`,
    );
    expect(refused.status).toBe(404);
  });

  test("creates a vehicle group with vehicles, renames it, and deletes it after saying what happens", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const [plateA = "", plateB = ""] = await createVehicles(page, 2);
    const name = `Grup E2E ${unique()}`;
    await page.goto("/master/vehicle-groups");
    await page.getByTestId("vehicle-group-add").click();
    const form = page.getByTestId("vehicle-group-form");
    await form.getByTestId("vehicle-group-save").click();
    await expect(form.getByTestId("vehicle-group-name")).toHaveAttribute("aria-invalid", "true");
    await form.getByTestId("vehicle-group-name").fill(name);
    for (const plate of [plateA, plateB]) {
      await form.getByTestId("vehicle-group-vehicles").click();
      await page.getByRole("option", { name: plate, exact: true }).click();
    }
    // closes the vehicle list, which stays open for more picks
    await form.getByTestId("vehicle-group-name").click();
    await form.getByTestId("vehicle-group-save").click();
    await expect(form).toBeHidden();

    await page.getByTestId("vehicle-group-search").fill(name);
    const row = page.getByTestId("vehicle-groups-table").getByTestId("table-row").filter({ hasText: name });
    await expect(row.getByTestId("vehicle-group-plates")).toContainText(plateA);
    await expect(row.getByTestId("vehicle-group-plates")).toContainText(plateB);

    await row.getByTestId("vehicle-group-edit").click();
    await form.getByTestId("vehicle-group-name").fill(`${name} Baru`);
    await form.getByTestId("vehicle-group-save").click();
    await expect(form).toBeHidden();
    await expect(row.getByTestId("vehicle-group-name-cell")).toHaveText(`${name} Baru`);

    await row.getByTestId("vehicle-group-delete").click();
    await expect(page.getByTestId("delete-vehicle-group-modal")).toContainText(
      "2 kendaraan di dalamnya tidak ikut terhapus",
    );
    await screenshot(page, "master-vehicle-groups-delete-desktop", false);
    await page.getByTestId("confirm-delete").click();
    await expect(row).toHaveCount(0);
  });

  test("adds a driver with a card number, refuses the card twice, and deactivates the driver", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const card = `E2E${unique()}`;
    const name = `Pengemudi ${unique()}`;
    await page.goto("/master/drivers");
    await page.getByTestId("driver-add").click();
    const form = page.getByTestId("driver-form");
    await form.getByTestId("driver-form-name").fill(name);
    await form.getByTestId("driver-form-phone").fill("12");
    await form.getByTestId("driver-form-card").fill(card.toLowerCase());
    await form.getByTestId("driver-form-save").click();
    await expect(form.getByTestId("driver-form-phone")).toHaveAttribute("aria-invalid", "true");
    await form.getByTestId("driver-form-phone").fill("0812 3456 7890");
    await form.getByTestId("driver-form-save").click();
    await expect(form).toBeHidden();

    await page.getByTestId("driver-search").fill(card);
    const row = page.getByTestId("drivers-table").getByTestId("table-row").filter({ hasText: name });
    await expect(row.getByTestId("driver-card")).toHaveText(card);
    await expect(row).toContainText("+6281234567890");

    await page.getByTestId("driver-add").click();
    await form.getByTestId("driver-form-name").fill(`${name} Dua`);
    await form.getByTestId("driver-form-card").fill(card);
    await form.getByTestId("driver-form-save").click();
    await expect(form.getByText("Nomor kartu ini sudah dipakai pengemudi lain.")).toBeVisible();
    await screenshot(page, "master-drivers-duplicate-card-desktop", false);
    await form.getByRole("button", { name: "Batal" }).click();
    await page.getByTestId("unsaved-leave").click();
    await expect(form).toBeHidden();

    await row.getByTestId("driver-toggle-status").click();
    await expect(page.getByTestId("driver-status-modal")).toContainText("kartunya tidak lagi mengenali");
    await page.getByTestId("confirm-driver-status").click();
    await expect(row.getByTestId("driver-status")).toHaveText("Nonaktif");
  });
});

test.describe("master data on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test("the device list, its drawer with the move and history, and the driver form fit the screen", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const [plate = ""] = await createVehicles(page, 1);
    const imei = `e2e-phone-${unique().toLowerCase()}`;
    await addDevice(page, imei, false);
    const row = await deviceRow(page, imei);
    await screenshot(page, "master-devices-list-phone", false);
    await row.getByTestId("device-open").click();
    await moveTo(page, plate);
    await expect(page.getByTestId("device-history-entry")).toHaveText([
      `Cadangan (tidak terpasang) → ${plate}`,
    ]);
    await screenshot(page, "master-devices-drawer-phone", false);
    await page.keyboard.press("Escape");

    await page.goto("/master/drivers");
    await page.getByTestId("driver-add").click();
    await expect(page.getByTestId("driver-form")).toBeVisible();
    await screenshot(page, "master-drivers-form-phone", false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
