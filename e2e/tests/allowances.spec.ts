import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { graphql } from "../support/graphql.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

test("an allowance is given, its receipts added with a photo, settled after a confirmation, and its receipts become the vehicle's costs", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, "admin", "/cost-management/");
  await page.getByTestId("cost-tab-allowances").click({ timeout: 30_000 });
  await expect(page.getByTestId("allowance-balance").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("allowances").getByTestId("table-row").first()).toBeVisible();

  const purpose = `Kirim E2E ${Date.now()}`;
  await page.getByTestId("allowance-add").click();
  const drawer = page.getByTestId("allowance-drawer");
  await drawer.getByTestId("allowance-driver").click();
  await page.getByRole("option").first().click();
  await drawer.getByTestId("allowance-vehicle").click();
  await page.getByRole("option").first().click();
  await drawer.getByTestId("allowance-purpose").fill(purpose);
  await drawer.getByTestId("allowance-amount").fill("500000");
  await drawer.getByTestId("allowance-save").click();
  await expect(drawer).toBeHidden();

  await page.getByTestId("allowances").getByText(purpose).click();
  const detail = page.getByTestId("allowance-detail");
  await expect(detail.getByTestId("allowance-status")).toHaveText("Diberikan");
  const form = detail.getByTestId("allowance-expense-form");
  await form.getByTestId("expense-amount").fill("320000");
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: "nota.png", mimeType: "image/png", buffer: PNG });
  await form.getByTestId("expense-save").click();
  await expect(detail.getByTestId("allowance-expense")).toHaveCount(1);
  await expect(detail.getByTestId("allowance-expense").locator("img")).toBeVisible();
  await form.getByTestId("expense-kind").click();
  await page.getByRole("option", { name: "Makan" }).click();
  await form.getByTestId("expense-amount").fill("45000");
  await form.getByTestId("expense-save").click();
  await expect(detail.getByTestId("allowance-expense")).toHaveCount(2);
  await expect(detail.getByTestId("allowance-variance-text")).toContainText("Rp 135.000");
  await expect(detail.getByTestId("allowance-cancel")).toBeDisabled();
  await expect(detail.getByTestId("allowance-detail-body")).toBeInViewport({ ratio: 1 });
  await screenshot(page, "allowance-detail-1440");

  await detail.getByTestId("allowance-settle").click();
  await page.getByTestId("confirm-settle-allowance").click();
  await expect(detail.getByTestId("allowance-status")).toHaveText("Diselesaikan");
  await expect(detail.getByTestId("allowance-expense-form")).toHaveCount(0);
  await expect(detail.getByTestId("allowance-variance-text")).toContainText(
    "Pengemudi mengembalikan Rp 135.000 ke perusahaan.",
  );
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await screenshot(page, "allowances-1440");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("cost-export").click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())).buffer as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.name).toBe("Uang jalan");
  const row = (sheet?.getSheetValues() ?? []).find(
    (values) => Array.isArray(values) && values.includes(purpose),
  );
  expect(row).toBeDefined();
  expect((row as unknown[]).slice(7, 10)).toEqual([500_000, 365_000, 135_000]);

  await page.getByTestId("cost-tab-costs").click();
  const entries = page.getByTestId("cost-entries");
  await expect(entries.getByText(`Makan · ${purpose}`, { exact: false }).first()).toBeVisible();
  await expect(entries.getByText("Dari uang jalan").first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("cost-tab-allowances").click();
  await expect(page.getByTestId("allowances").getByText(purpose)).toBeVisible();
  await screenshot(page, "allowances-390", false);
  await page.getByTestId("allowances").getByText(purpose).click();
  await expect(detail.getByTestId("allowance-status")).toHaveText("Diselesaikan");
  // the drawer slides in from the right: the picture waits for it to cover the screen
  await expect(detail.getByTestId("allowance-detail-body")).toBeInViewport({ ratio: 1 });
  await screenshot(page, "allowance-detail-390", false);
});

test("the allowance form's picker finds the vehicle's fleet tasks by code and shows their day and stops", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, "admin", "/cost-management/");
  const { fleetTasks } = await graphql<{
    fleetTasks: {
      list: { fleetTaskId: number; code: string; licensePlate: string | null; stopCount: number }[];
    };
  }>(page, `query { fleetTasks { list { fleetTaskId code licensePlate stopCount } } }`);
  const task = fleetTasks.list.find((row) => row.licensePlate);
  if (!task?.licensePlate) throw new Error("the demo has no fleet task on a vehicle");
  await page.getByTestId("cost-tab-allowances").click({ timeout: 30_000 });
  await page.getByTestId("allowance-add").click();
  const drawer = page.getByTestId("allowance-drawer");
  await expect(drawer.getByTestId("allowance-fleet-task")).toBeDisabled();
  await drawer.getByTestId("allowance-vehicle").click();
  await page.getByRole("option", { name: task.licensePlate, exact: true }).click();
  const picker = drawer.getByTestId("allowance-fleet-task");
  await picker.click();
  await picker.fill(task.code.slice(-4));
  const option = page.getByRole("option", { name: new RegExp(task.code) });
  await expect(option).toBeVisible({ timeout: 15_000 });
  await expect(option).toContainText(`${task.stopCount} titik`);
  await screenshot(page, "allowance-fleet-task-picker-1440");
  await option.click();
  await expect(picker).toHaveValue(
    new RegExp(`^${task.code} · \\d{2}/\\d{2}/\\d{4} · ${task.stopCount} titik$`),
  );
  await drawer.getByTestId("allowance-driver").click();
  await page.getByRole("option").first().click();
  const purpose = `Tugas E2E ${Date.now()}`;
  await drawer.getByTestId("allowance-purpose").fill(purpose);
  await drawer.getByTestId("allowance-amount").fill("250000");
  await drawer.getByTestId("allowance-save").click();
  await expect(drawer).toBeHidden();
  const row = page.getByTestId("allowances").getByTestId("table-row").filter({ hasText: purpose });
  await expect(row).toContainText(task.code);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("allowance-add").click();
  await drawer.getByTestId("allowance-vehicle").click();
  await page.getByRole("option", { name: task.licensePlate, exact: true }).click();
  await drawer.getByTestId("allowance-fleet-task").click();
  await expect(page.getByRole("option", { name: new RegExp(task.code) })).toBeVisible({ timeout: 15_000 });
  await screenshot(page, "allowance-fleet-task-picker-390", false);
});
