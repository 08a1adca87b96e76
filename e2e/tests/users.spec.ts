import { expect, type Page, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

/** Signs in through the login form with an e-mail and password, as the new colleague does. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByTestId("login-username").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
}

test.describe("Users (issue 39)", () => {
  test("an admin adds a colleague, ends their session and deactivates them; the audit log shows it", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now() % 1_000_000;
    const name = `Rekan Uji ${stamp}`;
    const email = `rekan.${stamp}@armada-demo.id`;
    const password = `rahasia-${stamp}`;

    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, "admin", "/setting/");
    await page.getByTestId("settings-open-users").click();
    await expect(page).toHaveURL(/\/setting\/users$/);
    await expect(page.getByTestId("user-name").first()).toBeVisible();

    await page.getByTestId("user-new").click();
    await page.getByTestId("user-form-name").fill(name);
    await page.getByTestId("user-form-email").fill("bukan-email");
    await page.getByTestId("user-form-save").click();
    // the domain's own messages, before anything is sent
    await expect(page.getByTestId("user-form")).toContainText("Peran");
    await page.getByTestId("user-form-email").fill(email);
    await page.getByTestId("user-form-phone").fill("0812-3456-7000");
    await page.getByTestId("user-form-role").click();
    await page.getByRole("option", { name: "Operator", exact: true }).click();
    await page.getByTestId("user-form-save").click();

    const link = ((await page.getByTestId("user-link-secret").textContent()) ?? "").trim();
    expect(link).toMatch(/\/set-password\?token=/);
    await expect(page.getByTestId("user-link-whatsapp")).toHaveAttribute("href", /wa\.me/);
    await screenshot(page, "users-link-1440", false);
    await page.getByTestId("user-link-done").click();

    // the colleague opens the link in their own browser, chooses a password and signs in with it
    const colleagueContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const colleague = await colleagueContext.newPage();
    await colleague.goto(link);
    await colleague.getByTestId("set-password-new").fill(password);
    await colleague.getByTestId("set-password-repeat").fill("berbeda-sekali");
    await colleague.getByTestId("set-password-submit").click();
    await expect(colleague.getByText("Kata sandi tidak sama.")).toBeVisible();
    await colleague.getByTestId("set-password-repeat").fill(password);
    await screenshot(colleague, "users-set-password-390", false);
    await colleague.getByTestId("set-password-submit").click();
    await expect(colleague.getByTestId("set-password-done")).toBeVisible();
    await colleague.getByTestId("set-password-login").click();
    await signInWithForm(colleague, email, password);
    await expect(colleague).toHaveURL(/isLoginSuccess=true/);

    // the admin finds them, sees their session and ends it
    await page.getByTestId("user-search").fill(name);
    const row = page.getByTestId("users-table").getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Operator");
    await expect(row.getByTestId("user-session-count")).toHaveText("1 sesi aktif");
    await screenshot(page, "users-1440");
    await row.getByTestId("user-actions").click();
    await page.getByTestId("user-sessions-open").click();
    const drawer = page.getByTestId("user-sessions");
    await expect(drawer.getByTestId("session-card")).toHaveCount(1);
    await screenshot(page, "users-sessions-1440", false);
    await drawer.getByTestId("session-end").click();
    await page.getByTestId("user-sessions-confirm").click();
    await expect(drawer.getByTestId("user-sessions-empty")).toBeVisible();
    await page.keyboard.press("Escape");

    // their page falls back to the sign-in page at the next load
    await colleague.reload();
    await expect(colleague).toHaveURL(/\/login/);

    // signed in again, then deactivated: signed out at once and refused at the sign-in
    await signInWithForm(colleague, email, password);
    await expect(colleague).toHaveURL(/isLoginSuccess=true/);
    await row.getByTestId("user-actions").click();
    await page.getByTestId("user-toggle-active").click();
    await page.getByTestId("user-active-confirm").click();
    await expect(row.getByTestId("user-status")).toHaveText("Nonaktif");
    await colleague.reload();
    await expect(colleague).toHaveURL(/\/login/);
    await signInWithForm(colleague, email, password);
    await expect(colleague.getByTestId("login-error")).toBeVisible();
    await colleagueContext.close();

    // every step is in the audit log with the admin's name
    await page.goto("/setting/audit-log");
    await page.getByTestId("audit-search").fill(name);
    const entries = page.getByTestId("audit-row");
    await expect(entries.filter({ hasText: "Nonaktifkan pengguna" })).toHaveCount(1);
    await expect(entries.filter({ hasText: "Tambah pengguna" })).toContainText("Admin Armada");
    await expect(entries.filter({ hasText: "Sesi diakhiri" }).first()).toBeVisible();
    await expect(entries.filter({ hasText: "Tambah pengguna" }).getByTestId("audit-detail")).toContainText([
      email,
    ]);

    // a phone: the users page as cards, actions within reach
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/setting/users");
    await expect(page.getByTestId("user-actions").first()).toBeVisible();
    await screenshot(page, "users-390", false);
  });

  test("an admin can neither deactivate nor demote themself", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, "admin", "/setting/users");
    await page.getByTestId("user-search").fill("admin@armada-demo.id");
    await expect(page.getByTestId("users-table").getByTestId("user-name")).toHaveCount(1);
    const row = page.getByTestId("users-table").getByRole("row").filter({ hasText: "Anda" });
    await row.getByTestId("user-actions").click();
    await expect(page.getByTestId("user-toggle-active")).toBeDisabled();
    await page.getByTestId("user-edit").click();
    await page.getByTestId("user-form-role").click();
    await page.getByRole("option", { name: "Operator", exact: true }).click();
    await page.getByTestId("user-form-save").click();
    await expect(page.getByTestId("user-form")).toContainText(
      "Anda tidak dapat menonaktifkan atau menurunkan hak admin akun Anda sendiri.",
    );
    await page.keyboard.press("Escape");
    await expect(row).toContainText("Administrator");
  });
});
