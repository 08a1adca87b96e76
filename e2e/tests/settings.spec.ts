import { expect, type Page, test } from "@playwright/test";
import { countLeaveGuards, untilLeaveIsGuarded } from "../support/leaveGuard.js";
import { keepOnboardingClosed, signIn, signInAt } from "../support/session.js";

test.describe("settings hub", () => {
  test("every setting is findable from the menu, each behind its access key", async ({ page }) => {
    await signIn(page, "admin");
    await page.getByTestId("side-menu").getByTestId("menu-item-setting").click();
    await expect(page).toHaveURL(/\/setting\/$/);
    await expect(page.getByText("Modul Pengaturan segera hadir")).toHaveCount(0);
    for (const entry of ["alertRules", "whatsappOutbox", "whatsappInbox", "company", "language"]) {
      await expect(page.getByTestId(`settings-entry-${entry}`)).toBeVisible();
    }
    await page.getByTestId("settings-open-whatsappOutbox").click();
    await expect(page).toHaveURL(/\/setting\/whatsapp-outbox$/);
    // the e2e server runs the default log provider: the page says nothing is sent
    await expect(page.getByTestId("whatsapp-provider-notice")).toContainText("WhatsApp belum dikonfigurasi");
    await page.goBack();
    await page.getByTestId("settings-open-alertRules").click();
    await expect(page).toHaveURL(/\/setting\/notification$/);
  });

  test("the operator, without the rule-setting key, gets no alert rules entry", async ({ page }) => {
    await signInAt(page, "operator", "/setting/");
    await expect(page.getByTestId("settings-entry-company")).toBeVisible();
    await expect(page.getByTestId("settings-entry-alertRules")).toHaveCount(0);
  });

  test("a company admin sets the track filters: a limit out of range is refused in Indonesian, a valid one kept", async ({
    page,
    context,
  }) => {
    // PT Lain's admin: the demo company's filters, which the other specs' tracks meet, stay as they are
    await keepOnboardingClosed(context);
    await signInAt(page, "lain", "/setting/company");
    const card = page.getByTestId("company-track-filters");
    await expect(card).toContainText("Penyaringan titik GPS");
    const jump = page.getByTestId("track-filter-jumpMaxKmh");
    await expect(jump).toHaveValue("300");
    await jump.fill("10");
    await page.getByTestId("track-filters-save").click();
    await expect(page.getByText(/Batas kecepatan lompatan \(km\/jam\)/).first()).toBeVisible();

    await jump.fill("250");
    await card.getByRole("switch", { name: "Tahan posisi parkir" }).click();
    await page.getByTestId("track-filters-save").click();
    await expect(page.getByText("Pengaturan perusahaan disimpan")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("track-filter-jumpMaxKmh")).toHaveValue("250");
    await expect(page.getByRole("switch", { name: "Tahan posisi parkir" })).toBeChecked();
  });

  test("a company admin sets the live video cap and the monthly video minutes; an empty cap is refused in Indonesian", async ({
    page,
    context,
  }) => {
    // PT Lain's admin: the demo company's cap, which the live video specs meet, stays as it is
    await keepOnboardingClosed(context);
    await signInAt(page, "lain", "/setting/company");
    const card = page.getByTestId("company-video-settings");
    await expect(card).toContainText("Track Vision (video kamera)");
    const cap = page.getByTestId("video-settings-max-live-streams");
    const minutes = page.getByTestId("video-settings-monthly-minutes");
    await expect(cap).not.toHaveValue("");
    await expect(minutes).toHaveAttribute("placeholder", "Tanpa batas");
    await cap.fill("");
    await page.getByTestId("video-settings-save").click();
    await expect(card.getByText("Batas siaran wajib diisi")).toBeVisible();

    await cap.fill("3");
    await minutes.fill("1200");
    await page.getByTestId("video-settings-save").click();
    await expect(page.getByText("Pengaturan video disimpan")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("video-settings-max-live-streams")).toHaveValue("3");
    await expect(page.getByTestId("video-settings-monthly-minutes")).toHaveValue("1.200");
  });

  test("the company settings form validates in the user's language, saves, and asks before deleting an account", async ({
    page,
  }, testInfo) => {
    // a retry adds its own account: the one a failed attempt saved is still there
    const bankName = `Bank E2E ${testInfo.retry}`;
    await signInAt(page, "admin", "/setting/company");
    const offline = page.getByTestId("company-offlineTimeout");
    await expect(offline).not.toHaveValue("");
    await offline.fill("0");
    await page.getByTestId("company-dsMinScoreB").fill("999");
    await page.getByTestId("company-settings-save").click();
    await expect(page.getByText(/Batas waktu offline minimal 1/)).toBeVisible();
    await expect(page.getByText("Pengaturan perusahaan disimpan")).toHaveCount(0);

    await page.getByTestId("company-settings-reset").click();
    await expect(offline).not.toHaveValue("0");
    // fuel alerts only: the timeouts and thresholds other specs rely on stay as seeded
    await page.getByTestId("company-fuelLossAlert").fill("12,5");
    await page.getByTestId("company-bank-add").click();
    const row = page.getByTestId("company-bank-row").last();
    await row.getByTestId("company-bank-bankName").fill(bankName);
    await row.getByTestId("company-bank-accountName").fill("PT Armada Demo");
    await row.getByTestId("company-bank-accountNo").fill("1234-5678");
    await page.getByTestId("company-settings-save").click();
    await expect(page.getByText("Pengaturan perusahaan disimpan")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("company-fuelLossAlert")).toHaveValue("12,5");
    const bankNames = page.getByTestId("company-bank-bankName");
    await expect(bankNames.last()).toHaveValue(bankName);
    const saved = page.getByTestId("company-bank-row").last();

    await saved.getByTestId("company-bank-remove").click();
    await expect(page.getByTestId("delete-bank-modal")).toContainText(bankName);
    await page.getByTestId("confirm-delete-bank").click();
    await expect(page.getByText("Rekening bank dihapus")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("company-fuelLossAlert")).toHaveValue("12,5");
    expect(
      await bankNames.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).not.toContain(bankName);
  });

  test("Hubungi Kami shows the support contacts with a WhatsApp deep link", async ({ page }) => {
    await signIn(page, "admin");
    await page.getByTestId("side-menu").getByTestId("menu-item-contactus").click();
    await expect(page.getByTestId("contact-us-whatsapp-link")).toHaveAttribute(
      "href",
      "https://wa.me/6281234567890",
    );
    await expect(page.getByTestId("contact-us-phone")).toContainText("(021) 5091 2345");
    await expect(page.getByTestId("contact-us-email")).toContainText("halo@armada.id");
    await expect(page.getByTestId("contact-us-hours")).toContainText("Senin–Jumat 08.00–17.00 WIB");
  });

  test("Hubungi Kami without support contacts names no server setting and tells the admin they are not set", async ({
    page,
  }) => {
    // a server started without SUPPORT_*: its config has no contact
    await page.route("**/api/config", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.supportContacts = { whatsapp: null, phone: null, email: null, hours: null };
      await route.fulfill({ response, json: body });
    });
    await signInAt(page, "admin", "/contactus/");
    const notice = page.getByTestId("contact-us-not-configured");
    await expect(notice).toContainText("Kontak dukungan belum diatur");
    await expect(notice.getByTestId("contact-us-help")).toHaveAttribute("href", /^https?:\/\//);
    await expect(page.locator("#main-content")).not.toContainText("SUPPORT_");
  });
});

/** The right edge of the pinned action column of the first row is inside the viewport. */
async function expectActionsInView(page: Page, tableTestId: string) {
  const action = page.getByTestId(tableTestId).getByTestId("table-row").first().locator("td").last();
  await expect(action).toBeVisible();
  const box = await action.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width <= width + 1, `action column of ${tableTestId} inside ${width} px`).toBe(
    true,
  );
}

test.describe("list pages at 1440×900", () => {
  test("the action column stays on screen and notification status is visible", async ({ page }) => {
    await signInAt(page, "admin", "/master/vehicles");
    await expectActionsInView(page, "vehicles-table");
    await page.goto("/setting/notification");
    await expectActionsInView(page, "alert-rules-table");
    await page.goto("/notification/");
    const status = page
      .getByTestId("notifications-table")
      .getByTestId("table-row")
      .first()
      .locator("td")
      .nth(5);
    await expect(status).toBeVisible();
    const box = await status.boundingBox();
    expect(box && box.x + box.width <= 1440).toBe(true);
  });
});

test.describe("list pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("rows are cards: status and actions without a sideways scroll", async ({ page }) => {
    await signIn(page, "admin");
    for (const [path, testId] of [
      ["/master/vehicles", "vehicles-table"],
      ["/notification/", "notifications-table"],
      ["/setting/notification", "alert-rules-table"],
    ] as const) {
      await page.goto(path);
      const card = page.getByTestId(testId).getByTestId("table-row").first();
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${path} card inside the viewport`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("console", () => {
  /** Chromium's own GPU notices under --disable-gpu, not the app's. */
  const IGNORED = /GL Driver Message|GPU stall/;

  test("the login page, the live view and route history log no errors or warnings", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => {
      if ((message.type() === "error" || message.type() === "warning") && !IGNORED.test(message.text()))
        messages.push(`${page.url()}: ${message.text()}`);
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, "admin");
    for (const path of ["/liveview-2/", "/route/"]) {
      await page.goto(path);
      await expect(page.getByTestId("page-header").or(page.getByRole("main")).first()).toBeVisible();
      await page.waitForTimeout(1500);
    }
    expect(messages).toEqual([]);
  });
});

test.describe("unsaved changes", () => {
  test("an edited form asks before the side menu or browser back leaves it, and warns on tab close", async ({
    page,
  }) => {
    await countLeaveGuards(page);
    await signInAt(page, "admin", "/setting/");
    await page.getByTestId("settings-open-company").click();
    await expect(page).toHaveURL(/\/setting\/company$/);
    // untouched: the menu leaves at once
    await page.getByTestId("side-menu").getByTestId("menu-item-contactus").click();
    await expect(page).toHaveURL(/\/contactus\/$/);
    await page.goBack();
    const idle = page.getByTestId("company-idleTimeout");
    await expect(idle).not.toHaveValue("");
    await idle.fill("17");
    await untilLeaveIsGuarded(page);

    await page.getByTestId("side-menu").getByTestId("menu-item-contactus").click();
    const dialog = page.getByTestId("unsaved-changes");
    await expect(dialog.getByText("Perubahan yang belum disimpan akan hilang.")).toBeVisible();
    await dialog.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(page).toHaveURL(/\/setting\/company$/);
    await expect(idle).toHaveValue("17");

    await page.goBack();
    await expect(dialog.getByText("Perubahan yang belum disimpan akan hilang.")).toBeVisible();
    await dialog.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(page).toHaveURL(/\/setting\/company$/);

    const beforeUnload = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const warning = await beforeUnload;
    expect(warning.type()).toBe("beforeunload");
    await warning.dismiss();

    await page.getByTestId("side-menu").getByTestId("menu-item-contactus").click();
    await dialog.getByRole("button", { name: "Tinggalkan" }).click();
    await expect(page).toHaveURL(/\/contactus\/$/);
  });
});
