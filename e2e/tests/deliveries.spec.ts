import { expect, type Page, test } from "@playwright/test";
import { pickSavedAddress } from "../support/addressPicker.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

/** The count a status chip shows. */
const countOf = async (page: Page, testId: string) => Number(await page.getByTestId(testId).textContent());

/** This spec's orders in the list (their shipment numbers). */
const ownOrders = (page: Page) =>
  page.getByTestId("delivery-orders").getByRole("row").filter({ hasText: "SHP-E2E-" });

async function createOrder(page: Page, customer: string, shipment: string, skill?: string) {
  await page.getByTestId("order-add").click();
  const drawer = page.getByTestId("order-drawer");
  await drawer.getByTestId("order-customer").fill(customer);
  await drawer.getByTestId("order-shipment").fill(shipment);
  await pickSavedAddress(page, "order-origin", "Gudang", "Gudang Cikarang");
  await pickSavedAddress(page, "order-destination", "Kelapa", "Pelanggan — Mall Kelapa Gading");
  // the receiver's WhatsApp gets the tracking link when the task starts: an Indonesian number only
  await drawer.getByTestId("order-consignee-name").fill("Ibu Ratna");
  await drawer.getByTestId("order-consignee-phone").fill("12345");
  await drawer.getByTestId("order-add-item").click();
  await drawer.getByTestId("order-item-name").fill("Karton susu");
  await drawer.getByTestId("order-item-quantity").fill("20");
  await drawer.getByTestId("order-item-weightKg").fill("1,5");
  if (skill) {
    await drawer.getByTestId("order-requiredSkills").click();
    await page.getByRole("option", { name: skill }).click();
    await page.keyboard.press("Escape");
  }
  await drawer.getByTestId("order-save").click();
  await expect(drawer.getByText("Nomor telepon Indonesia tidak valid (mis. 0812…)")).toBeVisible();
  await drawer.getByTestId("order-consignee-phone").fill("0813 1111 2299");
  await drawer.getByTestId("order-save").click();
  await expect(drawer).toBeHidden();
  const row = page.getByTestId("delivery-orders").getByRole("row").filter({ hasText: shipment });
  await expect(row.getByTestId("order-status")).toHaveText("Draf");
  await expect(row).toContainText("30 kg");
  await expect(row.getByTestId("order-consignee")).toHaveText("Penerima: Ibu Ratna · +6281311112299");
  await row.getByTestId("order-actions").click();
  await page.getByTestId("order-confirm").click();
  await expect(row.getByTestId("order-status")).toHaveText("Dikonfirmasi");
}

test("a planner creates two delivery orders, builds a fleet task from them and sees its stops on the map", async ({
  page,
}) => {
  // two orders through the drawer, a task, its detail and two viewports: longer than one page's check
  test.setTimeout(150_000);
  await signInAt(page, "admin", "/delivery/");
  await expect(page.getByRole("heading", { name: "Delivery Order" })).toBeVisible();
  // counted per status: other specs change the demo company's orders and tasks at the same time, so the counts
  // are checked against this spec's own rows, never as totals
  await createOrder(page, "PT Uji Niaga", "SHP-E2E-1", "Lift belakang");
  await createOrder(page, "CV Uji Makmur", "SHP-E2E-2");
  await expect.poll(() => countOf(page, "order-status-filter-CONFIRMED-count")).toBeGreaterThanOrEqual(2);
  await page.getByTestId("order-status-filter").locator("label").filter({ hasText: "Dikonfirmasi" }).click();
  await expect(ownOrders(page).getByTestId("order-status")).toHaveText(["Dikonfirmasi", "Dikonfirmasi"]);
  // the skill the first order requires of its vehicle, on its detail
  await ownOrders(page).filter({ hasText: "SHP-E2E-1" }).getByTestId("order-open").click();
  await expect(page.getByTestId("order-detail-skill")).toHaveText(["Lift belakang"]);
  await page.goBack();
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, "deliveries-orders-desktop");

  await page.goto("/fleet-task/");
  await expect(page.getByRole("heading", { name: "Fleet Task" })).toBeVisible();
  await page.getByTestId("task-add").click();
  const builder = page.getByTestId("task-builder");
  await builder.getByTestId("task-vehicle").click();
  await page.getByRole("option").first().click();
  await builder.getByTestId("task-driver").click();
  await page.getByRole("option", { name: "Budi Santoso" }).click();
  const orders = builder.getByTestId("task-orders");
  await orders.locator("label").filter({ hasText: "PT Uji Niaga" }).click();
  await orders.locator("label").filter({ hasText: "CV Uji Makmur" }).click();
  await builder.getByTestId("task-create").click();

  // the new task's detail: four stops in order, on the map
  await expect(page).toHaveURL(/\/fleet-task\/\d+\/$/);
  const detail = page.getByTestId("task-detail");
  await expect(detail.getByTestId("task-detail-status")).toHaveText("Draf");
  const taskCode = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(taskCode).toMatch(/^FT-\d+$/);
  const stops = detail.getByTestId("task-stop");
  await expect(stops).toHaveCount(4);
  await expect(stops.nth(0)).toContainText("Ambil");
  await expect(stops.nth(0)).toContainText("PT Uji Niaga");
  await expect(stops.nth(3)).toContainText("Antar");
  await expect(stops.nth(3)).toContainText("CV Uji Makmur");
  await expect(detail.getByTestId("stop-visit").first()).toHaveText("Akan Dikunjungi");
  const map = detail.getByTestId("task-stops-map");
  await expect(map.locator("canvas")).toBeVisible();
  await expect(map.getByTestId("map-loading")).toBeHidden();
  await detail.getByTestId("task-SCHEDULED").click();
  await expect(detail.getByTestId("task-detail-status")).toHaveText("Dijadwalkan");
  await screenshot(page, "deliveries-task-detail-desktop");

  // in the list, with its count
  await page.goto("/fleet-task/");
  await expect.poll(() => countOf(page, "task-status-filter-SCHEDULED-count")).toBeGreaterThanOrEqual(1);
  await page.getByTestId("task-status-filter").locator("label").filter({ hasText: "Dijadwalkan" }).click();
  await expect(page.getByTestId("fleet-tasks").getByRole("row").filter({ hasText: taskCode })).toHaveCount(1);
  await screenshot(page, "deliveries-tasks-desktop");

  // the orders are now scheduled on it
  await page.goto("/delivery/");
  await page.getByTestId("order-status-filter").locator("label").filter({ hasText: "Dijadwalkan" }).click();
  await expect(ownOrders(page).getByTestId("order-status")).toHaveText(["Dijadwalkan", "Dijadwalkan"]);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "deliveries-orders-phone");
  await page.goto("/fleet-task/");
  await expect(page.getByTestId("fleet-tasks").getByTestId("task-status").first()).toBeVisible();
  await screenshot(page, "deliveries-tasks-phone");
  await page.getByTestId("fleet-tasks").getByRole("link").first().click();
  await expect(page.getByTestId("task-stops-map").locator("canvas")).toBeVisible();
  await expect(page.getByTestId("task-stops-map").getByTestId("map-loading")).toBeHidden();
  await screenshot(page, "deliveries-task-detail-phone");
  await page.goto("/delivery/");
  await page.getByTestId("order-add").click();
  await expect(page.getByTestId("order-drawer").getByTestId("order-customer")).toBeVisible();
  await screenshot(page, "deliveries-order-form-phone", false);
});
