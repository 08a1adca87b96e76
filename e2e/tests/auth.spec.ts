import { expect, test } from "@playwright/test";
import { signIn, signInAt } from "../support/session.js";

test.describe("sign-in", () => {
  test("a wrong password shows one message that does not reveal whether the user exists", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByTestId("login-username").fill("operator");
    await page.getByTestId("login-password").fill("salah-sekali");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toHaveText(/Nama pengguna atau kata sandi salah/);

    await page.getByTestId("login-username").fill("tidak-ada-pengguna-ini");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toHaveText(/Nama pengguna atau kata sandi salah/);
    await expect(page).toHaveURL(/\/login/);
  });

  test("the admin lands on the dashboard with the welcome banner", async ({ page }) => {
    await signIn(page, "admin");
    await expect(page).toHaveURL(/\/dashboard\/\?isLoginSuccess=true/);
    await expect(page.getByTestId("welcome-banner")).toContainText("Admin Armada");
    await expect(page.getByTestId("page-header")).toContainText("Dashboard");
  });

  test("a page asked for before sign-in sends the visitor to the login page", async ({ page }) => {
    await page.goto("/report/");
    await expect(page).toHaveURL(/\/login/);
  });

  test("logout ends the session and returns to the login page", async ({ page }) => {
    await signIn(page, "admin");
    await page.getByTestId("account-menu").click();
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/dashboard/");
    await expect(page).toHaveURL(/\/login/);
  });

  test("/logout logs out and returns to the login page", async ({ page }) => {
    await signInAt(page, "admin", "/logout");
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/profile/");
    await expect(page).toHaveURL(/\/login/);
  });
});
