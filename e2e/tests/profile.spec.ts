import { type Browser, expect, type Page, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { keepOnboardingClosed, signIn, signInAt } from "../support/session.js";

/** The text of the newest outbox row's body, on the e-mail or WhatsApp tab of the outbox page. */
async function outboxBody(page: Page, tab: "email" | "whatsapp", search?: string): Promise<string> {
  await page.goto("/setting/whatsapp-outbox");
  await page.getByTestId(`outbox-tab-${tab}`).click();
  if (search) await page.getByTestId("outbox-search").fill(search);
  const table = page.getByTestId(tab === "email" ? "email-outbox-table" : "outbox-table");
  // the newest row matching the search (before the search applies the table still shows every row)
  const rows = tab === "email" ? table.getByTestId("email-body") : table.locator("tbody tr");
  const body = (search ? rows.filter({ hasText: search }) : rows).first();
  await expect(body).toBeVisible();
  return (await body.textContent()) ?? "";
}

async function signedInPage(browser: Browser, username: string, password?: string) {
  const context = await browser.newContext();
  await keepOnboardingClosed(context);
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}

test.describe("profile", () => {
  test.beforeEach(async ({ context }) => {
    await keepOnboardingClosed(context);
  });

  test("adds an e-mail with the link of the verification e-mail (log transport, read on the outbox page)", async ({
    page,
  }) => {
    // PT Lain's admin: no other spec signs in as them
    await signInAt(page, "lain", "/profile/");
    await expect(page.getByTestId("profile-email")).toHaveText("admin@ptlain.id");
    await page.getByTestId("profile-add-email").click();
    await expect(page).toHaveURL(/\/profile\/add-email\/$/);
    await page.getByTestId("add-email-input").fill("bukan-email");
    await page.getByTestId("add-email-submit").click();
    await expect(page.getByText("Email harus berupa alamat email yang valid")).toBeVisible();
    await page.getByTestId("add-email-input").fill("  Direksi@PTLain.id ");
    await page.getByTestId("add-email-submit").click();
    await expect(page.getByTestId("add-email-sent")).toContainText("direksi@ptlain.id");

    const body = await outboxBody(page, "email");
    const link = body.match(/\/api\/user\/verify-email\?token=[\w-]+/)?.[0];
    expect(link, body).toBeTruthy();
    await page.goto(link ?? "");
    await expect(page).toHaveURL(/\/profile\/add-email\/\?verification=verified$/);
    await expect(page.getByTestId("add-email-outcome")).toContainText("berhasil diverifikasi");
    await expect(page.getByTestId("add-email-current")).toHaveText("direksi@ptlain.id");

    // the link works once
    await page.goto(link ?? "");
    await expect(page.getByTestId("add-email-outcome")).toContainText("tidak berlaku lagi");
    await page.goto("/profile/");
    await expect(page.getByTestId("profile-email")).toHaveText("direksi@ptlain.id");
  });

  test("adds a number with the code sent by WhatsApp (read on the outbox page)", async ({
    page,
    browser,
  }) => {
    await signInAt(page, "lain", "/profile/add-number/");
    await page.getByTestId("add-number-input").fill("0812 9999 0001");
    await page.getByTestId("add-number-submit").click();
    await expect(page.getByTestId("add-number-sent")).toContainText("+6281299990001");

    const outbox = await signedInPage(browser, "lain");
    const row = await outboxBody(outbox, "whatsapp", "81299990001");
    const code = row.match(/\b(\d{6})\b/)?.[1] ?? "";
    expect(code, row).toMatch(/^\d{6}$/);
    await outbox.context().close();

    // a wrong code first: refused with the attempts left
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByTestId("add-number-code").locator("input").first().click();
    await page.keyboard.type(wrong);
    await page.getByTestId("add-number-verify").click();
    await expect(page.getByText("Kode verifikasi salah. Sisa percobaan: 4.")).toBeVisible();
    await page.getByTestId("add-number-code").locator("input").first().click();
    for (let i = 0; i < 6; i++) await page.keyboard.press("Backspace");
    await page.getByTestId("add-number-code").locator("input").first().click();
    await page.keyboard.type(code);
    await expect(page.getByTestId("add-number-verify")).toBeEnabled();
    await page.getByTestId("add-number-verify").click();
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByTestId("profile-phone")).toHaveText("+6281299990001");
  });

  test("a password change asks for the current one and ends the user's other session", async ({
    browser,
  }) => {
    const here = await signedInPage(browser, "joko.susilo");
    const elsewhere = await signedInPage(browser, "joko.susilo");
    await here.goto("/profile/");
    await here.getByTestId("password-current").fill("salah-sekali");
    await here.getByTestId("password-new").fill("joko-baru-2026");
    await here.getByTestId("password-submit").click();
    await expect(here.getByText("Kata sandi saat ini salah.")).toBeVisible();

    await here.getByTestId("password-current").fill("armada-demo");
    await here.getByTestId("password-submit").click();
    await expect(here.getByText(/Kata sandi berhasil diubah/)).toBeVisible();
    await expect(here.getByTestId("password-current")).toHaveValue("");

    // the other browser is signed out; this one stays
    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/login/);
    await here.reload();
    await expect(here.getByTestId("profile-name")).toHaveText("Joko Susilo");
    await signIn(elsewhere, "joko.susilo", "joko-baru-2026");
  });

  test("the name is edited in place and the reminder interval is saved", async ({ page }) => {
    await signIn(page, "lain");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/profile/");
    await page.getByTestId("profile-name-edit").click();
    await page.getByTestId("profile-name-input").fill("  Admin Lain  ");
    await page.getByTestId("profile-name-save").click();
    await expect(page.getByTestId("profile-name")).toHaveText("Admin Lain");
    await page.getByTestId("profile-reminder").click();
    await page.getByRole("option", { name: "Setiap 30 menit" }).click();
    await expect(page.getByText("Pengingat berhasil diubah")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("profile-reminder")).toHaveValue("Setiap 30 menit");
    await screenshot(page, "profile-mobile");
  });

  test("the push service worker is served and the profile offers push on this device", async ({
    page,
    request,
  }) => {
    const worker = await request.get("/push-sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toMatch(/javascript/);
    expect(await worker.text()).toContain("showNotification");
    await signInAt(page, "lain", "/profile/");
    await expect(page.getByText("Notifikasi push")).toBeVisible();
    await expect(page.getByTestId("push-toggle")).not.toBeChecked();
  });

  test("turning push on says why it failed, in Indonesian, and leaves the switch off", async ({
    page,
    context,
  }) => {
    await signInAt(page, "lain", "/profile/");
    const toggle = page.getByTestId("push-toggle");
    const failure = page.getByTestId("push-failure");
    await expect(toggle).toBeEnabled({ timeout: 30_000 });
    // the browser refuses the permission (nobody allows it here)
    await toggle.click({ force: true });
    await expect(failure).toHaveText(/^Izin notifikasi ditolak\./);
    await expect(toggle).not.toBeChecked();

    // allowed: the next step that fails (in this Chromium, its push service) is named, not a generic error
    await context.grantPermissions(["notifications"]);
    await page.reload();
    await toggle.click({ force: true });
    await expect(failure).toHaveText(/^Layanan push peramban menolak/, { timeout: 20_000 });
    await expect(toggle).not.toBeChecked();
  });
});
