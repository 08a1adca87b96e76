import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

const SCREENSHOT = fileURLToPath(new URL("../fixtures/announcement-thumbnail.png", import.meta.url));

/** The image was served to this browser's session (a refused private upload leaves it broken: no width). */
async function expectLoaded(image: Locator) {
  await expect(image).toHaveJSProperty("complete", true);
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

async function openConsole(page: Page) {
  await page.goto("/login");
  await page.getByTestId("login-username").fill("console");
  await page.getByTestId("login-password").fill("armada-demo");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/console\/$/);
  await page.getByTestId("console-tab-tickets").click();
}

test("an operator opens a ticket with a screenshot and a vehicle; the console answers; the operator sees the reply in the bell, replies and closes it; the console's bell has it", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const subject = `GPS mati ${Date.now()}`;
  const operator = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await operator.newPage();
  await signInAt(page, "operator", "/company-ticket/");
  await expect(page.getByTestId("page-header")).toContainText("Tiket Perusahaan");
  await page.getByTestId("ticket-new").click();
  const form = page.getByTestId("ticket-form");
  await form.getByTestId("ticket-subject").fill(subject);
  await form
    .getByTestId("ticket-description")
    .fill("Posisi tidak bergerak sejak pukul 06.00, mesin sudah dinyalakan ulang.");
  await form.getByTestId("ticket-vehicle").click();
  const firstVehicle = page.getByRole("option").first();
  const plate = (await firstVehicle.textContent()) ?? "";
  await firstVehicle.click();
  const chooser = page.waitForEvent("filechooser");
  await form.getByTestId("ticket-screenshot").click();
  await (await chooser).setFiles(SCREENSHOT);
  await expect(form.getByTestId("ticket-screenshot-previews").locator("img")).toHaveCount(1);
  await screenshot(page, "company-ticket-new-1440", false);
  await form.getByTestId("ticket-submit").click();

  // the new ticket's page: baru, the screenshot, the vehicle's health
  await expect(page).toHaveURL(/\/company-ticket\/\d+$/);
  const ticketId = Number(page.url().split("/").pop());
  await expect(page.getByTestId("ticket-subject-title")).toHaveText(subject);
  await expect(page.getByTestId("ticket-status").first()).toHaveText("Baru");
  await expect(page.getByTestId("ticket-attachments").locator("img")).toHaveCount(1);
  await expect(page.getByTestId("ticket-health")).toContainText(plate);
  const image = await page.request.get(
    (await page.getByTestId("ticket-attachments").locator("img").getAttribute("src")) ?? "",
  );
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  // private to the company's ticket readers and the platform team: the <img> loads with the session cookie
  expect(image.headers()["cache-control"]).toBe("private, no-store");
  await expectLoaded(page.getByTestId("ticket-attachments").locator("img"));

  // the platform console answers and asks for more
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const console_ = await staff.newPage();
  await openConsole(console_);
  const row = console_.getByTestId("console-ticket-row").filter({ hasText: subject });
  await expect(row).toContainText("PT Armada Demo");
  await row.click();
  const detail = console_.getByTestId("console-ticket-detail");
  await expect(detail.getByTestId("ticket-health")).toContainText(plate);
  await expectLoaded(detail.getByTestId("ticket-attachments").locator("img"));
  await detail.getByTestId("ticket-reply-body").fill("Mohon kirim foto lampu indikator GPS di kabin.");
  // the answer shows where the indicator is: an image stored private to the ticket's company
  const answerChooser = console_.waitForEvent("filechooser");
  await detail.getByTestId("ticket-reply-screenshot").click();
  await (await answerChooser).setFiles(SCREENSHOT);
  await expectLoaded(detail.getByTestId("ticket-reply-screenshot-previews").locator("img"));
  await detail.getByTestId("console-ticket-status").click();
  await console_.getByRole("option", { name: "Menunggu pelanggan" }).click();
  await detail.getByTestId("ticket-reply-send").click();
  await expect(console_.getByText("Jawaban terkirim ke perusahaan.")).toBeVisible();
  await expect(detail.getByTestId("ticket-message-platform")).toContainText("lampu indikator");
  await expect(detail.getByTestId("ticket-reply-screenshot-previews")).toHaveCount(0);
  await expectLoaded(detail.getByTestId("ticket-message-platform").locator("img"));
  await screenshot(console_, "company-ticket-console-1440", false);

  // the operator sees the answer, the new status and the unread mark in the list
  await page.goto("/company-ticket/");
  const listRow = page.getByTestId("ticket-row").filter({ hasText: subject });
  await expect(listRow.getByTestId("ticket-status")).toHaveText("Menunggu pelanggan");
  await expect(listRow.getByTestId("ticket-unread")).toBeVisible();
  await screenshot(page, "company-ticket-list-1440");
  // the bell has an entry for the answer; it opens the ticket
  await page.getByTestId("alert-bell").click();
  const bellEntry = page.getByTestId("alert-center-ticket").filter({ hasText: subject });
  await expect(bellEntry).toContainText("Tim Armada membalas · Menunggu pelanggan");
  await screenshot(page, "company-ticket-bell-1440", false);
  await bellEntry.click();
  await expect(page).toHaveURL(new RegExp(`/company-ticket/${ticketId}$`));
  await expect(page.getByTestId("ticket-message-platform")).toContainText("lampu indikator");
  await expectLoaded(page.getByTestId("ticket-message-platform").locator("img"));
  await page.getByTestId("ticket-reply-body").fill("Lampu hijau berkedip, merah mati.");
  await page.getByTestId("ticket-reply-send").click();
  await expect(page.getByTestId("ticket-message-company")).toContainText("Lampu hijau");
  await expect(page.getByTestId("ticket-status").first()).toHaveText("Diproses");
  await screenshot(page, "company-ticket-detail-1440");
  // the bell's entry went once the ticket was opened
  await page.getByTestId("alert-bell").click();
  await expect(page.getByTestId("alert-center-ticket").filter({ hasText: subject })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // the operator closes the ticket, after a confirmation
  await page.getByTestId("ticket-close").click();
  await page.getByTestId("ticket-close-note").fill("Sudah normal kembali, terima kasih.");
  await screenshot(page, "company-ticket-close-1440", false);
  await page.getByTestId("ticket-close-confirm").click();
  await expect(page.getByTestId("ticket-status").first()).toHaveText("Selesai");
  await expect(page.getByTestId("ticket-closed-hint")).toBeVisible();
  await expect(page.getByTestId("ticket-close")).toHaveCount(0);

  // the console's bell has the closed ticket; its entry opens it
  await console_.goto("/console/");
  await console_.getByTestId("console-bell").click();
  const consoleEntry = console_.getByTestId("console-bell-ticket").filter({ hasText: subject });
  await expect(consoleEntry).toContainText("PT Armada Demo menulis · Selesai");
  await consoleEntry.click();
  const closedDetail = console_.getByTestId("console-ticket-detail");
  await expect(closedDetail.getByTestId("ticket-status").first()).toHaveText("Selesai");
  await expect(closedDetail.getByTestId("ticket-message-company").last()).toContainText(
    "Sudah normal kembali",
  );

  // on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "company-ticket-detail-390", false);
  await page.goto("/company-ticket/");
  await expect(page.getByTestId("ticket-row").first()).toBeVisible();
  await screenshot(page, "company-ticket-list-390", false);
  await console_.setViewportSize({ width: 390, height: 844 });
  await screenshot(console_, "company-ticket-console-390", false);
  await operator.close();
  await staff.close();
});

test("a marketplace request opens a ticket the console sees as a lead", async ({ browser }) => {
  test.setTimeout(120_000);
  const note = `Untuk ${Date.now() % 1000} truk boks`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAt(page, "admin", "/marketplace/");
  await expect(page.getByTestId("page-header")).toContainText("Marketplace");
  // a module the demo company has is active, without a request button
  const routes = page.getByTestId("marketplace-item-route-optimization");
  await expect(routes.getByTestId("marketplace-active")).toBeVisible();
  await expect(routes.getByTestId("marketplace-request")).toHaveCount(0);
  await screenshot(page, "marketplace-1440");

  const fuelSensor = page.getByTestId("marketplace-item-fuel-sensor");
  await expect(fuelSensor).toContainText("Teltonika");
  await fuelSensor.getByTestId("marketplace-request").click();
  await page.getByTestId("marketplace-note").fill(note);
  await page.getByTestId("marketplace-send").click();
  await page.getByTestId("marketplace-ticket-link").click();
  await expect(page).toHaveURL(/\/company-ticket\/\d+$/);
  await expect(page.getByTestId("ticket-subject-title")).toHaveText(
    "Permintaan Marketplace: Sensor BBM kapasitif",
  );
  await expect(page.getByText(note)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/marketplace/");
  await expect(page.getByTestId("marketplace-item-fuel-sensor")).toBeVisible();
  await screenshot(page, "marketplace-390", false);

  const staff = await browser.newContext();
  const console_ = await staff.newPage();
  await openConsole(console_);
  await console_.getByTestId("console-ticket-search").fill("Sensor BBM");
  const lead = console_.getByTestId("console-ticket-row").filter({ hasText: "Sensor BBM kapasitif" }).first();
  await expect(lead).toContainText("Permintaan Marketplace");
  await context.close();
  await staff.close();
});
