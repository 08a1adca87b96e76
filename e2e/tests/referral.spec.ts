import { expect, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { DEMO_PASSWORD, signIn } from "../support/session.js";

test("a company refers another; the console sees it and its status change reaches the company", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const companyName = `PT Rujukan ${Date.now()}`;
  const phone = `0812${String(Date.now()).slice(-8)}`;

  const company = await browser.newContext();
  const page = await company.newPage();
  await signIn(page, "admin");
  await page.getByTestId("referral-button").click();
  const modal = page.getByRole("dialog", { name: "Program referensi" });
  await expect(modal.getByTestId("referral-code")).toHaveValue(/^[2-9A-HJKMNP-Z]{8}$/);
  const code = await modal.getByTestId("referral-code").inputValue();
  await expect(modal.getByTestId("referral-link")).toHaveValue(new RegExp(`/referral/${code}$`));

  await modal.getByTestId("referral-companyName").fill(companyName);
  await modal.getByTestId("referral-contactName").fill("Budi Santoso");
  await modal.getByTestId("referral-phoneNo").fill("12345");
  await modal.getByTestId("referral-submit").click();
  await expect(modal.getByText("No. telepon tidak valid")).toBeVisible();

  await modal.getByTestId("referral-phoneNo").fill(phone);
  await modal.getByTestId("referral-submit").click();
  await expect(page.getByText("Referensi terkirim.", { exact: false })).toBeVisible();
  const row = modal.getByTestId("referral-row").filter({ hasText: companyName });
  await expect(row.getByTestId("referral-status")).toHaveText("Terkirim");
  await expect(modal.getByTestId("referral-companyName")).toHaveValue("");
  await screenshot(page, "referral-modal", false);

  // the same number again is refused with the server's message
  await modal.getByTestId("referral-companyName").fill(`${companyName} Dua`);
  await modal.getByTestId("referral-contactName").fill("Budi");
  await modal.getByTestId("referral-phoneNo").fill(phone);
  await modal.getByTestId("referral-submit").click();
  await expect(page.getByText("Perusahaan dengan nomor ini sudah direferensikan.")).toBeVisible();
  await page.keyboard.press("Escape");

  const staff = await browser.newContext();
  const console_ = await staff.newPage();
  await console_.goto("/login");
  await console_.getByTestId("login-username").fill("console");
  await console_.getByTestId("login-password").fill(DEMO_PASSWORD);
  await console_.getByTestId("login-submit").click();
  await expect(console_).toHaveURL(/\/console\/$/);
  await console_.getByTestId("console-tab-referrals").click();
  const consoleRow = console_.getByTestId("console-referral-row").filter({ hasText: companyName });
  await expect(consoleRow).toContainText("PT Armada Demo");
  await expect(consoleRow).toContainText("Budi Santoso");
  await consoleRow.getByTestId("console-referral-status").click();
  await console_.getByRole("option", { name: "Bergabung" }).click();
  await expect(console_.getByText("Status referensi disimpan")).toBeVisible();
  await screenshot(console_, "referral-console", false);

  await console_.getByTestId("console-referral-filter").click();
  await console_.getByRole("option", { name: "Bergabung" }).click();
  await expect(console_.getByTestId("console-referral-row").filter({ hasText: companyName })).toHaveCount(1);
  await staff.close();

  await page.getByTestId("referral-button").click();
  await expect(
    modal.getByTestId("referral-row").filter({ hasText: companyName }).getByTestId("referral-status"),
  ).toHaveText("Bergabung");
  await company.close();
});

test("a prospect opens the shared link without a login and leaves its contact for the referring company", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const company = await browser.newContext();
  const page = await company.newPage();
  await signIn(page, "admin");
  await page.getByTestId("referral-button").click();
  const link = await page.getByTestId("referral-link").inputValue();
  await page.keyboard.press("Escape");

  const prospectName = `PT Lewat Tautan ${Date.now()}`;
  const visitor = await browser.newContext();
  const prospect = await visitor.newPage();
  await prospect.goto(new URL(link).pathname);
  await expect(prospect.getByTestId("referral-link-page")).toContainText(
    "PT Armada Demo mengajak perusahaan Anda",
  );
  await prospect.getByTestId("referral-companyName").fill(prospectName);
  await prospect.getByTestId("referral-contactName").fill("Rina Wati");
  await prospect.getByTestId("referral-phoneNo").fill(`0813${String(Date.now()).slice(-8)}`);
  await screenshot(prospect, "referral-link-page", false);
  await prospect.getByTestId("referral-submit").click();
  await expect(prospect.getByTestId("referral-link-sent")).toContainText("Terima kasih!");
  await prospect.goto("/referral/ZZZZZZZZ");
  await expect(prospect.getByText("Tautan tidak dikenal")).toBeVisible();
  await visitor.close();

  await page.getByTestId("referral-button").click();
  await expect(
    page.getByTestId("referral-row").filter({ hasText: prospectName }).getByTestId("referral-status"),
  ).toHaveText("Terkirim");
  await company.close();
});

test("the referral button is not offered without referal_program:read (a driver)", async ({ page }) => {
  await signIn(page, "driver");
  await expect(page.getByTestId("topbar")).toBeVisible();
  await expect(page.getByTestId("referral-button")).toHaveCount(0);
});
