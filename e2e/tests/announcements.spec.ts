import { fileURLToPath } from "node:url";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, keepOnboardingClosed, signIn, signInAt } from "../support/session.js";

const video = fileURLToPath(new URL("../fixtures/announcement.webm", import.meta.url));
const thumbnail = fileURLToPath(new URL("../fixtures/announcement-thumbnail.png", import.meta.url));
const API_HEADERS = { "x-armada-client": "web", "content-type": "application/json" };

// Announcements go to PT Lain (user `lain`) only, so the other specs' demo admins get no toasts; one at a time,
// as each test reads lain's unread count.
test.describe.configure({ mode: "serial" });

async function signInToConsole(page: Page) {
  await page.goto("/login");
  await page.getByTestId("login-username").fill("console");
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/console\/$/);
  await expect(page.getByTestId("console-announcements")).toBeVisible();
}

async function ptLainId(request: APIRequestContext) {
  const response = await request.get("/api/console/companies", { headers: API_HEADERS });
  const companies = (await response.json()).data as { id: number; name: string }[];
  const id = companies.find((company) => company.name === "PT Lain")?.id;
  if (!id) throw new Error("PT Lain not found");
  return id;
}

const unreadOf = async (page: Page) =>
  Number(await page.getByTestId("announcements-count").getAttribute("data-count"));

test("an announcement written in the console reaches a signed-in user live and its video popup plays", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  let staff: BrowserContext | null = null;
  let user: BrowserContext | null = null;
  try {
    user = await browser.newContext();
    await keepOnboardingClosed(user);
    const lain = await user.newPage();
    await signIn(lain, "lain");
    await expect(lain.getByTestId("announcements-megaphone")).toBeVisible();
    await expect(lain.getByTestId("announcements-count")).toHaveAttribute("data-count", /\d+/);
    const before = await unreadOf(lain);

    staff = await browser.newContext();
    const console_ = await staff.newPage();
    await signInToConsole(console_);
    const header = `Video baru ${Date.now()}`;
    await console_.getByTestId("console-new-announcement").click();
    await console_.getByTestId("announcement-header").fill(header);
    await console_.getByTestId("announcement-description").fill("Tonton cara memakai laporan baru.");
    const thumbChooser = console_.waitForEvent("filechooser");
    await console_.getByTestId("announcement-thumbnail").click();
    await (await thumbChooser).setFiles(thumbnail);
    await expect(console_.getByTestId("announcement-thumbnail-uploaded")).toHaveCount(1);
    await console_.getByTestId("announcement-action").click();
    await console_.getByRole("option", { name: "Popup video" }).click();
    const videoChooser = console_.waitForEvent("filechooser");
    await console_.getByTestId("announcement-media").click();
    await (await videoChooser).setFiles(video);
    await expect(console_.getByTestId("announcement-media-uploaded")).toHaveCount(1);
    await console_.getByTestId("announcement-audience").getByText("Perusahaan terpilih").click();
    await console_.getByTestId("announcement-companies").click();
    await console_.getByRole("option", { name: "PT Lain" }).click();
    await console_.keyboard.press("Escape");
    await console_.getByTestId("announcement-save").click();
    await expect(console_.getByTestId("announcement-form")).toBeHidden();
    const row = console_.getByTestId("console-announcement-row").filter({ hasText: header });
    await expect(row).toContainText("PT Lain");
    await expect(row).toContainText("Terbit");

    // live: the count and a toast, no reload
    await expect(lain.getByTestId("announcements-count")).toHaveAttribute("data-count", String(before + 1));
    await expect(lain.getByText(header).first()).toBeVisible();
    await lain.getByTestId("announcements-megaphone").click();
    const item = lain.getByTestId("announcement-item").filter({ hasText: header });
    await expect(item).toHaveAttribute("data-read", "false");
    await item.click();
    const player = lain.getByTestId("announcement-video");
    await expect(player).toBeVisible();
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await player.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(160);
    await lain.keyboard.press("Escape");
    await expect(lain.getByTestId("announcements-count")).toHaveAttribute("data-count", String(before));
  } finally {
    await staff?.close();
    await user?.close();
  }
});

test("the list loads 10, then 10 more on scrolling to the bottom; the count reads 99+ above 99", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await browser.newContext();
  const user = await browser.newContext();
  try {
    const console_ = await staff.newPage();
    await signInToConsole(console_);
    const companyId = await ptLainId(staff.request);
    for (let index = 0; index < 100; index++) {
      const response = await staff.request.post("/api/console/system-notification", {
        headers: API_HEADERS,
        data: {
          header: `Pengumuman ${index + 1}`,
          description: "Isi",
          action: "none",
          companyIds: [companyId],
        },
      });
      expect(response.ok()).toBe(true);
    }
    await keepOnboardingClosed(user);
    const lain = await user.newPage();
    await signIn(lain, "lain");
    await expect(lain.getByTestId("announcements-count")).toContainText("99+");
    await lain.getByTestId("announcements-megaphone").click();
    const items = lain.getByTestId("announcement-item");
    await expect(items).toHaveCount(10);
    await items.nth(9).scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(20);
    await lain.getByTestId("announcements-mark-all").click();
    await expect(lain.getByTestId("announcements-count")).toHaveAttribute("data-count", "0");
  } finally {
    await staff.close();
    await user.close();
  }
});

test("company users cannot reach the console; platform staff have no company pages", async ({
  page,
  browser,
}) => {
  await signInAt(page, "admin", "/console/");
  await expect(page.getByTestId("forbidden-page")).toBeVisible();
  const denied = await page.request.get("/api/console/system-notification", { headers: API_HEADERS });
  expect(denied.status()).toBe(403);

  const staff = await browser.newContext();
  try {
    const console_ = await staff.newPage();
    await signInToConsole(console_);
    await console_.goto("/dashboard");
    await expect(console_).toHaveURL(/\/console\/$/);
  } finally {
    await staff.close();
  }
});
