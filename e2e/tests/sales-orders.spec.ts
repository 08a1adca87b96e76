import { expect, type Page, test } from "@playwright/test";
import { pickSavedAddress } from "../support/addressPicker.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

/** This run's own names: a retry or a second run never meets the first one's rows. */
const RUN = Date.now().toString(36).toUpperCase();
const CUSTOMER = `PT Uji Pesanan ${RUN}`;
const APPROVED = `Cabang Setuju ${RUN}`;
const REJECTED = `Cabang Tolak ${RUN}`;

/** This spec's sales order row (its customer is its own). */
const rowOf = (page: Page, text: string) =>
  page.getByTestId("sales-orders").getByRole("row").filter({ hasText: text });
const requestRowOf = (page: Page, text: string) =>
  page.getByTestId("delivery-requests").getByRole("row").filter({ hasText: text });

async function createRequest(page: Page, requester: string) {
  await page.getByTestId("request-add").click();
  const drawer = page.getByTestId("request-drawer");
  await drawer.getByTestId("request-kind").getByText("Cabang").click();
  await drawer.getByTestId("request-name").fill(requester);
  await drawer.getByTestId("request-phone").fill("0812 7777 1000");
  await pickSavedAddress(page, "request-origin", "Gudang", "Gudang Cikarang");
  await pickSavedAddress(page, "request-destination", "Bekasi", "Pelanggan — Summarecon Mall Bekasi");
  await drawer.getByTestId("request-item-name").fill("Palet suku cadang");
  await drawer.getByTestId("request-item-quantity").fill("2");
  await drawer.getByTestId("request-save").click();
  await expect(drawer).toBeHidden();
  await expect(requestRowOf(page, requester).getByTestId("request-status")).toHaveText("Baru");
  await expect(requestRowOf(page, requester)).toContainText("Cabang · +6281277771000");
}

test("a sales order ships in two DOs with split quantities, and delivery requests are approved or rejected", async ({
  page,
}) => {
  // a sales order through its drawer, two shipments, two requests and two viewports
  test.setTimeout(150_000);
  await signInAt(page, "admin", "/sales-order/");
  await expect(page.getByRole("heading", { name: "Pesanan Penjualan" })).toBeVisible();
  // the demo's partly shipped order
  await expect(
    page.getByTestId("sales-orders").getByTestId("so-status").filter({ hasText: "Sebagian dikirim" }).first(),
  ).toBeVisible();

  await page.getByTestId("so-add").click();
  const drawer = page.getByTestId("so-drawer");
  await drawer.getByTestId("so-customer").fill(CUSTOMER);
  await pickSavedAddress(page, "so-destination", "Kelapa", "Pelanggan — Mall Kelapa Gading");
  await drawer.getByTestId("so-consignee-phone").fill("12");
  await drawer.getByTestId("so-line-name").fill("Karton minuman");
  await drawer.getByTestId("so-line-quantity").fill("100");
  await drawer.getByTestId("so-line-unitPrice").fill("85000");
  await expect(drawer.getByTestId("so-total")).toContainText("8.500.000");
  await drawer.getByTestId("so-save").click();
  await expect(drawer.getByText("Nomor telepon Indonesia tidak valid (mis. 0812…)")).toBeVisible();
  await drawer.getByTestId("so-consignee-phone").fill("0812 7777 2000");
  await drawer.getByTestId("so-save").click();
  await expect(drawer).toBeHidden();
  const row = rowOf(page, CUSTOMER);
  await expect(row.getByTestId("so-status")).toHaveText("Draf");
  await row.getByTestId("so-actions").click();
  await page.getByTestId("so-confirm").click();
  await expect(row.getByTestId("so-status")).toHaveText("Dikonfirmasi");

  // Buat DO: 60 and 40 in two DOs; more than is left is refused before it is sent
  await row.getByTestId("so-actions").click();
  await page.getByTestId("so-ship").click();
  const ship = page.getByTestId("so-ship-drawer");
  await pickSavedAddress(page, "so-shipment-origin-0", "Gudang", "Gudang Cikarang");
  await ship.getByTestId("so-shipment-qty-0-1").fill("60");
  await ship.getByTestId("so-add-shipment").click();
  await ship.getByTestId("so-shipment-qty-1-1").fill("50");
  await expect(ship.getByTestId("so-ship-over")).toBeVisible();
  await ship.getByTestId("so-shipment-qty-1-1").fill("40");
  await expect(ship.getByTestId("so-ship-over")).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, "sales-orders-ship-desktop");
  await ship.getByTestId("so-ship-save").click();
  await expect(ship).toBeHidden();
  await expect(row.getByTestId("so-status")).toHaveText("Sebagian dikirim");
  await expect(row.getByTestId("so-lines")).toHaveText("Karton minuman: 100/100");
  await expect(row.getByTestId("so-do")).toHaveCount(2);
  await expect(row.getByTestId("so-do").first()).toContainText("Draf");
  await screenshot(page, "sales-orders-desktop");

  // the DO shows its sales order (as its shipment number) with its share of the line
  const doCode = (await row.getByTestId("so-do-code").first().textContent()) ?? "";
  await row.getByTestId("so-do-code").first().click();
  await expect(page).toHaveURL(/\/delivery\/\?search=DO-/);
  const orderRow = page.getByTestId("delivery-orders").getByRole("row").filter({ hasText: doCode });
  await expect(orderRow).toContainText(/SO-\d{6}/);
  await expect(orderRow).toContainText(CUSTOMER);

  // delivery requests: one approved into a DO, one rejected with its reason
  await page.goto("/delivery-request/");
  await expect(page.getByRole("heading", { name: "Permintaan Pengiriman" })).toBeVisible();
  await createRequest(page, APPROVED);
  await createRequest(page, REJECTED);
  const approved = requestRowOf(page, APPROVED);
  await approved.getByTestId("request-approve").click();
  await page.getByTestId("confirm-approve-request").click();
  await expect(approved.getByTestId("request-status")).toHaveText("Disetujui");
  await expect(approved.getByTestId("request-do")).toHaveText(/^DO-\d{6}$/);
  const rejected = requestRowOf(page, REJECTED);
  await rejected.getByTestId("request-reject").click();
  await page.getByTestId("request-reject-confirm").click();
  await expect(page.getByText("Tulis alasan penolakan (minimal 3 huruf).")).toBeVisible();
  await page.getByTestId("request-reject-reason").fill("Armada penuh minggu ini");
  await page.getByTestId("request-reject-confirm").click();
  await expect(rejected.getByTestId("request-status")).toHaveText("Ditolak");
  await expect(rejected.getByTestId("request-reason")).toHaveText("Armada penuh minggu ini");
  await expect(rejected.getByTestId("request-approve")).toHaveCount(0);
  await screenshot(page, "delivery-requests-desktop");

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "delivery-requests-phone");
  await page.goto("/sales-order/");
  // a phone shows the rows as cards: this run's order found by its customer
  await page.getByTestId("so-search").fill(CUSTOMER);
  await expect(page.getByTestId("sales-orders").getByTestId("so-status")).toHaveText(["Sebagian dikirim"]);
  await screenshot(page, "sales-orders-phone");
  await page.getByTestId("so-add").click();
  await expect(page.getByTestId("so-drawer").getByTestId("so-customer")).toBeVisible();
  await screenshot(page, "sales-orders-form-phone", false);
});

test("the POD settings need at least one proof and keep what is saved", async ({ page }) => {
  await signInAt(page, "admin", "/delivery/");
  await page.getByTestId("pod-settings-open").click();
  const settings = page.getByTestId("pod-settings");
  for (const field of ["photo", "signature", "receiverName"])
    await settings.getByTestId(`pod-setting-${field}`).uncheck();
  await settings.getByTestId("pod-settings-save").click();
  await expect(settings.getByTestId("pod-settings-none")).toHaveText(
    "Pilih setidaknya satu bukti pengiriman.",
  );
  await settings.getByTestId("pod-setting-photo").check();
  await settings.getByTestId("pod-setting-receiverName").check();
  await settings.getByTestId("pod-settings-save").click();
  await expect(settings).toBeHidden();
  await page.reload();
  await page.getByTestId("pod-settings-open").click();
  await expect(page.getByTestId("pod-setting-photo")).toBeChecked();
  await expect(page.getByTestId("pod-setting-signature")).not.toBeChecked();
  await expect(page.getByTestId("pod-setting-receiverName")).toBeChecked();
});
