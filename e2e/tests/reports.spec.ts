import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { FakeGt06Device } from "../support/gt06Device.js";
import { vehicleIdByPlate } from "../support/positions.js";
import { signIn } from "../support/session.js";

/** Demo GT06 tracker 14 (B 9813 UVX): no other spec drives it. */
const TRACKER = { imei: "864717000000014", plate: "B 9813 UVX" };
const MINUTE = 60_000;

/** Today in Jakarta, YYYY-MM-DD. */
const jakartaDay = (time: number) => new Date(time + 7 * 3_600_000).toISOString().slice(0, 10);

/** The trips of the vehicle today, by the GraphQL report (the positions are rolled up once a minute). */
async function tripCount(page: Page, vehicleId: number) {
  const day = jakartaDay(Date.now());
  const response = await page.request.post("/graphql", {
    headers: { "x-armada-client": "web", "content-type": "application/json" },
    data: {
      query: "query ($filter: ReportFilter!) { tripReport(filter: $filter) { pagination { total } } }",
      variables: { filter: { startDate: jakartaDay(Date.now() - 2 * 3_600_000), endDate: day, vehicleId } },
    },
  });
  const body = (await response.json()) as { data: { tripReport: { pagination: { total: number } | null } } };
  return body.data.tripReport.pagination?.total ?? 0;
}

test.describe("reports", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a vehicle's trips on screen, exported to XLSX, and the other reports' tabs", async ({ page }) => {
    // replay a track of the last 80 minutes: 20 min driving east, 15 min parked, 10 min driving on
    const device = await FakeGt06Device.login(TRACKER.imei);
    const start = Date.now() - 80 * MINUTE;
    try {
      const fix = (second: number, longitude: number, speedKmh: number, ignition: boolean) =>
        device.report({
          latitude: -6.3,
          longitude,
          speedKmh,
          ignition,
          time: new Date(start + second * 1000),
        });
      for (let step = 0; step <= 40; step++) fix(step * 30, 106.8 + step * 0.0045, 60, true);
      for (let step = 1; step <= 30; step++) fix(1200 + step * 30, 106.98, 0, false);
      for (let step = 1; step <= 20; step++) fix(2100 + step * 30, 106.98 + step * 0.0045, 60, true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      device.close();
    }

    await signIn(page, "admin");
    const vehicleId = await vehicleIdByPlate(page, TRACKER.plate);
    await expect.poll(() => tripCount(page, vehicleId), { timeout: 100_000, intervals: [3_000] }).toBe(2);

    await page.goto("/report/");
    await expect(page.getByRole("tab")).toHaveCount(6);
    await page.getByTestId("report-scope").click();
    await page.getByTestId("report-scope").fill("9813");
    await page.getByRole("option", { name: TRACKER.plate }).click();
    const rows = page.getByTestId("report-trips").getByTestId("table-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(TRACKER.plate);

    const download = page.waitForEvent("download");
    await page.getByTestId("report-export-xlsx").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^perjalanan-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Kendaraan");
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(1).value).toBe(TRACKER.plate);
    expect(Number(sheet?.getRow(2).getCell(7).value)).toBeGreaterThan(15);

    await page.getByTestId("report-tab-stops").click();
    await expect(page.getByTestId("report-stops").getByTestId("table-row")).toHaveCount(1);
    await expect(page.getByTestId("report-stops").getByTestId("table-row")).toContainText("Parkir");
    await page.getByTestId("report-tab-utilisation").click();
    await expect(page.getByTestId("report-utilisation-chart")).toBeVisible();
    await page.getByTestId("report-tab-alerts").click();
    await expect(page.getByTestId("report-alerts").or(page.getByTestId("report-alerts-empty"))).toBeVisible();
    await page.getByTestId("report-tab-driverScores").click();
    await expect(page).toHaveURL(/report=driverScores/);
  });
});
