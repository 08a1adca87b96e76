import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

test.describe("scheduled reports", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a schedule made from /report/, sent now, its history row and the downloaded file with its rows", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, "admin", "/report/");
    await page.getByTestId("report-scheduled").click();
    await expect(page).toHaveURL(/\/report\/scheduled/);
    await expect(page.getByTestId("schedules-table")).toBeVisible();

    await page.getByTestId("schedule-new").click();
    const drawer = page.getByTestId("schedule-drawer");
    await drawer.getByTestId("schedule-name").fill("Utilisasi harian e2e");
    await drawer.getByTestId("schedule-reportKind").click();
    await page.getByRole("option", { name: "Utilisasi armada" }).click();
    await drawer.getByText("Harian", { exact: true }).click();
    await drawer.getByTestId("schedule-formats").getByLabel("PDF").check();
    // an invalid phone is refused before anything is sent
    await drawer.getByTestId("schedule-phones").fill("12");
    await drawer.getByTestId("schedule-save").click();
    await expect(drawer.getByText("Ada nomor telepon yang tidak valid")).toBeVisible();
    await drawer.getByTestId("schedule-phones").fill("0812-3456-7890");
    await drawer.getByTestId("schedule-emails").fill("manajer@contoh.co.id");
    await screenshot(page, "scheduled-reports-drawer-1440", false);
    await drawer.getByTestId("schedule-save").click();
    await expect(drawer).toBeHidden();

    const row = page
      .getByTestId("schedules-table")
      .getByTestId("table-row")
      .filter({ hasText: "Utilisasi harian e2e" });
    await expect(row).toContainText("Setiap hari, 07.00 WIB");
    await expect(row).toContainText("2 penerima");
    await expect(row).toContainText("Belum pernah dikirim");

    await row.getByRole("button", { name: "Kirim sekarang" }).click();
    const history = page.getByTestId("schedule-runs-table");
    const run = history.getByTestId("table-row").first();
    await expect(run.getByTestId("run-status")).toHaveText("Terkirim", { timeout: 60_000 });
    await expect(run).toContainText("manajer@contoh.co.id");
    await expect(run).toContainText("+6281234567890");
    await expect(run).toContainText("Kirim sekarang");
    await screenshot(page, "scheduled-reports-history-1440", false);

    const download = page.waitForEvent("download");
    await run.getByTestId("run-download-xlsx").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^utilisasi-armada-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Kendaraan");
    expect(sheet?.rowCount).toBeGreaterThan(1);
    const rows = sheet?.rowCount ?? 0;
    await expect(run).toContainText(`${rows - 1} baris`);
    await page.keyboard.press("Escape");
    await expect(row.getByTestId("schedule-last-status")).toHaveText("Terkirim");

    await row.locator(".mantine-Switch-track").click();
    await expect(row).toContainText("Dijeda");
    await screenshot(page, "scheduled-reports-list-1440");

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await screenshot(page, "scheduled-reports-list-390", false);
    await row.getByRole("button", { name: "Ubah" }).click();
    await expect(drawer.getByTestId("schedule-name")).toHaveValue("Utilisasi harian e2e");
    // the drawer has slid in
    await expect(drawer.getByTestId("schedule-name")).toBeInViewport({ ratio: 1 });
    await screenshot(page, "scheduled-reports-drawer-390", false);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await row.getByRole("button", { name: "Hapus" }).click();
    await page.getByTestId("schedule-delete-confirm").click();
    await expect(row).toHaveCount(0);
  });
});
