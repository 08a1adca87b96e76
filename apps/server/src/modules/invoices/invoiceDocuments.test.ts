import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { and, eq, inArray } from "drizzle-orm";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";
import { fleetTaskStopOutcomes, fleetTaskStops, stopKey } from "../deliveries/index.js";
import { invoiceLines } from "./invoices.tables.js";

/** A solid-colour RGB PNG of the size (the logo and POD images). */
function png(width: number, height: number, [r, g, b]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const WEBP = Buffer.concat([Buffer.from("RIFF\u0010\u0000\u0000\u0000WEBPVP8 ", "latin1"), Buffer.alloc(8)]);

const INVOICE_FIELDS =
  "invoiceId number status customerName pph23RatePercent pph23 lines { deliveryOrderId }";
const LIST = `query ($filter: InvoicesFilterInput) { invoices(filter: $filter) { list { ${INVOICE_FIELDS} } } }`;
const ORDERS = `query ($input: InvoiceableOrdersInput!) { invoiceableOrders(input: $input) { isSuccessful
  data { deliveryOrderId hasPod invoiceNumber } } }`;
const DRAFT = `mutation ($input: CreateInvoiceDraftInput!) { createInvoiceDraft(input: $input) { isSuccessful errorName
  data { ${INVOICE_FIELDS} } } }`;
const CANCEL = `mutation ($id: Int!) { cancelInvoice(input: { invoiceId: $id, reason: "Salah pajak" }) {
  isSuccessful } }`;
const DEFAULTS = `query ($name: String!) { invoiceCustomerDefaults(input: { customerName: $name }) { isSuccessful
  errorName data { withholdPph23 remembered } } }`;
const SET_LOGO = `mutation ($url: String) { setInvoiceLogo(input: { logoUrl: $url }) { isSuccessful errorName
  data { logoUrl } } }`;

type Result<T> = { isSuccessful: boolean; errorName: string | null; data: T };
interface Invoice {
  invoiceId: number;
  number: string | null;
  pph23RatePercent: number;
  pph23: number;
  lines: { deliveryOrderId: number }[];
}

const DAY = 86_400_000;

/** The sizes of the images a PDF holds (its image XObjects). */
async function pdfImages(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    )
    .map((image) => `${image.dict.get(PDFName.of("Width"))}x${image.dict.get(PDFName.of("Height"))}`)
    .sort();
}

async function pdfText(bytes: Uint8Array) {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/gu, " ");
  } finally {
    await parser.destroy();
  }
}

describe("invoice documents: PPh 23 per customer, the logo, the proofs of delivery", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "invoice-documents-"));
  let t: TestApp;
  let admin: string;
  let lain: string;
  let issued: Invoice;

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const pdf = async (cookie: string, id: number, query = "") => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${id}/pdf${query}`,
      headers: { [CLIENT_HEADER]: "web", cookie },
    });
    return { status: response.statusCode, bytes: new Uint8Array(response.rawPayload) };
  };
  const upload = async (cookie: string, bytes: Buffer) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/invoices/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.url as string;
  };
  const companyId = async (name: string) => {
    const [row] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, name));
    return row?.id ?? 0;
  };

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    admin = await t.login("admin");
    lain = await t.login("lain");
    const list = await call<{ list: Invoice[] }>(admin, LIST, { filter: { status: "ISSUED" } });
    if (!list.list[0]) throw new Error("demo invoice missing");
    issued = list.list[0];
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts a customer's next invoice with the PPh 23 choice of its last one, per company", async () => {
    // the demo's delivered orders of PT Sinar Niaga, of the last week
    const until = Date.now();
    const period = {
      customerName: "pt sinar niaga",
      from: new Date(until - 7 * DAY).toISOString(),
      to: new Date(until).toISOString(),
    };
    // the demo's issued invoice withheld
    expect(await call<Result<unknown>>(admin, DEFAULTS, { name: "PT Sinar Niaga" })).toMatchObject({
      data: { withholdPph23: true, remembered: true },
    });
    const orders = await call<
      Result<{ deliveryOrderId: number; hasPod: boolean; invoiceNumber: string | null }[]>
    >(admin, ORDERS, { input: period });
    const free = orders.data.find((order) => order.hasPod && !order.invoiceNumber);
    if (!free) throw new Error("no free order");
    const draftInput = { ...period, serviceType: "FTL", deliveryOrderIds: [free.deliveryOrderId] };

    const without = await call<Result<Invoice>>(admin, DRAFT, {
      input: { ...draftInput, withholdPph23: false },
    });
    expect(without.data).toMatchObject({ pph23RatePercent: 0, pph23: 0 });
    // the same customer by another spelling of its name
    expect(await call<Result<unknown>>(admin, DEFAULTS, { name: "  PT SINAR NIAGA " })).toMatchObject({
      data: { withholdPph23: false, remembered: true },
    });
    expect(await call<Result<unknown>>(lain, DEFAULTS, { name: "PT Sinar Niaga" })).toMatchObject({
      data: { withholdPph23: true, remembered: false },
    });
    expect(await call<Result<unknown>>(admin, DEFAULTS, { name: " " })).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });

    // the next draft leaves the choice out: the server takes the remembered one
    await call(admin, CANCEL, { id: without.data.invoiceId });
    const next = await call<Result<Invoice>>(admin, DRAFT, { input: draftInput });
    expect(next.data).toMatchObject({ pph23RatePercent: 0, pph23: 0 });
    await call(admin, CANCEL, { id: next.data.invoiceId });
    const withheld = await call<Result<Invoice>>(admin, DRAFT, {
      input: { ...draftInput, withholdPph23: true },
    });
    expect(withheld.data.pph23RatePercent).toBe(2);
    expect(await call<Result<unknown>>(admin, DEFAULTS, { name: "pt sinar niaga" })).toMatchObject({
      data: { withholdPph23: true, remembered: true },
    });
    await call(admin, CANCEL, { id: withheld.data.invoiceId });
  });

  it("prints the company's logo in the header, scaled, and only an upload of its own", async () => {
    const before = await pdf(admin, issued.invoiceId);
    expect(await pdfImages(before.bytes)).toEqual([]);

    const logoUrl = await upload(admin, png(360, 120, [20, 90, 160]));
    // private to the company
    const lainReads = await t.app.inject({
      method: "GET",
      url: logoUrl,
      headers: { [CLIENT_HEADER]: "web", cookie: lain },
    });
    expect(lainReads.statusCode).toBe(404);
    expect(await call<Result<null>>(lain, SET_LOGO, { url: logoUrl })).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    expect(
      await call<Result<null>>(admin, SET_LOGO, { url: logoUrl.replace(/\.png$/u, ".webp") }),
    ).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });

    expect(await call<Result<unknown>>(admin, SET_LOGO, { url: logoUrl })).toMatchObject({
      isSuccessful: true,
      data: { logoUrl },
    });
    const withLogo = await pdf(admin, issued.invoiceId);
    expect(withLogo.status).toBe(200);
    expect(await pdfImages(withLogo.bytes)).toEqual(["360x120"]);
    expect(await pdfText(withLogo.bytes)).toContain(`FAKTUR ${issued.number}`);
    // another company's invoices print no logo of this one
    const lainsLogo = await pdf(lain, issued.invoiceId);
    expect(lainsLogo.status).toBe(404);

    const removed = await call<Result<unknown>>(admin, SET_LOGO, { url: null });
    expect(removed, JSON.stringify(removed)).toMatchObject({ data: { logoUrl: null } });
    expect(await pdfImages((await pdf(admin, issued.invoiceId)).bytes)).toEqual([]);
  });

  it("appends a page per order's proof of delivery on asking: receiver, photo and signature", async () => {
    const store = t.services.uploads;
    const demo = await companyId("PT Armada Demo");
    const other = await companyId("PT Lain");
    const owned = await store.save(png(400, 300, [200, 120, 40]), {
      companyId: demo,
      readKey: "tms_order:read",
    });
    const unowned = await store.save(png(300, 100, [0, 0, 0]));
    const webp = await store.save(WEBP);
    const anothers = await store.save(png(50, 50, [255, 0, 0]), {
      companyId: other,
      readKey: "tms_order:read",
    });
    const lines = await t.database.db
      .select({ deliveryOrderId: invoiceLines.deliveryOrderId })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, issued.invoiceId))
      .orderBy(invoiceLines.id);
    const images = [
      { photoUrl: owned.url, signatureUrl: unowned.url },
      { photoUrl: webp.url, signatureUrl: anothers.url },
    ];
    for (const [index, line] of lines.entries()) {
      const stops = await t.database.db
        .select({ fleetTaskId: fleetTaskStops.fleetTaskId })
        .from(fleetTaskStops)
        .where(eq(fleetTaskStops.deliveryOrderId, line.deliveryOrderId));
      await t.database.db
        .update(fleetTaskStopOutcomes)
        .set(images[index] ?? {})
        .where(
          and(
            eq(fleetTaskStopOutcomes.companyId, demo),
            inArray(
              fleetTaskStopOutcomes.fleetTaskId,
              stops.map((stop) => stop.fleetTaskId),
            ),
            eq(
              fleetTaskStopOutcomes.stopKey,
              stopKey({
                deliveryOrderId: line.deliveryOrderId,
                activity: "DROP",
                address: "",
                lat: 0,
                lng: 0,
              }),
            ),
          ),
        );
    }

    const plain = await pdf(admin, issued.invoiceId);
    expect((await PDFDocument.load(plain.bytes)).getPageCount()).toBe(1);
    const owners = vi.spyOn(store, "ownersOf");
    const oneByOne = [vi.spyOn(store, "isCompanys"), vi.spyOn(store, "ownerOf")];
    const withProof = await pdf(admin, issued.invoiceId, "?withProof=1");
    expect(withProof.status).toBe(200);
    // the owners of all the proofs' images in one query, none looked up one by one
    expect(owners.mock.calls.map(([, urls]) => [...urls].sort())).toContainEqual(
      [owned.url, unowned.url, webp.url, anothers.url].sort(),
    );
    for (const spy of oneByOne) expect(spy).not.toHaveBeenCalled();
    for (const spy of [owners, ...oneByOne]) spy.mockRestore();
    expect((await PDFDocument.load(withProof.bytes)).getPageCount()).toBe(3);
    expect(await pdfImages(withProof.bytes)).toEqual(["300x100", "400x300"]);
    const text = await pdfText(withProof.bytes);
    expect(text).toContain("Bukti pengiriman (POD)");
    expect(text).toContain("Diterima oleh Rina (gudang)");
    expect(text).toContain("Diterima oleh Pak Joko");
    expect(text).toContain("Gambar WebP tidak dapat dimuat di PDF");
    // the signature recorded as another company's upload is not read
    expect(text).toContain("Gambar tidak tersedia.");
    expect(text).toContain("Halaman 3/3");

    expect((await pdf(admin, issued.invoiceId, "?withProof=yes")).status).toBe(400);
  });
});
