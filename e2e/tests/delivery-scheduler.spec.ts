import { expect, test } from "@playwright/test";
import { pickSavedAddress } from "../support/addressPicker.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

const CUSTOMER = "PT Uji Jadwal E2E";

/** Next week's Monday and Thursday in WIB, "YYYY-MM-DD". */
function nextWeek() {
  const today = new Date(Date.now() + 7 * 3_600_000);
  const weekday = ((today.getUTCDay() + 6) % 7) + 1;
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { monday: day(8 - weekday), thursday: day(11 - weekday) };
}

test("a weekly delivery schedule makes next week's orders, which show on /delivery/", async ({ page }) => {
  // the page's first visit loads its code and texts, then a drawer with two address pickers
  test.setTimeout(150_000);
  await signInAt(page, "admin", "/delivery-scheduler/");
  await expect(page.getByRole("heading", { name: "Penjadwal Pengiriman" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("delivery-templates").getByTestId("table-row").first()).toBeVisible();

  await page.getByTestId("template-add").click();
  const drawer = page.getByTestId("template-drawer");
  await drawer.getByTestId("template-name").fill("Kiriman Senin & Kamis E2E");
  await drawer.getByTestId("template-customer").fill(CUSTOMER);
  await pickSavedAddress(page, "template-origin", "Gudang", "Gudang Cikarang");
  await pickSavedAddress(page, "template-destination", "Kelapa", "Pelanggan — Mall Kelapa Gading");
  // weekly: Monday is chosen, Thursday added; two weeks ahead covers all of next week
  await drawer.getByTestId("template-weekdays").locator("label").filter({ hasText: "Kam" }).click();
  await drawer.getByTestId("template-horizon").fill("14");
  await drawer.getByTestId("template-pickupStart").fill("08:00");
  await drawer.getByTestId("template-pickupEnd").fill("10:00");
  await drawer.getByTestId("template-add-item").click();
  await drawer.getByTestId("template-item-name").fill("Karton air mineral");
  await drawer.getByTestId("template-item-quantity").fill("50");
  // the vehicle and driver a route plan puts these orders with
  await drawer.getByTestId("template-default-vehicle").click();
  const vehicle = (await page.getByRole("option").first().textContent()) ?? "";
  await page.getByRole("option").first().click();
  await drawer.getByTestId("template-default-driver").click();
  const driver = (await page.getByRole("option").first().textContent()) ?? "";
  await page.getByRole("option").first().click();
  const preview = drawer.getByTestId("template-preview-day");
  await expect(preview.first()).toBeVisible();
  for (const text of await preview.allTextContents()) expect(text).toMatch(/^(Sen|Kam), /);
  await drawer.getByTestId("template-save").click();
  await expect(drawer).toBeHidden();

  // a table row on a desktop, a card on a phone
  const row = page.getByTestId("delivery-templates").getByTestId("table-row").filter({ hasText: CUSTOMER });
  await expect(row.getByTestId("template-status")).toHaveText("Aktif");
  await expect(row.getByTestId("template-schedule")).toHaveText("Setiap Sen, Kam");
  const orders = row.getByTestId("template-order");
  await expect(orders.first()).toBeVisible();
  const { monday, thursday } = nextWeek();
  const titles = await orders.evaluateAll((links) => links.map((link) => link.getAttribute("title") ?? ""));
  const codes = await orders.allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(2);
  // each order is for a Monday or Thursday, next week's both among them
  for (const title of titles) expect(title).toMatch(/^(Sen|Kam), /);
  const dayOf = (iso: string) => Number(iso.slice(8, 10));
  expect(titles.some((title) => title.startsWith(`Sen, ${dayOf(monday)} `))).toBe(true);
  expect(titles.some((title) => title.startsWith(`Kam, ${dayOf(thursday)} `))).toBe(true);

  // the edit drawer shows the default vehicle and driver saved
  await row.getByTestId("template-actions").click();
  await page.getByTestId("template-edit").click();
  await expect(drawer.getByTestId("template-default-vehicle")).toHaveValue(vehicle);
  await expect(drawer.getByTestId("template-default-driver")).toHaveValue(driver);
  await drawer.getByTestId("template-default-driver").scrollIntoViewIfNeeded();
  await screenshot(page, "delivery-scheduler-template-fleet-desktop", false);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // "generate now" makes none twice
  await row.getByTestId("template-actions").click();
  await page.getByTestId("template-generate").click();
  await expect(page.getByText("0 DO dibuat")).toBeVisible();
  await expect(orders).toHaveCount(codes.length);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, "delivery-scheduler-desktop");

  // the orders are drafts on /delivery/, one per day
  await page.goto("/delivery/");
  await page.getByTestId("order-search").fill(CUSTOMER);
  const listed = page.getByTestId("delivery-orders").getByTestId("table-row").filter({ hasText: CUSTOMER });
  await expect(listed).toHaveCount(codes.length);
  await expect(listed.getByTestId("order-status").first()).toHaveText("Draf");

  // a generated order's link opens it on /delivery/
  await page.goto("/delivery-scheduler/");
  const code = codes[0]?.split(" · ")[0] ?? "";
  await row.getByTestId("template-order").first().click();
  await expect(page).toHaveURL(/\/delivery\/\?search=DO-/);
  await expect(
    page.getByTestId("delivery-orders").getByTestId("table-row").filter({ hasText: code }),
  ).toHaveCount(1);

  // paused, then deleted after confirming; its orders stay
  await page.goto("/delivery-scheduler/");
  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByTestId("template-actions").click();
  await page.getByTestId("template-pause").click();
  await expect(row.getByTestId("template-status")).toHaveText("Dijeda");
  await screenshot(page, "delivery-scheduler-phone");
  await row.getByTestId("template-actions").click();
  await page.getByTestId("template-delete").click();
  await page.getByTestId("confirm-delete-template").click();
  await expect(row).toHaveCount(0);
  await page.goto("/delivery/");
  await page.getByTestId("order-search").fill(CUSTOMER);
  await expect(listed).toHaveCount(codes.length);
});
