import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

/** Today in WIB (the demo company's zone). */
const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

test("the planner sees the workshop and a driver on leave, marks a vehicle off and plans a task from a free cell", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const today = wibToday();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, "admin", "/fleet-availability/");
  await expect(page.getByRole("heading", { name: "Ketersediaan Armada" })).toBeVisible();
  const table = page.getByTestId("availability-table");
  await expect(table).toBeVisible();

  // the demo: a vehicle in the workshop today (the maintenance demo's order in progress), a running task
  const todayCells = table.locator(`[data-testid^="cell-v"][data-testid$="-${today}"]`);
  await expect(todayCells.and(page.locator('[data-state="MAINTENANCE"]'))).toHaveCount(1);
  await expect(todayCells.and(page.locator('[data-state="MAINTENANCE"]'))).toContainText("Di bengkel");
  await expect(todayCells.and(page.locator('[data-state="ON_TASK"]')).first()).toContainText("FT-");
  await screenshot(page, "fleet-availability-vehicles-desktop");

  // and a driver on leave
  await page.getByTestId("availability-subject").getByText("Pengemudi").click();
  const onLeave = table.locator(`[data-testid^="cell-d"][data-testid$="-${today}"][data-state="OFF"]`);
  await expect(onLeave).toHaveCount(1);
  await expect(onLeave).toContainText("Cuti");
  await screenshot(page, "fleet-availability-drivers-desktop");

  // mark a free vehicle off for today
  await page.getByTestId("availability-subject").getByText("Kendaraan").click();
  const freeCell = table
    .locator(`[data-testid^="cell-v"][data-testid$="-${today}"][data-state="FREE"]`)
    .first();
  const cellId = (await freeCell.getAttribute("data-testid")) ?? "";
  const rowKey = cellId.replace(/^cell-/, "").replace(`-${today}`, "");
  const plate =
    (await table
      .getByTestId(`availability-row-${rowKey}`)
      .locator("td")
      .first()
      .locator("p")
      .first()
      .textContent()) ?? "";
  expect(plate).not.toBe("");
  await page.getByTestId("off-add").click();
  await page.getByTestId("off-target").click();
  await page.getByRole("option", { name: plate, exact: true }).click();
  await page.getByTestId("off-note").fill("Ban pecah");
  await page.getByTestId("off-save").click();
  const markedCell = table.getByTestId(cellId);
  await expect(markedCell).toHaveAttribute("data-state", "OFF");
  await expect(markedCell).toContainText("Perbaikan · Ban pecah");
  await screenshot(page, "fleet-availability-marked-desktop");

  // change it: another reason and note, the same vehicle
  await markedCell.locator('[data-testid^="off-edit-"]').click();
  await expect(page.getByTestId("off-target")).toBeDisabled();
  await expect(page.getByTestId("off-target")).toHaveValue(plate);
  await page.getByTestId("off-reason").click();
  await page.getByRole("option", { name: "Uji KIR / inspeksi" }).click();
  await page.getByTestId("off-note").fill("Lampu rem");
  await screenshot(page, "fleet-availability-edit-off-desktop", false);
  await page.getByTestId("off-save").click();
  await expect(markedCell).toContainText("Uji KIR / inspeksi · Lampu rem");
  await expect(markedCell).toHaveAttribute("data-state", "OFF");

  // removing it asks first; canceling keeps it
  await markedCell.locator('[data-testid^="off-delete-"]').click();
  await expect(page.getByText("Hapus ketidaktersediaan?")).toBeVisible();
  await page.getByRole("button", { name: "Batal" }).click();
  await expect(markedCell).toHaveAttribute("data-state", "OFF");
  await markedCell.locator('[data-testid^="off-delete-"]').click();
  await page.getByTestId("off-delete-confirm").click();
  await expect(markedCell).toHaveAttribute("data-state", "FREE");

  // the vehicles come a page at a time
  const rows = table.locator('tbody tr[data-testid^="availability-row-v"]');
  const total = Number(
    ((await page.getByTestId("availability-pager-range").textContent()) ?? "").split(" ").at(-1),
  );
  expect(total).toBeGreaterThan(10);
  await page.getByTestId("availability-pager-page-size").click();
  await page.getByRole("option", { name: "10", exact: true }).click();
  await expect(rows).toHaveCount(10);
  // other specs add vehicles meanwhile: the total may grow
  await expect(page.getByTestId("availability-pager-range")).toHaveText(/^1–10 dari \d+$/);
  const firstOfPageOne = await rows.first().getAttribute("data-testid");
  await page.getByRole("button", { name: "2", exact: true }).click();
  await expect(page.getByTestId("availability-pager-range")).toHaveText(/^11–(1\d|20) dari \d+$/);
  await expect(rows.first()).not.toHaveAttribute("data-testid", firstOfPageOne ?? "");
  await page.getByTestId("availability-pager-page-size").click();
  await page.getByRole("option", { name: "50", exact: true }).click();

  // the week moves, the day view shows one day
  await page.getByTestId("availability-view").getByText("Hari", { exact: true }).click();
  await expect(table.locator("thead th")).toHaveCount(2);

  // the phone: one card per vehicle
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("availability-cards")).toBeVisible();
  await screenshot(page, "fleet-availability-phone", false);

  // plan a task from the free cell: the builder opens with the vehicle and the day
  await page.getByTestId(`plan-${rowKey}-${today}`).click();
  await expect(page).toHaveURL(/\/fleet-task\/\?plan=1/);
  const builder = page.getByTestId("task-builder");
  await expect(builder.getByTestId("task-vehicle")).toHaveValue(plate);
  await screenshot(page, "fleet-availability-plan-phone", false);
});

test("the delivery report shows the demo's figures with a chart per day and downloads as XLSX", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, "admin", "/delivery/");
  await page.getByTestId("delivery-report-link").click();
  await expect(page.getByRole("heading", { name: "Laporan Pengiriman" })).toBeVisible();
  await expect(page.getByTestId("report-delivered")).not.toHaveText("0");
  const delivered = Number(await page.getByTestId("report-delivered").textContent());
  // the demo's delivered orders carry no delivery window: nothing to judge, the rate says so rather than 0 %
  await expect(page.getByTestId("report-rate")).toHaveText(/^(\d[\d,.]*\s?%|—)$/);
  await expect(page.getByTestId("report-chart")).toBeVisible();
  await expect(page.getByTestId("report-customers")).toContainText("PT");
  await screenshot(page, "delivery-report-desktop");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("report-export").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pengiriman-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())).buffer as ArrayBuffer);
  const days = workbook.getWorksheet("Per hari");
  const perDay = (days?.getColumn(2).values ?? []).slice(2).map(Number);
  expect(perDay.reduce((sum, value) => sum + value, 0)).toBe(delivered);
  expect(workbook.getWorksheet("Per pelanggan")?.getRow(1).getCell(1).value).toBe("Pelanggan");

  // a period longer than the cap is refused with the reason
  await page.getByTestId("report-from").fill("2026-01-01");
  await expect(page.getByTestId("report-delivered")).toBeHidden();
  await expect(page.getByRole("button", { name: "Coba lagi" })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByTestId("report-from")
    .fill(new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10));
  await expect(page.getByTestId("report-chart")).toBeVisible();
  await screenshot(page, "delivery-report-phone");
});
