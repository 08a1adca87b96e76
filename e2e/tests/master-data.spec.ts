import { expect, type Page, test } from "@playwright/test";
import { countLeaveGuards, untilLeaveIsGuarded } from "../support/leaveGuard.js";
import { signIn, signInAt } from "../support/session.js";

/** A plate no other run or test uses: "Z 1234 ABC" style with random digits and letters. */
function uniquePlate() {
  const digits = String(1000 + Math.floor(Math.random() * 9000));
  const letters = Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join("");
  return `Z ${digits} ${letters}`;
}

async function openVehicles(page: Page) {
  await signInAt(page, "admin", "/master/vehicles");
  await expect(page.getByTestId("vehicles-table")).toBeVisible();
}

async function fillAndSubmitPlate(page: Page, plate: string) {
  await page.getByTestId("vehicle-add").click();
  const form = page.getByTestId("vehicle-form");
  await form.getByTestId("vehicle-form-licensePlate").fill(plate);
  await form.getByTestId("vehicle-form-submit").click();
  return form;
}

async function createVehicle(page: Page, plate: string) {
  const form = await fillAndSubmitPlate(page, plate);
  await expect(form).toBeHidden();
}

/** Narrows the table to one plate and returns its row. */
async function findRow(page: Page, plate: string) {
  await page.getByTestId("vehicle-search").fill(plate);
  return page.getByTestId("vehicles-table").getByTestId("table-row").filter({ hasText: plate });
}

test.describe("master data: vehicles", () => {
  // Each test signs in and goes through a drawer or two: give a busy machine room.
  test.describe.configure({ timeout: 90_000 });

  test("validates the plate, then creates the vehicle", async ({ page }) => {
    await openVehicles(page);
    const plate = uniquePlate();
    await page.getByTestId("vehicle-add").click();
    const form = page.getByTestId("vehicle-form");
    const plateInput = form.getByTestId("vehicle-form-licensePlate");

    await form.getByTestId("vehicle-form-submit").click();
    await expect(form.getByText("Nomor polisi wajib diisi")).toBeVisible();
    await expect(plateInput).toHaveAttribute("aria-invalid", "true");

    await plateInput.fill("12345 XYZ");
    await form.getByTestId("vehicle-form-submit").click();
    await expect(form.getByText("Format Nomor polisi tidak valid (contoh: B 1234 CD)")).toBeVisible();

    await plateInput.fill(plate.replaceAll(" ", "").toLowerCase());
    await form.getByTestId("vehicle-form-submit").click();
    await expect(form).toBeHidden();

    const row = await findRow(page, plate);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("vehicle-plate")).toHaveText(plate);
  });

  test("edits a vehicle and shows the change in its audit log", async ({ page }) => {
    await openVehicles(page);
    const plate = uniquePlate();
    await createVehicle(page, plate);
    const row = await findRow(page, plate);
    await row.getByTestId("vehicle-edit").click();

    const form = page.getByTestId("vehicle-form");
    await expect(form.getByTestId("vehicle-form-licensePlate")).toHaveValue(plate);
    await form.getByTestId("vehicle-form-hullNo").fill("LB-77");
    await form.getByTestId("vehicle-form-status").click();
    await page.getByRole("option", { name: "Perbaikan" }).click();
    await form.getByTestId("vehicle-form-skills").click();
    await page.getByRole("option", { name: "Boks pendingin" }).click();
    await page.keyboard.press("Escape");
    await form.getByTestId("vehicle-form-submit").click();
    await expect(form).toBeHidden();

    await expect(row.getByTestId("vehicle-status")).toHaveText(/Perbaikan/i);
    await row.getByTestId("vehicle-audit").click();
    const drawer = page.getByTestId("vehicle-audit-drawer");
    await expect(drawer.getByTestId("audit-entry")).toHaveCount(2);
    const changes = drawer.getByTestId("audit-changes").first();
    await expect(changes).toContainText("Nomor lambung");
    await expect(changes).toContainText("LB-77");
    await expect(changes).toContainText("Perbaikan");
    await expect(changes).toContainText("Kemampuan kendaraan");
  });

  test("refuses a plate that is already registered, under the plate field", async ({ page }) => {
    await openVehicles(page);
    const plate = uniquePlate();
    await createVehicle(page, plate);

    const form = await fillAndSubmitPlate(page, plate.toLowerCase());
    await expect(form.getByText("Nomor polisi sudah terdaftar.")).toBeVisible();
    await expect(form.getByTestId("vehicle-form-licensePlate")).toHaveAttribute("aria-invalid", "true");
  });

  test("deletes a vehicle after a confirmation that lists its plate", async ({ page }) => {
    await openVehicles(page);
    const plate = uniquePlate();
    await createVehicle(page, plate);
    const row = await findRow(page, plate);
    await row.getByTestId("row-select").click();
    await page.getByTestId("bulk-delete").click();

    await expect(page.getByTestId("delete-vehicles-plates")).toHaveText(plate);
    await page.getByTestId("confirm-delete").click();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId("table-empty")).toBeVisible();
  });

  test("a delete clicked before the confirm dialogs' code has loaded asks once it has", async ({ page }) => {
    await signIn(page, "admin");
    // the confirm dialogs' host (@mantine/modals' provider, its reducer's CLOSE_ALL) loads after the first paint:
    // held back here, as on a slow phone, until the delete has been clicked
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("CLOSE_ALL")) await held;
      await route.fulfill({ response, body });
    });
    await page.goto("/master/vehicles");
    const row = page.getByTestId("vehicles-table").getByTestId("table-row").first();
    const plate = (await row.getByTestId("vehicle-plate").textContent()) ?? "";
    await row.getByTestId("row-select").click();
    await page.getByTestId("bulk-delete").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    await expect(page.getByTestId("delete-vehicles-plates")).toHaveText(plate);
    await page.getByRole("dialog").getByRole("button", { name: "Batal" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(row).toContainText(plate);
  });
});

/** The geofence map has loaded its style (software WebGL in CI takes a while). */
async function waitForMap(page: Page) {
  const map = page.getByTestId("geofence-map");
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 30_000 });
  await expect(map.getByTestId("map-loading")).toHaveCount(0, { timeout: 45_000 });
}

test.describe("master data: geofences", () => {
  test("a circle drawn on the map is saved and listed after a reload", async ({ page }) => {
    // WebGL runs in software in headless Chromium without a GPU: the map takes its time.
    test.setTimeout(180_000);
    await signInAt(page, "admin", "/master/geofences");
    await waitForMap(page);
    // "Area …" sorts before every demo geofence, so it is on the first page after the reload.
    const name = `Area uji ${Date.now()}-${Math.floor(Math.random() * 1000)}`;

    await page.getByTestId("geofence-add").click();
    await page.getByTestId("geofence-form-fenceName").fill(name);
    await page.getByTestId("geofence-form-submit").click();
    await expect(page.getByTestId("geofence-shape-message")).toBeVisible();

    const drawCircle = page.getByTestId("draw-circle");
    await expect(drawCircle).toBeEnabled({ timeout: 20_000 });
    await drawCircle.click();
    const canvas = page.getByTestId("geofence-map").locator("canvas.maplibregl-canvas");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("map canvas not laid out");
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.click(cx, cy);
    await page.mouse.move(cx + 40, cy + 10, { steps: 5 });
    await page.mouse.move(cx + 80, cy + 20, { steps: 5 });
    await page.mouse.click(cx + 80, cy + 20);
    await expect(page.getByTestId("geofence-shape-summary")).toContainText("Lingkaran, radius");

    await page.getByTestId("geofence-form-submit").click();
    await expect(page.getByTestId("geofence-form")).toBeHidden();

    await page.reload();
    await waitForMap(page);
    const listed = page.getByTestId("geofences-table").getByTestId("geofence-name").filter({ hasText: name });
    await expect(listed).toHaveCount(1, { timeout: 45_000 });
  });
});

test.describe("master data: unsaved changes", () => {
  test.describe.configure({ timeout: 120_000 });
  const question = "Perubahan yang belum disimpan akan hilang.";

  test("the vehicle drawer asks before an edited form is closed (cancel, Escape), not before an untouched one", async ({
    page,
  }) => {
    await openVehicles(page);
    const drawer = page.getByTestId("vehicle-form-drawer");
    const form = page.getByTestId("vehicle-form");
    const dialog = page.getByTestId("unsaved-changes");
    await page.getByTestId("vehicle-add").click();
    await form.getByTestId("vehicle-form-cancel").click();
    await expect(form).toBeHidden();
    await expect(dialog).toBeHidden();

    await page.getByTestId("vehicle-add").click();
    await form.getByTestId("vehicle-form-licensePlate").fill("B 1234 XY");
    await form.getByTestId("vehicle-form-cancel").click();
    await expect(dialog.getByText(question)).toBeVisible();
    await dialog.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(form.getByTestId("vehicle-form-licensePlate")).toHaveValue("B 1234 XY");
    // Escape on the drawer asks the same
    await drawer.getByTestId("vehicle-form-licensePlate").press("Escape");
    await expect(dialog.getByText(question)).toBeVisible();
    await dialog.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(form).toBeVisible();
    await form.getByTestId("vehicle-form-cancel").click();
    await dialog.getByRole("button", { name: "Tinggalkan" }).click();
    await expect(form).toBeHidden();
    // the question went with the drawer: the next untouched form closes at once
    await page.getByTestId("vehicle-add").click();
    await expect(form.getByTestId("vehicle-form-licensePlate")).toHaveValue("");
    await form.getByTestId("vehicle-form-cancel").click();
    await expect(form).toBeHidden();
    await expect(dialog).toBeHidden();
  });

  test("an edited form asks before browser back on a page holding other forms' guards too", async ({
    page,
  }) => {
    // the drivers page holds the driver form's guard and the card modal's (registered after it, never dirty here):
    // the router consults one blocker only, so a clean guard must not hold it
    await countLeaveGuards(page);
    await signInAt(page, "admin", "/master/vehicles");
    await page.getByRole("tab", { name: "Pengemudi" }).click();
    await expect(page).toHaveURL(/\/master\/drivers$/);
    const form = page.getByTestId("driver-form");
    const dialog = page.getByTestId("unsaved-changes");
    await page.getByTestId("driver-add").click();
    await form.getByTestId("driver-form-name").fill("Pengemudi belum disimpan");
    await untilLeaveIsGuarded(page);
    await page.goBack();
    await expect(dialog.getByText(question)).toBeVisible();
    await dialog.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(page).toHaveURL(/\/master\/drivers$/);
    await expect(form.getByTestId("driver-form-name")).toHaveValue("Pengemudi belum disimpan");
    await page.goBack();
    await dialog.getByRole("button", { name: "Tinggalkan" }).click();
    await expect(page).toHaveURL(/\/master\/vehicles$/);
  });

  test("the vehicle-type modal asks before an edited form is closed", async ({ page }) => {
    await signInAt(page, "admin", "/master/vehicle-types");
    const form = page.getByTestId("vehicle-type-form");
    const dialog = page.getByTestId("unsaved-changes");
    await page.getByTestId("vehicle-type-add").click();
    await form.getByTestId("vehicle-type-form-cancel").click();
    await expect(form).toBeHidden();

    await page.getByTestId("vehicle-type-add").click();
    await form.getByTestId("vehicle-type-form-manufacturer").fill("Hino");
    await form.getByTestId("vehicle-type-form-cancel").click();
    await expect(dialog.getByText(question)).toBeVisible();
    await dialog.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(form.getByTestId("vehicle-type-form-manufacturer")).toHaveValue("Hino");
    await form.getByTestId("vehicle-type-form-cancel").click();
    await dialog.getByRole("button", { name: "Tinggalkan" }).click();
    await expect(form).toBeHidden();
  });

  test("the geofence editor asks before an edited geofence is closed, not before an untouched one", async ({
    page,
  }) => {
    await signInAt(page, "admin", "/master/geofences");
    await waitForMap(page);
    const form = page.getByTestId("geofence-form");
    const dialog = page.getByTestId("unsaved-changes");
    // an existing fence opened and closed untouched (its shape loaded into the editor is no change)
    await page.getByTestId("geofences-table").getByTestId("table-row").first().click();
    await expect(form).toBeVisible();
    await form.getByTestId("geofence-form-close").click();
    await expect(form).toBeHidden();
    await expect(dialog).toBeHidden();

    await page.getByTestId("geofence-add").click();
    await form.getByTestId("geofence-form-fenceName").fill("Gudang baru");
    await form.getByTestId("geofence-form-close").click();
    await expect(dialog.getByText(question)).toBeVisible();
    await dialog.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(form.getByTestId("geofence-form-fenceName")).toHaveValue("Gudang baru");
    await form.getByTestId("geofence-form-cancel").click();
    await dialog.getByRole("button", { name: "Tinggalkan" }).click();
    await expect(form).toBeHidden();
  });
});
