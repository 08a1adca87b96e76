import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import { terbilang } from "@armada/domain";
import { expect, type Page, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

const thumbnail = fileURLToPath(new URL("../fixtures/announcement-thumbnail.png", import.meta.url));
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

test("invoice settings, then delivered orders become an invoice whose totals match the rules and whose PDF opens with them", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, "admin", "/invoice/");
  // the demo's issued invoice, on a shared machine the page's first visit loads its code, texts and list
  await expect(page.getByTestId("invoices").getByTestId("table-row").first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("invoice-status-filter-ISSUED-count")).not.toHaveText("0");

  // the settings: today's PPN rule by default (12 % on DPP nilai lain); a wrong prefix is refused in place
  await page.getByTestId("tab-invoice-settings").click();
  const settings = page.getByTestId("invoice-settings");
  await expect(settings.getByTestId("invoice-settings-ppnRatePercent")).toHaveValue("12 %");
  await expect(settings.getByTestId("invoice-settings-dpp")).toBeChecked();
  await settings.getByTestId("invoice-settings-address").fill("Jl. Industri Raya 7, Cikarang, Bekasi");
  await settings.getByTestId("invoice-settings-terms").fill("14");
  await settings.getByTestId("invoice-settings-prefix").fill("ARM/1");
  await settings.getByTestId("invoice-settings-save").click();
  await expect(settings.getByText("tanpa garis miring")).toBeVisible();
  await settings.getByTestId("invoice-settings-prefix").fill("arm");
  await settings.getByTestId("invoice-settings-save").click();
  await expect(page.getByText("Pengaturan faktur tersimpan.")).toBeVisible();
  // the logo the PDFs print: uploaded with a preview, and removable
  await settings.locator("input[type=file]").setInputFiles(thumbnail);
  const logo = settings.getByTestId("invoice-settings-logo");
  // the private upload loads for its company
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("Logo faktur tersimpan.")).toBeVisible();
  await screenshot(page, "invoice-settings-1440");
  await settings.getByTestId("invoice-settings-logo-remove").click();
  await expect(settings.getByTestId("invoice-settings-no-logo")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(settings.getByTestId("invoice-settings-save")).toBeVisible();
  await screenshot(page, "invoice-settings-390", false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("tab", { name: "Faktur" }).click();

  await page.getByTestId("invoice-add").click();
  const drawer = page.getByTestId("invoice-drawer");
  await drawer.getByTestId("invoice-customer").fill("PT Sinar Niaga");
  await drawer.getByTestId("invoice-find-orders").click();
  // the customer's last invoice (the demo's) withheld PPh 23: the new one starts so, and says it is remembered
  await expect(drawer.getByText("Diingat dari faktur terakhir pelanggan ini")).toBeVisible();
  await expect(drawer.getByTestId("invoice-withhold-pph23")).toBeChecked();
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
  const ppnBase = await shown(page, "invoice-ppn-base");
  const ppn = await shown(page, "invoice-ppn");
  const pph23 = await shown(page, "invoice-pph23");
  const total = await shown(page, "invoice-total");
  // two trips of the customer's trip card (Rp 2.750.000), PPN 12 % on 11/12 of the subtotal, PPh 23 2 % on it
  expect(subtotal).toBe(5_500_000);
  expect(ppnBase).toBe(halfUp(subtotal * 11, 12));
  expect(ppn).toBe(halfUp(ppnBase * 12, 100));
  expect(pph23).toBe(halfUp(subtotal * 2, 100));
  expect(total).toBe(subtotal + ppn - pph23);

  await detail.getByTestId("invoice-issue").click();
  await expect(detail.getByTestId("invoice-detail-status")).toHaveText("Terbit");
  await expect(detail.getByTestId("invoice-due")).toBeVisible();
  await screenshot(page, "invoice-issued-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "invoice-issued-390", false);
  await page.setViewportSize({ width: 1440, height: 900 });
  const href = await detail.getByTestId("invoice-pdf").getAttribute("href");
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(bytes);
  const number = text.match(/FAKTUR (ARM\/\d{4}\/\d{2}\/\d{4})/)?.[1];
  expect(number).toBeTruthy();
  expect(text).toContain("Jl. Industri Raya 7, Cikarang, Bekasi");
  expect(text).toContain("(14 hari)");
  expect(text).toContain("DPP nilai lain 11/12");
  expect(text.replace(/\s+/gu, " ")).toContain(terbilang(total));
  for (const amount of [subtotal, ppnBase, ppn, total]) {
    expect(text).toContain(`Rp ${amount.toLocaleString("id-ID")}`);
  }
  expect(text).toContain(`-Rp ${pph23.toLocaleString("id-ID")}`);
  expect(text).toContain("Tanpa POD");
  // with the proofs of delivery: a page for the order delivered with one
  const withProof = await page.request.get(
    (await detail.getByTestId("invoice-pdf-with-proof").getAttribute("href")) ?? "",
  );
  expect(withProof.status()).toBe(200);
  expect(pdfText(await withProof.body())).toContain("Bukti pengiriman (POD)");

  // cancelled after confirmation: its orders can be invoiced again
  await detail.getByTestId("invoice-cancel-reason").fill("Uji e2e selesai");
  await detail.getByTestId("invoice-cancel").click();
  await page.getByTestId("confirm-cancel-invoice").click();
  await expect(detail.getByTestId("invoice-detail-status")).toHaveText("Dibatalkan");
});
