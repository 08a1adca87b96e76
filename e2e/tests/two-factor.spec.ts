import { expect, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { DEMO_PASSWORD, passwordStep, signInAt, signOut } from "../support/session.js";
import { freshCode, stepNow } from "../support/totpCode.js";

/** A demo driver no other spec signs in as: turning the app on changes how they sign in. */
const USER = "agus.setiawan";

test("turn on the authenticator app, then sign in with a code and with a recovery code", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await passwordStep(page, USER);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile/");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Tidak aktif");
  await page.getByTestId("two-factor-on").click();
  await expect(page.getByTestId("totp-qr")).toBeVisible();
  const key = (await page.getByTestId("totp-manual-key").textContent()) ?? "";
  expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByTestId("totp-enrolment-form").scrollIntoViewIfNeeded();
  await screenshot(page, "two-factor-enrol-1440", false);

  await page.getByTestId("totp-enrolment-code").fill("12");
  await page.getByTestId("totp-enrolment-confirm").click();
  await expect(page.getByTestId("totp-enrolment-form")).toContainText("Masukkan 6 digit");
  const used = { step: stepNow() - 1 };
  await page.getByTestId("totp-enrolment-code").fill(await freshCode(key, used));
  await page.getByTestId("totp-enrolment-confirm").click();
  const codes = page.getByTestId("recovery-codes-secret");
  await expect(codes).toBeVisible();
  const recoveryCodes = ((await codes.textContent()) ?? "").match(/[0-9a-z]{4}(-[0-9a-z]{4}){3}/g) ?? [];
  expect(recoveryCodes).toHaveLength(10);
  await expect(page.getByTestId("recovery-codes-download")).toBeVisible();
  await page.getByTestId("recovery-codes-done").click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Aktif");
  await expect(page.getByTestId("recovery-codes-left")).toHaveText("Sisa kode pemulihan: 10");

  // the password alone opens no session: the second step asks for the code
  await signOut(page);
  await passwordStep(page, USER);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(page.getByTestId("second-step-code")).toBeFocused();
  await screenshot(page, "two-factor-step-1440", false);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "two-factor-step-390", false);
  const code = await freshCode(key, used);
  await page.getByTestId("second-step-code").fill(code === "000000" ? "111111" : "000000");
  await page.getByTestId("second-step-submit").click();
  await expect(page.getByTestId("second-step-error")).toContainText("Kode verifikasi dua langkah salah");
  await page.getByTestId("second-step-code").fill(code);
  await page.getByTestId("second-step-submit").click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile/");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Aktif");
  await page.getByTestId("two-factor-card").scrollIntoViewIfNeeded();
  await screenshot(page, "two-factor-card-390", false);

  // a recovery code signs in once
  await signOut(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await passwordStep(page, USER);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await page.getByTestId("second-step-code").fill(recoveryCodes[0]?.toUpperCase() ?? "");
  await page.getByTestId("second-step-submit").click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile/");
  await expect(page.getByTestId("recovery-codes-left")).toHaveText("Sisa kode pemulihan: 9");

  // turning it off asks the password and a code; the next sign-in takes the password alone
  await page.getByTestId("two-factor-off").click();
  await page.getByTestId("two-factor-password").fill(DEMO_PASSWORD);
  await page.getByTestId("two-factor-disable-code").fill(await freshCode(key, used));
  await page.getByTestId("two-factor-off-confirm").click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Tidak aktif");
  await signOut(page);
  await passwordStep(page, USER);
  await expect(page).not.toHaveURL(/\/login/);

  // the company's audit log shows each change of the app and how the user signed in (never a code)
  await signOut(page);
  await signInAt(page, "admin", "/setting/audit-log");
  await page.getByTestId("audit-search").fill("Agus Setiawan");
  const rows = page.getByTestId("audit-row");
  await expect(rows.filter({ hasText: /Aktifkan aplikasi autentikator/ }).first()).toBeVisible();
  await expect(rows.filter({ hasText: /Nonaktifkan aplikasi autentikator/ }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "Cara masuk: Kode pemulihan" }).first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).not.toContain(recoveryCodes[0] ?? "-");
});
