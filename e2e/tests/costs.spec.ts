import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { alertRowsOf, createAlertRule, openUncheckedAlerts } from "../support/alertRules.js";
import { graphql } from "../support/graphql.js";
import { postOsmand } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { signIn, signInAt } from "../support/session.js";

/** The catalogue's fuel loss (alert-center-and-shell.md). */
const FUEL_LOSS = 14;

const rupiah = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

async function totalShown(page: Page) {
  const total = page.getByTestId("cost-total");
  await expect(total).toContainText("Rp");
  return rupiah(await total.locator("p").nth(1).textContent());
}

test("a fuel entry added on /cost-management/ adds to the totals and the list, and the XLSX export holds the rows", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, "admin", "/cost-management/");
  // the page's first visit loads its code, texts, totals and list on a shared machine
  await expect(page.getByTestId("cost-entries").getByTestId("table-row").first()).toBeVisible({
    timeout: 30_000,
  });
  const before = await totalShown(page);
  expect(before).toBeGreaterThan(0);

  await page.getByTestId("cost-add").click();
  const drawer = page.getByTestId("cost-drawer");
  await drawer.getByTestId("cost-vehicle").click();
  await page.getByRole("option").first().click();
  await drawer.getByTestId("cost-litres").fill("150");
  await drawer.getByTestId("cost-pricePerLitre").fill("6800");
  await expect(drawer.getByTestId("cost-fuel-total")).toContainText("Rp 1.020.000");
  await drawer.getByTestId("cost-station").fill("SPBU 34-17105 Uji E2E");
  await drawer.getByTestId("cost-save").click();
  await expect(drawer).toBeHidden();
  await expect.poll(() => totalShown(page)).toBe(before + 1_020_000);
  await expect(page.getByTestId("cost-entries")).toContainText("SPBU 34-17105 Uji E2E");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("cost-export").click(),
  ]);
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)).buffer as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(2).value).toBe("Kendaraan");
  const amounts = (sheet?.getColumn(4).values ?? []).slice(2).map(Number);
  expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(before + 1_020_000);
  const stations = sheet?.getColumn(7).values ?? [];
  expect(stations).toContain("SPBU 34-17105 Uji E2E");
});

test("a drain reported by a fuel sensor is stored by the fuel pass and shows on the vehicle's fuel chart", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  const plate = `B ${String(Date.now()).slice(-4)} BBM`;
  const deviceId = `e2e-fuel-${Date.now()}`;
  const created = await graphql<{ createVehicle: { isSuccessful: boolean; data: { id: number } } }>(
    page,
    `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful data { id } } }`,
    { input: { licensePlate: plate, imei: deviceId, vendorType: "osmand", fuelCapacity: 200 } },
  );
  expect(created.createVehicle.isSuccessful).toBe(true);
  await createAlertRule(page, {
    label: `E2E BBM hilang ${plate}`,
    alertCode: FUEL_LOSS,
    alertUrgencyType: "Important",
    minThreshold: 10,
    autoPopup: false,
    vehicleIds: [created.createVehicle.data.id],
  });
  // parked 20 minutes at 80 %, 40 L (20 % of 200 L) siphoned in 5 minutes, parked 20 minutes at 60 %
  const start = Math.floor(Date.now() / 1000) - 50 * 60;
  const levels = [...Array(20).fill(80), 76, 72, 68, 64, ...Array(20).fill(60)];
  for (const [minute, fuelPercent] of levels.entries())
    await postOsmand(deviceId, {
      latitude: -6.3,
      longitude: 107.15,
      timestamp: start + minute * 60,
      ignition: false,
      fuelPercent,
    });
  // the fuel pass (every 2 s on the e2e server) stores the drain once it settled; the report shows stored events
  const range = { from: new Date((start - 60) * 1000).toISOString(), to: new Date().toISOString() };
  await expect
    .poll(
      async () => {
        const report = await graphql<{ fuelReport: { data: { events: { kind: string }[] } | null } }>(
          page,
          `query ($input: FuelReportInput!) { fuelReport(input: $input) { data { events { kind } } } }`,
          { input: { vehicleId: created.createVehicle.data.id, ...range } },
        );
        return report.fuelReport.data?.events.map((event) => event.kind);
      },
      { timeout: 60_000 },
    )
    .toEqual(["drain"]);

  await page.goto("/cost-management/");
  await page.getByTestId("cost-filter-vehicle").click();
  await page.getByRole("option", { name: plate }).click();
  await page.getByTestId("cost-tab-fuel").click();
  const drain = page.getByTestId("fuel-event-drain");
  await expect(drain).toBeVisible();
  await expect(drain).toContainText("40 L");
  await expect(page.getByTestId("fuel-drained")).toContainText("40 L");
  await expect(page.getByTestId("fuel-chart").locator("canvas")).toBeVisible();
  await screenshot(page, "fuel-report-1440");

  // the drain is a fuel-loss alert in the alert center (the rule's 10 % reached by 20 %)
  await openUncheckedAlerts(page);
  const alert = alertRowsOf(page, "important", plate);
  await expect(alert.first()).toContainText("Kehilangan BBM", { timeout: 15_000 });
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drain).toBeVisible();
  await screenshot(page, "fuel-report-390", false);
});

test("a tank's calibration table is edited from the vehicle list: a falling row refused, saved, removed after a confirmation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  const plate = `B ${String(Date.now()).slice(-4)} KAL`;
  const created = await graphql<{ createVehicle: { isSuccessful: boolean } }>(
    page,
    `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful } }`,
    { input: { licensePlate: plate, fuelCapacity: 200 } },
  );
  expect(created.createVehicle.isSuccessful).toBe(true);

  await page.goto("/master/vehicles");
  await page.getByTestId("vehicle-search").fill(plate);
  const row = page.getByTestId("vehicles-table").getByTestId("table-row").filter({ hasText: plate });
  await row.getByTestId("vehicle-fuel-calibration").click();
  const drawer = page.getByTestId("fuel-calibration-drawer");
  await expect(drawer.getByTestId("fuel-calibration-state")).toContainText("0–200 L");
  await expect(drawer.getByTestId("fuel-calibration-litres-1")).toHaveValue("200");

  // a third row below the 100 % row: its reading must be above the row before
  await drawer.getByTestId("fuel-calibration-add-row").click();
  await drawer.getByTestId("fuel-calibration-sensor-2").fill("50");
  await drawer.getByTestId("fuel-calibration-litres-2").fill("90,5");
  await drawer.getByTestId("fuel-calibration-save").click();
  await expect(drawer).toContainText("Pembacaan sensor harus lebih besar dari baris sebelumnya");
  await screenshot(page, "fuel-calibration-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "fuel-calibration-390", false);
  await page.setViewportSize({ width: 1440, height: 900 });

  await drawer.getByTestId("fuel-calibration-sensor-1").fill("50");
  await drawer.getByTestId("fuel-calibration-litres-1").fill("90,5");
  await drawer.getByTestId("fuel-calibration-sensor-2").fill("100");
  await drawer.getByTestId("fuel-calibration-litres-2").fill("200");
  await drawer.getByTestId("fuel-calibration-save").click();
  await expect(drawer).toBeHidden();

  await row.getByTestId("vehicle-fuel-calibration").click();
  await expect(drawer.getByTestId("fuel-calibration-state")).toContainText("Tabel tersimpan: 3 baris");
  await expect(drawer.getByTestId("fuel-calibration-litres-1")).toHaveValue("90,5");
  await drawer.getByTestId("fuel-calibration-remove").click();
  await page.getByTestId("fuel-calibration-remove-confirm").click();
  await expect(drawer).toBeHidden();
  await row.getByTestId("vehicle-fuel-calibration").click();
  await expect(drawer.getByTestId("fuel-calibration-state")).toContainText("Belum ada tabel");
});
