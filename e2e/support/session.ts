import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "armada-demo";

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByTestId("login-username").fill(username);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/isLoginSuccess=true/);
}
