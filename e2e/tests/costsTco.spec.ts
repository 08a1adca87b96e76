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
  const pick = async (date: Date) => {
    const button = calendar.getByRole("button", { name: dayLabel(date), exact: true });
    // the calendar opens on the current range's month: step back to the day's month first
    for (let step = 0; step < 3 && !(await button.isVisible()); step++)
      await calendar.getByRole("button").first().click();
    await button.click();
  };
  await pick(new Date(today.getFullYear(), today.getMonth() - 1, 1));
  await pick(new Date(today.getFullYear(), today.getMonth(), 1));
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
  await screenshot(page, "cost-tco-390", false);
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
