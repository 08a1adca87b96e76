import { fileURLToPath } from "node:url";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, keepOnboardingClosed, signIn } from "../support/session.js";

const image = fileURLToPath(new URL("../fixtures/announcement-thumbnail.png", import.meta.url));
const API_HEADERS = { "x-armada-client": "web" };

// these specs test the feedback offer itself: they start without the "later" every other spec starts with
test.use({ storageState: { cookies: [], origins: [] } });

async function staffRequest(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByTestId("login-username").fill("console");
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/console\/$/);
  return { context, page };
}

/** Banners are removed after each test so that the other specs' logins on a Friday get none. */
async function removeBanners(console_: Page) {
  const banners = await console_.request.get("/api/console/banner", { headers: API_HEADERS });
  for (const banner of (await banners.json()).data as { banner_id: number }[])
    await console_.request.delete(`/api/console/banner/${banner.banner_id}`, { headers: API_HEADERS });
}

test.describe.configure({ mode: "serial" });

/** the feedback modal, by its title */
const feedbackDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Seberapa puas Anda dengan Armada?" });

test("a banner written in the console shows after login on a listed weekday only", async ({ browser }) => {
  test.setTimeout(150_000);
  const { context: staff, page: console_ } = await staffRequest(browser);
  try {
    await console_.getByTestId("console-tab-banners").click();
    const title = `Promo Jumat ${Date.now()}`;
    await console_.getByTestId("banner-title").fill(title);
    const chooser = console_.waitForEvent("filechooser");
    await console_.getByTestId("banner-image").click();
    await (await chooser).setFiles(image);
    await expect(console_.getByTestId("banner-image-uploaded")).toHaveCount(1);
    await console_.getByTestId("banner-days").getByText("Jumat").click();
    await console_.getByTestId("banner-save").click();
    await expect(console_.getByTestId("console-banner-row").filter({ hasText: title })).toContainText(
      "Jumat",
    );

    // Friday 27 Nov 2026, 09:00 WIB: shown. Only the date is fixed: the modal's transitions keep the page's real
    // timers (on an installed clock its closing lagged behind the assertion on a loaded machine)
    const friday = await browser.newContext();
    const onFriday = await friday.newPage();
    await onFriday.clock.setFixedTime(new Date("2026-11-27T09:00:00+07:00"));
    await signIn(onFriday, "supervisor");
    const banner = onFriday.getByRole("dialog", { name: title });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("img", { name: title })).toBeVisible();
    await onFriday.keyboard.press("Escape");
    await expect(banner).toBeHidden();
    await friday.close();

    // Thursday 26 Nov 2026: not shown (the dashboard is there, the banner is not)
    const thursday = await browser.newContext();
    const onThursday = await thursday.newPage();
    await onThursday.clock.setFixedTime(new Date("2026-11-26T09:00:00+07:00"));
    await signIn(onThursday, "supervisor");
    await expect(onThursday.getByTestId("fleet-summary")).toBeVisible();
    await expect(onThursday.getByRole("dialog")).toHaveCount(0);
    await thursday.close();
  } finally {
    await removeBanners(console_);
    await staff.close();
  }
});

test("a banner aimed at a chosen company shows to that company's users only", async ({ browser }) => {
  test.setTimeout(150_000);
  const { context: staff, page: console_ } = await staffRequest(browser);
  try {
    await console_.getByTestId("console-tab-banners").click();
    const title = `Khusus PT Lain ${Date.now()}`;
    await console_.getByTestId("banner-title").fill(title);
    const chooser = console_.waitForEvent("filechooser");
    await console_.getByTestId("banner-image").click();
    await (await chooser).setFiles(image);
    await expect(console_.getByTestId("banner-image-uploaded")).toHaveCount(1);
    await console_.getByTestId("banner-days").getByText("Jumat").click();
    await console_.getByTestId("banner-audience").getByText("Perusahaan terpilih").click();
    await console_.getByTestId("banner-save").click();
    await expect(console_.getByTestId("banner-error")).toHaveText("Pilih minimal satu perusahaan");
    await console_.getByTestId("banner-companies").click();
    await console_.getByRole("option", { name: "PT Lain" }).click();
    await console_.keyboard.press("Escape");
    await console_.getByTestId("banner-save").click();
    await expect(
      console_
        .getByTestId("console-banner-row")
        .filter({ hasText: title })
        .getByTestId("console-banner-audience"),
    ).toHaveText("PT Lain");

    const friday = new Date("2026-11-27T09:00:00+07:00");
    const other = await browser.newContext();
    await keepOnboardingClosed(other);
    const lain = await other.newPage();
    await lain.clock.setFixedTime(friday);
    await signIn(lain, "lain");
    await expect(lain.getByRole("dialog", { name: title })).toBeVisible();
    await other.close();

    const demo = await browser.newContext();
    const supervisor = await demo.newPage();
    await supervisor.clock.setFixedTime(friday);
    await signIn(supervisor, "supervisor");
    await expect(supervisor.getByTestId("fleet-summary")).toBeVisible();
    await expect(supervisor.getByRole("dialog")).toHaveCount(0);
    await demo.close();
  } finally {
    await removeBanners(console_);
    await staff.close();
  }
});

/**
 * Signs in on the page's clock at `time`. The server counts an answer in its own (real) month, so only the spec that
 * answers signs in as the operator; the others sign in as the admin, whom no spec lets answer.
 */
async function openDashboard(page: Page, time: string, username: "admin" | "operator" = "admin") {
  await page.clock.install({ time: new Date(time) });
  await signIn(page, username);
  await expect(page.getByTestId("feedback-link")).toBeVisible();
}

test("the feedback modal opens 60 s after load in the last 5 days of the month, not before nor after dismissal", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // 10 Nov: outside the window, nothing after 60 s
  const early = await browser.newContext();
  const onTenth = await early.newPage();
  await openDashboard(onTenth, "2026-11-10T09:00:00+07:00");
  await onTenth.clock.runFor(61_000);
  await expect(feedbackDialog(onTenth)).toHaveCount(0);
  await early.close();

  // 28 Nov: not 50 s after the clock started, shown 61 s after the page had loaded; "Nanti saja" keeps it closed
  // for the rest of the day. The page loads on a running clock (its data arrives on timers), so the clock is paused
  // once it has loaded and moved by hand from there: the load happened between `installed` and `loadedBy`.
  const late = await browser.newContext();
  const page = await late.newPage();
  const installed = Date.parse("2026-11-28T09:00:00+07:00");
  await openDashboard(page, "2026-11-28T09:00:00+07:00");
  const loadedBy = await page.evaluate(() => Date.now());
  expect(loadedBy - installed).toBeLessThan(40_000);
  // far enough ahead that the clock, running meanwhile, has not passed it yet on a busy machine
  const pausedAt = loadedBy + 10_000;
  await page.clock.pauseAt(new Date(pausedAt));
  await page.clock.runFor(installed + 50_000 - pausedAt);
  await expect(feedbackDialog(page)).toHaveCount(0);
  await page.clock.runFor(loadedBy + 61_000 - (installed + 50_000));
  await page.clock.resume();
  await expect(feedbackDialog(page)).toBeVisible();
  await expect(page.getByTestId("feedback-point-5")).toHaveAttribute("aria-checked", "true");
  await page.getByTestId("feedback-later").click();
  await expect(feedbackDialog(page)).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("feedback-link")).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(feedbackDialog(page)).toHaveCount(0);

  // the next day the dismissal has expired
  await page.clock.setSystemTime(new Date("2026-11-29T08:00:00+07:00"));
  await page.reload();
  await expect(page.getByTestId("feedback-link")).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(feedbackDialog(page)).toBeVisible();
  await late.close();
});

test("an answered feedback is not asked again this month and shows in the console per company", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const late = await browser.newContext();
  const page = await late.newPage();
  await openDashboard(page, "2026-11-30T08:00:00+07:00", "operator");
  await page.clock.runFor(61_000);
  await expect(feedbackDialog(page)).toBeVisible();
  await page.getByTestId("feedback-point-2").click();
  await page.getByTestId("feedback-comment").fill("Peta kadang lambat");
  await page.getByTestId("feedback-send").click();
  await expect(feedbackDialog(page)).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("feedback-link")).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(feedbackDialog(page)).toHaveCount(0);
  await late.close();

  // the console lists it under PT Armada Demo with its score
  const { context: staff, page: console_ } = await staffRequest(browser);
  await console_.getByTestId("console-tab-feedback").click();
  const demo = console_.getByTestId("console-feedback").getByText("PT Armada Demo");
  await demo.click();
  await expect(console_.getByText("Operator Armada · 2/5")).toBeVisible();
  await expect(console_.getByText("Peta kadang lambat")).toBeVisible();
  const status = await console_.request.get("/api/console/feedback", { headers: API_HEADERS });
  expect(status.ok()).toBe(true);
  await staff.close();
});

test("the feedback offer does not cover a dialog the user has open: it waits until that closes", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const late = await browser.newContext();
  const page = await late.newPage();
  await openDashboard(page, "2026-11-28T09:00:00+07:00");
  // the user opens the display settings before the offer is due, and is still in them at 61 s
  await page.getByTestId("settings-toggle").click();
  const settings = page.getByRole("dialog", { name: /Pengaturan tampilan/ });
  await expect(settings).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(feedbackDialog(page)).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.clock.runFor(1_000); // the drawer's closing transition runs on the page's (installed) clock
  await expect(settings).toHaveCount(0);
  await expect(feedbackDialog(page)).toBeVisible();
  await late.close();
});
