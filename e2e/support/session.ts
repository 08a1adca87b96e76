import { type BrowserContext, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "armada-demo";

/** Signs in through the login page, as a user would: the user lands on their home page (the dashboard). */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByTestId("login-username").fill(username);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/isLoginSuccess=true/);
}

/**
 * Signs in with the login form's own request and opens `path`: for specs about another page than the login and the
 * dashboard, which would otherwise boot the app twice and draw the dashboard's map for nothing (auth.spec.ts covers
 * the form itself). The page's request context shares the browser context's cookies.
 */
export async function signInAt(page: Page, username: string, path: string, password = DEMO_PASSWORD) {
  const response = await page.request.post("/api/auth/login", {
    headers: { "x-armada-client": "web" },
    data: { username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  // the form also records the sign-in for the app's guard (apps/web/src/shared/session/signedInHint.ts); the health
  // answer is the cheapest page of the app's origin to write it from
  await page.goto("/api/health");
  await page.evaluate(() => localStorage.setItem("armada.signedIn", "1"));
  await page.goto(path);
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

/** The login form's password step for `username`, wherever it leads (the app, or a second step). */
export async function passwordStep(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByTestId("login-username").fill(username);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
}

export async function signOut(page: Page) {
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login$/);
}
