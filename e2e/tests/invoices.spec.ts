import { inflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { signInAt } from "../support/session.js";

const rupiah = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
const shown = async (page: Page, testId: string) => rupiah(await page.getByTestId(testId).textContent());
/** Round half up, as the invoice rules do (amounts here are whole and non-negative). */
const halfUp = (numerator: number, denominator: number) =>
  Math.floor((numerator * 2 + denominator) / (denominator * 2));

/** The text a pdf-lib file draws: its content streams inflated, each hex string shown with Tj decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      content = match[1] ?? "";
    }
    for (const shownText of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(shownText[1] ?? "", "hex").toString("latin1"));
    }
  }
  return texts.join("\n");
}

test("delivered orders become an invoice whose totals match the rules and whose PDF opens with them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, "admin", "/invoice/");
  // the demo's issued invoice, on a shared machine the page's first visit loads its code, texts and list
  await expect(page.getByTestId("invoices").getByTestId("table-row").first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("invoice-status-filter-ISSUED-count")).not.toHaveText("0");

  await page.getByTestId("invoice-add").click();
  const drawer = page.getByTestId("invoice-drawer");
  await drawer.getByTestId("invoice-customer").fill("PT Sinar Niaga");
  await drawer.getByTestId("invoice-find-orders").click();
  const orders = drawer.getByTestId("invoice-orders");
  // the order delivered by hand is marked: it has no proof of delivery
  await expect(orders.getByTestId("invoice-order-no-pod")).toHaveCount(1);
  const open = orders.locator("input[type=checkbox]:not([disabled])");
  await expect(open).toHaveCount(2);
  for (const box of await open.all()) await box.check();
  await expect(drawer.getByTestId("invoice-create")).toBeDisabled();
  await drawer.locator("input[data-testid^=invoice-override-]").fill("Surat jalan asli diterima di kantor");
  await drawer.getByTestId("invoice-create").click();
  await expect(drawer).toBeHidden();

  const detail = page.getByTestId("invoice-detail");
  await expect(detail.getByTestId("invoice-lines").locator("tbody tr")).toHaveCount(2);
  const subtotal = await shown(page, "invoice-subtotal");
  const ppn = await shown(page, "invoice-ppn");
  const pph23 = await shown(page, "invoice-pph23");
  const total = await shown(page, "invoice-total");
  // two trips of the customer's trip card (Rp 2.750.000), PPN 11 % and PPh 23 2 % on the subtotal
  expect(subtotal).toBe(5_500_000);
  expect(ppn).toBe(halfUp(subtotal * 11, 100));
  expect(pph23).toBe(halfUp(subtotal * 2, 100));
  expect(total).toBe(subtotal + ppn - pph23);

  await detail.getByTestId("invoice-issue").click();
  await expect(detail.getByTestId("invoice-detail-status")).toHaveText("Terbit");
  const href = await detail.getByTestId("invoice-pdf").getAttribute("href");
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(bytes);
  const number = text.match(/FAKTUR (INV\/\d{4}\/\d{2}\/\d{4})/)?.[1];
  expect(number).toBeTruthy();
  for (const amount of [subtotal, ppn, total]) {
    expect(text).toContain(`Rp ${amount.toLocaleString("id-ID")}`);
  }
  expect(text).toContain(`-Rp ${pph23.toLocaleString("id-ID")}`);
  expect(text).toContain("Tanpa POD");

  // cancelled after confirmation: its orders can be invoiced again
  await detail.getByTestId("invoice-cancel-reason").fill("Uji e2e selesai");
  await detail.getByTestId("invoice-cancel").click();
  await page.getByTestId("confirm-cancel-invoice").click();
  await expect(detail.getByTestId("invoice-detail-status")).toHaveText("Dibatalkan");
});
