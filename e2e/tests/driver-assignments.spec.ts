import { expect, type Page, test } from "@playwright/test";
import { signInAt } from "../support/session.js";

const randomLetters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");

async function driverRow(page: Page, name: string) {
  await page.getByTestId("driver-search").fill(name);
  const row = page.getByTestId("drivers-table").getByTestId("table-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

async function chooseDriver(page: Page, slot: "driver1Id" | "driver2Id", name: string) {
  await page.getByTestId("vehicle-form").getByTestId(`vehicle-form-${slot}`).click();
  await page.getByRole("option", { name }).click();
}

test.describe("master data: drivers", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a driver's card number is validated, saved in the reader's form and unique in the company", async ({
    page,
  }) => {
    await signInAt(page, "admin", "/master/drivers");
    await expect(page.getByTestId("drivers-table")).toBeVisible();
    const card = `e2e ${randomLetters(6).toLowerCase()}`;

    const wahyu = await driverRow(page, "Wahyu Pratama");
    await wahyu.getByTestId("driver-card-edit").click();
    const form = page.getByTestId("driver-card-form");
    await form.getByTestId("driver-card-input").fill("kartu–1");
    await form.getByTestId("driver-card-save").click();
    await expect(form.getByText(/Nomor kartu pengemudi hanya boleh berisi/)).toBeVisible();
    await form.getByTestId("driver-card-input").fill(`  ${card} `);
    await form.getByTestId("driver-card-save").click();
    await expect(form).toBeHidden();
    await expect(wahyu.getByTestId("driver-card")).toHaveText(card.toUpperCase());

    const joko = await driverRow(page, "Joko Susilo");
    await joko.getByTestId("driver-card-edit").click();
    await form.getByTestId("driver-card-input").fill(card);
    await form.getByTestId("driver-card-save").click();
    await expect(form.getByText("Nomor kartu ini sudah dipakai pengemudi lain.")).toBeVisible();
    await expect(form.getByTestId("driver-card-input")).toHaveAttribute("aria-invalid", "true");
  });

  test("changing a vehicle's driver keeps the history, shown on the vehicle and the driver pages", async ({
    page,
  }) => {
    await signInAt(page, "admin", "/master/vehicles");
    await expect(page.getByTestId("vehicles-table")).toBeVisible();
    const plate = `Z ${1000 + Math.floor(Math.random() * 9000)} ${randomLetters(3)}`;

    await page.getByTestId("vehicle-add").click();
    const form = page.getByTestId("vehicle-form");
    await form.getByTestId("vehicle-form-licensePlate").fill(plate);
    await chooseDriver(page, "driver1Id", "Slamet Riyadi");
    await form.getByTestId("vehicle-form-submit").click();
    await expect(form).toBeHidden();

    await page.getByTestId("vehicle-search").fill(plate);
    const row = page.getByTestId("vehicles-table").getByTestId("table-row").filter({ hasText: plate });
    await row.getByTestId("vehicle-edit").click();
    await chooseDriver(page, "driver1Id", "Rudi Hartono");
    await form.getByTestId("vehicle-form-submit").click();
    await expect(form).toBeHidden();

    await row.getByTestId("vehicle-driver-assignments").click();
    const drawer = page.getByTestId("driver-assignments-drawer");
    const periods = drawer.getByTestId("table-row");
    await expect(periods).toHaveCount(2);
    await expect(periods.nth(0)).toContainText("Rudi Hartono");
    await expect(periods.nth(0).getByTestId("assignment-current")).toHaveText("Saat ini");
    await expect(periods.nth(1)).toContainText("Slamet Riyadi");
    await expect(periods.nth(0).getByTestId("assignment-delete")).toHaveCount(0);

    await periods.nth(1).getByTestId("assignment-delete").click();
    await expect(page.getByTestId("assignment-delete-confirm")).toContainText("Slamet Riyadi");
    await page.getByTestId("confirm-delete").click();
    await expect(periods).toHaveCount(1);
    await expect(periods.first()).toContainText("Rudi Hartono");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.goto("/master/drivers");
    const rudi = await driverRow(page, "Rudi Hartono");
    await rudi.getByTestId("driver-assignments").click();
    await expect(drawer.getByTestId("table-row").filter({ hasText: plate })).toHaveCount(1);
  });
});
