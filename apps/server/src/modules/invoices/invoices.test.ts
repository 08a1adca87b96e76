import { formatRupiah } from "@armada/domain";
import { and, desc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { auditEvents } from "../audit/index.js";
import { bankAccounts, companies } from "../company/company.tables.js";
import { setCompanyFeatureFlag } from "../feature-flags/featureFlagRepository.js";
import { seedDemoInvoices } from "./demoInvoices.js";
import { INVOICE_EXPORT_CAP } from "./invoiceService.js";
import { invoiceLines, invoices } from "./invoices.tables.js";

const INVOICE_FIELDS = `invoiceId number status customerName subtotal ppnBase ppn pph23 total ppnRatePercent
  pph23RatePercent pricesIncludePpn
  lines { deliveryOrderId deliveryOrderCode unit quantity unitPrice baseAmount waitingAmount extraDropAmount
  overnightAmount amount podReceiverName podTime podOverrideReason }`;
const LIST = `query ($filter: InvoicesFilterInput) { invoices(filter: $filter) { isSuccessful errorName
  list { ${INVOICE_FIELDS} } pagination { total } statusCounts { status count } } }`;
const DETAIL = `query ($id: Int!) { invoice(invoiceId: $id) { isSuccessful errorName data { ${INVOICE_FIELDS} } } }`;
const ORDERS = `query ($input: InvoiceableOrdersInput!) { invoiceableOrders(input: $input) { isSuccessful errorName
  data { deliveryOrderId code hasPod podReceiverName invoiceNumber } } }`;
const DRAFT = `mutation ($input: CreateInvoiceDraftInput!) { createInvoiceDraft(input: $input) { isSuccessful errorName
  message data { ${INVOICE_FIELDS} } } }`;
const MOVE = (name: string) =>
  `mutation ($id: Int!) { ${name}(input: { invoiceId: $id }) { isSuccessful errorName message data { status number } } }`;
const CANCEL = `mutation ($id: Int!, $reason: String!) { cancelInvoice(input: { invoiceId: $id, reason: $reason }) {
  isSuccessful errorName data { status } } }`;
const CARDS = `query { rateCards { isSuccessful list { rateCardId customerName unit price } pagination { total } } }`;
const CREATE_CARD = `mutation ($input: RateCardInput!) { createRateCard(input: $input) { isSuccessful errorName
  data { rateCardId customerName unit price extraDropPrice } } }`;
const SETTINGS_FIELDS = `invoiceAddress paymentTermsDays ppnRatePercent ppnDppNilaiLain pricesIncludePpn
  pph23RatePercent numberPrefix taxNo bankAccount`;
const SETTINGS = `query { invoiceSettings { isSuccessful errorName data { ${SETTINGS_FIELDS} } } }`;
const SAVE_SETTINGS = `mutation ($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { isSuccessful
  errorName data { ${SETTINGS_FIELDS} } } }`;
const DELETE_CARD = `mutation ($id: Int!) { deleteRateCard(input: { rateCardId: $id }) { isSuccessful errorName } }`;

interface Line {
  deliveryOrderId: number;
  unit: string;
  baseAmount: number;
  waitingAmount: number;
  extraDropAmount: number;
  amount: number;
  podReceiverName: string | null;
  podOverrideReason: string | null;
}
interface Invoice {
  invoiceId: number;
  number: string | null;
  status: string;
  subtotal: number;
  ppn: number;
  pph23: number;
  total: number;
  lines: Line[];
}
interface Order {
  deliveryOrderId: number;
  code: string;
  hasPod: boolean;
  podReceiverName: string | null;
  invoiceNumber: string | null;
}
class RolledBack extends Error {
  constructor(readonly value: unknown) {
    super("rolled back");
  }
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

const DAY = 86_400_000;

describe("invoices", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  let demoCompanyId: number;
  const now = Date.now();
  const period = {
    customerName: "pt sinar niaga",
    from: new Date(now - 7 * DAY).toISOString(),
    to: new Date(now).toISOString(),
  };

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const pdf = (cookie: string, id: number) =>
    t.app.inject({
      method: "GET",
      url: `/api/invoices/${id}/pdf`,
      headers: { [CLIENT_HEADER]: "web", cookie },
    });
  /** the PDF's text as a PDF reader extracts it */
  const pdfText = async (cookie: string, id: number) => {
    const response = await pdf(cookie, id);
    expect(response.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
    const [demo] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    demoCompanyId = demo?.id ?? 0;
  });
  afterAll(() => t.close());

  it("shows the demo company's issued invoice: a trip, an extra drop, taxes on the subtotal in whole Rupiah", async () => {
    const list = await call<{ list: Invoice[]; statusCounts: { status: string; count: number }[] }>(
      admin,
      LIST,
    );
    expect(list.statusCounts).toEqual([{ status: "ISSUED", count: 1 }]);
    const [issued] = list.list;
    expect(issued?.number).toMatch(/^INV\/\d{4}\/\d{2}\/0001$/u);
    const detail = await call<Result<Invoice>>(admin, DETAIL, { id: issued?.invoiceId });
    const [trip, extra] = detail.data.lines;
    // 2 h 40 min waiting at the first drop: one started hour beyond the two free ones
    expect(trip).toMatchObject({
      unit: "TRIP",
      baseAmount: 2_750_000,
      waitingAmount: 75_000,
      extraDropAmount: 0,
    });
    expect(extra).toMatchObject({ baseAmount: 0, extraDropAmount: 250_000, podReceiverName: "Pak Joko" });
    expect(detail.data).toMatchObject({ subtotal: 3_075_000, ppn: 338_250, pph23: 61_500, total: 3_351_750 });
  });

  it("seeds the same demo invoice whatever the hour, without an overnight charge", async () => {
    const [demo] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, "PT Armada Demo"));
    // 00:30, 17:40 and 23:30 in Jakarta
    for (const utc of ["2026-11-28T17:30:00Z", "2026-11-29T10:40:00Z", "2026-11-29T16:30:00Z"]) {
      const totals = await t.database.db
        .transaction(async (tx) => {
          await seedDemoInvoices(tx, demo?.id ?? 0, new Date(utc));
          const [seeded] = await tx
            .select({ subtotal: invoices.subtotal, total: invoices.total })
            .from(invoices)
            .orderBy(desc(invoices.id))
            .limit(1);
          throw new RolledBack(seeded);
        })
        .catch((error: unknown) => (error instanceof RolledBack ? error.value : Promise.reject(error)));
      expect(totals, utc).toEqual({ subtotal: 3_075_000, total: 3_351_750 });
    }
  });

  it("refuses an order without proof of delivery unless overridden with a reason, and an order twice", async () => {
    const orders = await call<Result<Order[]>>(admin, ORDERS, { input: period });
    expect(orders.data).toHaveLength(4);
    expect(orders.data.filter((order) => order.invoiceNumber)).toHaveLength(2);
    const open = orders.data.filter((order) => !order.invoiceNumber);
    const withPod = open.find((order) => order.hasPod);
    const withoutPod = open.find((order) => !order.hasPod);
    if (!withPod || !withoutPod) throw new Error("demo orders missing");
    const draftInput = {
      ...period,
      serviceType: "FTL",
      deliveryOrderIds: [withPod.deliveryOrderId, withoutPod.deliveryOrderId],
    };

    const refused = await call<Result<null>>(admin, DRAFT, { input: draftInput });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "PodMissing" });
    expect(refused.message).toContain(withoutPod.code);

    const reason = "Surat jalan ditandatangani, foto hilang";
    const draft = await call<Result<Invoice>>(admin, DRAFT, {
      input: { ...draftInput, podOverrides: [{ deliveryOrderId: withoutPod.deliveryOrderId, reason }] },
    });
    expect(draft).toMatchObject({ isSuccessful: true, data: { status: "DRAFT", number: null } });
    expect(
      draft.data.lines.find((line) => line.deliveryOrderId === withoutPod.deliveryOrderId),
    ).toMatchObject({
      podOverrideReason: reason,
      podReceiverName: null,
    });
    // separate trips: each a full trip
    expect(draft.data.subtotal).toBe(5_500_000);
    expect(draft.data.total).toBe(5_500_000 + 605_000 - 110_000);

    const twice = await call<Result<null>>(admin, DRAFT, {
      input: { ...draftInput, deliveryOrderIds: [withPod.deliveryOrderId] },
    });
    expect(twice).toMatchObject({ isSuccessful: false, errorName: "DeliveryOrderAlreadyInvoiced" });
    // the database refuses it too
    const [line] = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.deliveryOrderId, withPod.deliveryOrderId));
    if (!line) throw new Error("line missing");
    const { id: _id, ...copy } = line;
    await expect(t.database.db.insert(invoiceLines).values(copy)).rejects.toThrow();

    // issue, pay; a paid invoice cannot be cancelled
    const issued = await call<Result<{ status: string; number: string }>>(admin, MOVE("issueInvoice"), {
      id: draft.data.invoiceId,
    });
    // the month's second number, or its first when Jakarta's month turned since the demo's was issued
    const [demoInvoice] = (
      await call<{ list: Invoice[] }>(admin, LIST, { filter: { status: "ISSUED" } })
    ).list
      .filter((invoice) => invoice.invoiceId !== draft.data.invoiceId)
      .map((invoice) => invoice.number ?? "");
    const month = issued.data.number.slice(0, -4);
    expect(issued.data).toMatchObject({
      status: "ISSUED",
      number: `${month}${demoInvoice?.startsWith(month) ? "0002" : "0001"}`,
    });
    expect(
      await call<Result<unknown>>(admin, MOVE("issueInvoice"), { id: draft.data.invoiceId }),
    ).toMatchObject({
      errorName: "StatusChangeNotAllowed",
    });
    const cancelled = await call<Result<{ status: string }>>(admin, CANCEL, {
      id: draft.data.invoiceId,
      reason: "Salah periode",
    });
    expect(cancelled.data.status).toBe("CANCELLED");
    // cancelled: its orders can be invoiced again
    const again = await call<Result<Invoice>>(admin, DRAFT, {
      input: { ...draftInput, deliveryOrderIds: [withPod.deliveryOrderId] },
    });
    expect(again).toMatchObject({ isSuccessful: true, data: { subtotal: 2_750_000 } });
    const paid = await call<Result<{ status: string }>>(admin, MOVE("markInvoicePaid"), {
      id: again.data.invoiceId,
    });
    expect(paid.errorName).toBe("StatusChangeNotAllowed");
  });

  it("serves the invoice's PDF to its company only", async () => {
    const [invoice] = (await call<{ list: Invoice[] }>(admin, LIST, { filter: { status: "ISSUED" } })).list;
    const id = invoice?.invoiceId ?? 0;
    const response = await pdf(admin, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const parsed = await PDFDocument.load(response.rawPayload);
    expect(parsed.getTitle()).toBe(`FAKTUR ${invoice?.number}`);
    // every PDF download is an audited export of the invoice, in its company only (another's is refused unrecorded)
    const downloads = () =>
      t.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, "export.download"),
            eq(auditEvents.targetType, "invoice"),
            eq(auditEvents.targetId, String(id)),
          ),
        );
    const recorded = await downloads();
    expect(recorded.length).toBeGreaterThan(0);
    for (const entry of recorded) {
      expect(entry).toMatchObject({
        companyId: demoCompanyId,
        targetLabel: invoice?.number,
        details: { format: "pdf", status: "ISSUED" },
      });
    }

    // PT Lain: the invoice is not there; without the invoice module, Forbidden
    const [other] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, "PT Lain"));
    expect((await call<Result<null>>(lain, DETAIL, { id })).errorName).toBe("NotFound");
    expect((await call<{ list: Invoice[] }>(lain, LIST)).list).toEqual([]);
    expect((await pdf(lain, id)).statusCode).toBe(404);
    expect((await call<Result<Order[]>>(lain, ORDERS, { input: period })).data).toEqual([]);
    await setCompanyFeatureFlag(t.database.db, other?.id ?? 0, "invoiceCoreFlag", false);
    expect((await t.graphql(lain, DETAIL, { id })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await pdf(lain, id)).statusCode).toBe(403);
    await setCompanyFeatureFlag(t.database.db, other?.id ?? 0, "invoiceCoreFlag", true);
    expect(await downloads()).toHaveLength(recorded.length);
  });

  it("keeps rate cards, and exports the list to XLSX with names as text", async () => {
    const created = await call<Result<{ rateCardId: number }>>(admin, CREATE_CARD, {
      input: { customerName: '=HYPERLINK("x")', serviceType: "EXPRESS", unit: "KM", price: 8_500 },
    });
    expect(created).toMatchObject({ isSuccessful: true, data: { extraDropPrice: 0 } });
    const bad = await call<Result<null>>(admin, CREATE_CARD, {
      input: { customerName: "CV A", serviceType: "FTL", unit: "KG", price: 1.5 },
    });
    expect(bad.errorName).toBe("ValidationError");
    expect((await call<{ pagination: { total: number } }>(admin, CARDS)).pagination.total).toBe(3);
    expect(await call<Result<null>>(lain, DELETE_CARD, { id: created.data.rateCardId })).toMatchObject({
      errorName: "NotFound",
    });
    expect(await call<Result<null>>(admin, DELETE_CARD, { id: created.data.rateCardId })).toMatchObject({
      isSuccessful: true,
    });

    const exported = await t.app.inject({
      method: "GET",
      url: "/api/invoices/export?status=ISSUED",
      headers: { [CLIENT_HEADER]: "web", cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Nomor");
    expect(sheet?.getRow(2).getCell(10).value).toBe(3_351_750);
    const [recorded] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "export.download"), eq(auditEvents.targetLabel, "faktur.xlsx")));
    expect(recorded).toMatchObject({
      companyId: demoCompanyId,
      actorName: "Admin Armada",
      targetType: "export",
      details: { status: "ISSUED", rows: (sheet?.rowCount ?? 0) - 1, truncated: false },
    });
  });

  it("caps the export at the newest invoices and says so in the workbook", async () => {
    const [other] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, "PT Lain"));
    const from = new Date(now - 30 * DAY);
    await t.database.db.insert(invoices).values(
      Array.from({ length: INVOICE_EXPORT_CAP + 1 }, (_, index) => ({
        companyId: other?.id ?? 0,
        status: "CANCELLED" as const,
        customerName: `Pelanggan ${index + 1}`,
        serviceType: "FTL" as const,
        periodFrom: from,
        periodTo: from,
        ppnRateBp: 1100,
        pph23RateBp: 200,
        subtotal: 0,
        ppnBase: 0,
        ppn: 0,
        pph23: 0,
        total: 0,
      })),
    );
    const exported = await t.app.inject({
      method: "GET",
      url: "/api/invoices/export?status=CANCELLED",
      headers: { [CLIENT_HEADER]: "web", cookie: lain },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).getCell(3).value).toBe(`Pelanggan ${INVOICE_EXPORT_CAP + 1}`);
    expect(sheet?.getRow(INVOICE_EXPORT_CAP + 1).getCell(3).value).toBe("Pelanggan 2");
    expect(String(sheet?.getRow(INVOICE_EXPORT_CAP + 3).getCell(1).value)).toContain(
      "Hanya 5.000 faktur terbaru",
    );
  });

  it("taxes new drafts by the company's settings, and an issued invoice prints the figures it was issued with", async () => {
    const settingsInput = {
      invoiceAddress: "Jl. Industri Raya 7, Cikarang",
      paymentTermsDays: 14,
      ppnRatePercent: 12,
      ppnDppNilaiLain: true,
      pricesIncludePpn: true,
      pph23RatePercent: 2,
      numberPrefix: "arm",
    };
    const defaults = await call<Result<Record<string, unknown>>>(admin, SETTINGS);
    expect(defaults.data).toMatchObject({ ppnRatePercent: 12, ppnDppNilaiLain: true, numberPrefix: "INV" });
    const bad = await call<Result<null>>(admin, SAVE_SETTINGS, {
      input: { ...settingsInput, ppnRatePercent: 12.345, numberPrefix: "A/B" },
    });
    expect(bad).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const [demo] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, "PT Armada Demo"));
    const companyId = demo?.id ?? 0;
    await t.database.db
      .update(companies)
      .set({ taxNo: "01.234.567.8-901.000" })
      .where(eq(companies.id, companyId));
    await t.database.db.insert(bankAccounts).values({
      companyId,
      bankName: "BCA",
      accountNo: "1234567890",
      accountName: "PT Armada Demo",
      isDefault: true,
    });
    const saved = await call<Result<Record<string, unknown>>>(admin, SAVE_SETTINGS, { input: settingsInput });
    expect(saved.data).toMatchObject({
      numberPrefix: "ARM",
      taxNo: "01.234.567.8-901.000",
      bankAccount: "BCA 1234567890 a.n. PT Armada Demo",
    });

    // the order without proof of delivery is still free; gross prices, a customer that does not withhold
    const orders = await call<Result<Order[]>>(admin, ORDERS, { input: period });
    const free = orders.data.find((order) => !order.invoiceNumber);
    if (!free) throw new Error("no free order");
    const draft = await call<Result<Invoice & Record<string, unknown>>>(admin, DRAFT, {
      input: {
        ...period,
        serviceType: "FTL",
        deliveryOrderIds: [free.deliveryOrderId],
        podOverrides: [{ deliveryOrderId: free.deliveryOrderId, reason: "Surat jalan asli di kantor" }],
        withholdPph23: false,
      },
    });
    const gross = 2_750_000;
    // gross ÷ (1 + 12 % × 11/12) = 2 477 477.48 → 2 477 477; PPN is the rest
    expect(draft.data).toMatchObject({
      subtotal: 2_477_477,
      ppnBase: 2_271_021,
      ppn: gross - 2_477_477,
      pph23: 0,
      pph23RatePercent: 0,
      total: gross,
      pricesIncludePpn: true,
    });
    const issued = await call<Result<{ number: string }>>(admin, MOVE("issueInvoice"), {
      id: draft.data.invoiceId,
    });
    expect(issued.data.number).toMatch(/^ARM\/\d{4}\/\d{2}\/\d{4}$/u);

    // later settings change neither the issued figures nor what its PDF prints
    await call(admin, SAVE_SETTINGS, {
      input: {
        ...settingsInput,
        invoiceAddress: "Alamat baru",
        paymentTermsDays: 60,
        pricesIncludePpn: false,
      },
    });
    const text = await pdfText(admin, draft.data.invoiceId);
    expect(text).toContain(`FAKTUR ${issued.data.number}`);
    expect(text).toContain("Jl. Industri Raya 7, Cikarang");
    expect(text).not.toContain("Alamat baru");
    expect(text).toContain("NPWP 01.234.567.8-901.000");
    expect(text).toContain("BCA 1234567890 a.n. PT Armada Demo");
    expect(text).toContain("(14 hari)");
    expect(text).toContain("DPP nilai lain 11/12");
    for (const amount of [2_477_477, 2_271_021, gross - 2_477_477, gross]) {
      expect(text).toContain(formatRupiah(amount));
    }
    expect(text).not.toContain("PPh 23");
    expect(text.replace(/\s+/gu, " ")).toContain("dua juta tujuh ratus lima puluh ribu rupiah");
  });
});
