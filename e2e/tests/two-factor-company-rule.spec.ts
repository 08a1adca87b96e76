import { expect, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { DEMO_PASSWORD, keepOnboardingClosed, signIn } from "../support/session.js";
import { freshCode, stepNow } from "../support/totpCode.js";

/**
 * PT Lain's admin: the rule binds every user of the company at their next sign-in, so this spec runs after the
 * others (its own project) and turns everything back at the end.
 */
const ADMIN = "lain";

test("an admin requires two-step verification: a user without it is sent to enrol, enrols and gets in", async ({
  page,
  context,
}) => {
  await keepOnboardingClosed(context);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN);
  await page.goto("/profile/");
  const card = page.getByTestId("two-factor-card");
  const rule = card.getByTestId("two-factor-require");
  await expect(rule).not.toBeChecked();
  await expect(card).toContainText("Wajibkan verifikasi dua langkah");
  await rule.click();
  await expect(rule).toBeChecked();
  await expect(card).toContainText("Perusahaan Anda mewajibkan verifikasi dua langkah.");

  // the next sign-in of a user without a second factor stops at the enrolment: no session until the app is on
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId("login-username").fill(ADMIN);
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/login\/two-factor\/enrol$/);
  await expect(page.getByTestId("totp-qr")).toBeVisible();
  const identity = await page.request.post("/graphql", {
    headers: { "x-armada-client": "web" },
    data: { query: "query { identity { isSuccessful errorName } }" },
  });
  const answer = await identity.json();
  expect(answer.data).toBeNull();
  expect(answer.errors).toHaveLength(1);
  await screenshot(page, "two-factor-rule-enrol-1440", false);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "two-factor-rule-enrol-390", false);

  const key = (await page.getByTestId("totp-manual-key").textContent()) ?? "";
  const used = { step: stepNow() - 1 };
  await page.getByTestId("totp-enrolment-code").fill(await freshCode(key, used));
  await page.getByTestId("totp-enrolment-confirm").click();
  await expect(page.getByTestId("recovery-codes-secret")).toBeVisible();
  await page.getByTestId("recovery-codes-done").click();
  await expect(page).not.toHaveURL(/\/login/);

  // in: the app is on; the rule and the app are turned off again for the other specs' runs
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/profile/");
  await expect(card.getByTestId("two-factor-status")).toHaveText("Aktif");
  await rule.click();
  await expect(rule).not.toBeChecked();
  await card.getByTestId("two-factor-off").click();
  await card.getByTestId("two-factor-password").fill(DEMO_PASSWORD);
  await card.getByTestId("two-factor-disable-code").fill(await freshCode(key, used));
  await card.getByTestId("two-factor-off-confirm").click();
  await expect(card.getByTestId("two-factor-status")).toHaveText("Tidak aktif");
});
