import { type BrowserContext, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "armada-demo";

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByTestId("login-username").fill(username);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/isLoginSuccess=true/);
}

/**
 * PT Lain has not done the notification onboarding: its wizard opens by itself once a month. Specs that sign in as
 * `lain` for other pages keep it closed by marking this month's reminder as shown.
 */
export async function keepOnboardingClosed(context: BrowserContext) {
  await context.addInitScript(() =>
    localStorage.setItem("armada.onboardingReminderMonth", new Date().toISOString().slice(0, 7)),
  );
}

/**
 * Resolves when the page's socket next asks for its user's live alerts (`update_tags` with the alert channels, sent
 * on every connect). An alert raised before that reaches the bell by a later count refresh, not live: a spec that
 * checks what a live alert does waits for this before raising one. Call it before the page (re)loads.
 */
export function liveAlertsSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framesent", ({ payload }) => {
        const text = String(payload);
        if (text.includes('"update_tags"') && text.includes('"alert-center-new-')) resolve();
      }),
    );
  });
}
