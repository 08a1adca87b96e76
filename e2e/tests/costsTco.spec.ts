import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

// the second test changes an ownership cost, which the first one's shown and exported totals must not see midway
test.describe.configure({ mode: "serial" });

test("the TCO tab shows group and fleet totals for a chosen period and its XLSX export holds the same rows", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, "admin", "/cost-management/");
  await page.getByTestId("cost-tab-tco").click();
  // the first visit loads the tab's code and texts on a shared machine
  await expect(page.getByTestId("tco-panel")).toBeVisible({ timeout: 30_000 });

  // the period: the whole previous month and this month's first day
  await page.getByTestId("cost-period").click();
  const calendar = page.getByRole("dialog");
  const today = new Date();
  const dayLabel = (date: Date) =>
    new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "long", year: "numeric" }).format(date);
  const pick = async (date: Date, direction: "previous" | "next") => {
    const button = calendar.getByRole("button", { name: dayLabel(date), exact: true });
    // the calendar shows one month (the range's, then the picked start's): page toward the day's month
    const pageControl = calendar.locator(`[data-direction="${direction}"]`).first();
    await pageControl.waitFor();
    for (let step = 0; step < 3 && !(await button.isVisible()); step++) await pageControl.click();
    await button.click();
  };
  await pick(new Date(today.getFullYear(), today.getMonth() - 1, 1), "previous");
  await pick(new Date(today.getFullYear(), today.getMonth(), 1), "next");
  await expect(calendar).toBeHidden();

  const groups = page.getByTestId("tco-groups");
  await expect(groups).toContainText("Jakarta Utara");
  await expect(groups).toContainText("Jakarta Selatan");
  const utara = page.getByTestId("tco-group-row").filter({ hasText: "Jakarta Utara" });
  await expect(utara).toContainText(/Rp\s?[\d.]+/);
  await expect(page.getByTestId("tco-chart")).toContainText("Rp");
  const fleetTotal = page.getByTestId("tco-fleet-total");
  await expect(fleetTotal).toContainText("Rp");
  const shownTco = Number(((await fleetTotal.locator("p").nth(1).textContent()) ?? "").replace(/\D/g, ""));
  expect(shownTco).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("cost-export").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tco-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())).buffer as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 2)).toEqual(["Tingkat", "Nama"]);
  const tcoColumn = header.indexOf("TCO (Rp)") + 1;
  const rows = sheet.getSheetValues().slice(2) as unknown[][];
  const fleet = rows.find((row) => row[1] === "Armada");
  expect(fleet?.[tcoColumn]).toBe(shownTco);
  const groupNames = rows.filter((row) => row[1] === "Grup").map((row) => row[2]);
  expect(groupNames).toEqual(expect.arrayContaining(["Jakarta Utara", "Jakarta Selatan"]));
  expect(rows.filter((row) => row[1] === "Kendaraan").length).toBe(
    await page.getByTestId("tco-vehicle-row").count(),
  );

  await screenshot(page, "cost-tco-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("tco-groups")).toBeVisible();
  // on a phone the per-vehicle figures are cards: no table, nothing scrolls sideways
  const vehicleCards = page.getByTestId("tco-vehicles");
  await expect(vehicleCards.locator("table")).toHaveCount(0);
  await expect(page.getByTestId("tco-vehicle-row").first()).toContainText("TCO");
  expect(await page.getByTestId("tco-vehicle-row").count()).toBe(
    rows.filter((row) => row[1] === "Kendaraan").length,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "cost-tco-390", false);
  await vehicleCards.scrollIntoViewIfNeeded();
  await screenshot(page, "cost-tco-vehicles-390", false);
});

test("a vehicle's monthly ownership cost is refused above Rp 1 miliar and, once saved, shows in its row", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, "admin", "/cost-management/");
  await page.getByTestId("cost-tab-tco").click();
  const row = page.getByTestId("tco-vehicle-row").first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByTestId("tco-ownership-edit").click();
  const drawer = page.getByTestId("ownership-cost-drawer");
  const amount = drawer.getByTestId("ownership-cost-amount");
  await amount.fill("2000000000");
  await drawer.getByTestId("ownership-cost-save").click();
  await expect(drawer).toContainText("Isi Rupiah bulat antara 0 dan 1.000.000.000");
  await amount.fill("9750000");
  await screenshot(page, "cost-tco-ownership-1440", false);
  await drawer.getByTestId("ownership-cost-save").click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("tco-vehicles")).toContainText("Rp 9.750.000");
});

test("a vehicle's ownership cost takes a start and an end day, the end not before the start, shown in its row", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, "admin", "/cost-management/");
  await page.getByTestId("cost-tab-tco").click();
  const first = page.getByTestId("tco-vehicle-row").first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  // the rows are sorted by TCO, which the start day changes: follow the vehicle by its plate
  const plate = ((await first.locator("td").first().textContent()) ?? "").trim();
  const row = page.getByTestId("tco-vehicle-row").filter({ hasText: plate });
  await row.getByTestId("tco-ownership-edit").click();
  const drawer = page.getByTestId("ownership-cost-drawer");
  await drawer.getByTestId("ownership-cost-amount").fill("9750000");
  await drawer.getByTestId("ownership-cost-starts").fill("2026-11-15");
  await drawer.getByTestId("ownership-cost-ends").fill("2026-11-14");
  await drawer.getByTestId("ownership-cost-save").click();
  await expect(drawer).toContainText("Berakhir pada tidak boleh sebelum tanggal mulai");
  await drawer.getByTestId("ownership-cost-ends").fill("");
  await screenshot(page, "cost-tco-ownership-days-1440", false);
  await drawer.getByTestId("ownership-cost-save").click();
  await expect(drawer).toBeHidden();
  await expect(row.getByTestId("tco-ownership-days")).toHaveText("sejak 15 Nov 2026");
  // opened again, the drawer shows the saved day
  await row.getByTestId("tco-ownership-edit").click();
  await expect(drawer.getByTestId("ownership-cost-starts")).toHaveValue("2026-11-15");
});
