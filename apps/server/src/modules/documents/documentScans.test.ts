import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zonedDay } from "@armada/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { vehicleAuditLogs } from "../fleet/index.js";
import { uploadOwners } from "../uploads/uploads.tables.js";
import { documents } from "./documents.tables.js";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const HTML = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");

const FIELDS = "documentId type number scanUrls";
const CREATE = `mutation ($input: CreateDocumentInput!) { createDocument(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const DELETE = `mutation ($input: DocumentIdInput!) { deleteDocument(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateDocumentInput!) { updateDocument(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;

interface Doc {
  documentId: number;
  type: string;
  number: string;
  scanUrls: string[];
}
type Result = { isSuccessful: boolean; errorName: string | null; message: string; data: Doc | null };

describe("documents: scans of the paper, private to the company's document readers", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  let vehicleId: number;
  let driverId: number;
  const dataDir = mkdtempSync(join(tmpdir(), "document-scans-"));
  const today = zonedDay(new Date());

  const call = async (cookie: string, query: string, input: Record<string, unknown>) => {
    const result = await t.graphql<Record<string, Result>>(cookie, query, { input });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as Result;
  };
  const upload = (cookie: string, bytes: Buffer, contentType = "application/octet-stream") =>
    t.app.inject({
      method: "POST",
      url: "/api/documents/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie, "content-type": contentType },
      payload: bytes,
    });
  const uploaded = async (cookie: string, bytes: Buffer, contentType?: string) => {
    const response = await upload(cookie, bytes, contentType);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.url as string;
  };
  const serve = (url: string, cookie: string) =>
    t.app.inject({ method: "GET", url, headers: { [CLIENT_HEADER]: "web", cookie } });
  const kir = (scanUrls?: string[]) => ({
    type: "KIR",
    vehicleId,
    number: `KIR ${Date.now()}`,
    issuedOn: today,
    ...(scanUrls ? { scanUrls } : {}),
  });

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    admin = await t.login("admin");
    lain = await t.login("lain");
    const fleet = await t.graphql<{ vehicles: { data: { id: number; driver1Id: number | null }[] } }>(
      admin,
      `query { vehicles { data { id driver1Id } } }`,
    );
    const vehicles = fleet.data?.vehicles.data ?? [];
    vehicleId = vehicles[0]?.id ?? 0;
    driverId = vehicles.flatMap((vehicle) => (vehicle.driver1Id ? [vehicle.driver1Id] : []))[0] ?? 0;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("attaches an image and a PDF to a KIR and serves them to the company's vehicle document readers only", async () => {
    const image = await uploaded(admin, PNG, "image/png");
    const pdf = await uploaded(admin, PDF, "application/pdf");
    expect(pdf).toMatch(/\.pdf$/);
    const created = await call(admin, CREATE, kir([image, pdf]));
    expect(created.isSuccessful, created.message).toBe(true);
    expect(created.data?.scanUrls).toEqual([image, pdf]);

    const served = await serve(pdf, admin);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; object-src 'self'",
    });
    expect((await serve(image, admin)).headers["content-security-policy"]).toBe(
      "default-src 'none'; sandbox",
    );
    expect((await serve(pdf, lain)).statusCode).toBe(404);
    // attached to a vehicle's document: read with vehicle_docs:read, not with a driver documents' key
    expect((await serve(pdf, await t.loginAs(["user_docs:read"]))).statusCode).toBe(403);
    expect((await serve(image, await t.loginAs(["vehicle_docs:read"]))).statusCode).toBe(200);

    // a change without scanUrls keeps them; removing one keeps the other; the vehicle's audit log has the change
    const id = created.data?.documentId ?? 0;
    const kept = await call(admin, UPDATE, { documentId: id, ...kir(), number: "KIR ubah" });
    expect(kept.data?.scanUrls).toEqual([image, pdf]);
    const removed = await call(admin, UPDATE, { documentId: id, ...kir([pdf]), number: "KIR ubah" });
    expect(removed.data?.scanUrls).toEqual([pdf]);
    const [logged] = await t.database.db
      .select({ oldData: vehicleAuditLogs.oldData, newData: vehicleAuditLogs.newData })
      .from(vehicleAuditLogs)
      .where(and(eq(vehicleAuditLogs.vehicleId, vehicleId), eq(vehicleAuditLogs.object, "document")))
      .orderBy(desc(vehicleAuditLogs.id))
      .limit(1);
    expect(logged).toMatchObject({ oldData: { scanUrls: [image, pdf] }, newData: { scanUrls: [pdf] } });
  });

  it("a scan removed from a document, or the document deleted, is deleted from storage with its owner row", async () => {
    const fileOf = (url: string) => join(dataDir, "uploads", url.slice("/api/uploads/".length));
    const ownerRows = async (urls: string[]) =>
      (
        await t.database.db
          .select({ name: uploadOwners.name })
          .from(uploadOwners)
          .where(
            inArray(
              uploadOwners.name,
              urls.map((url) => url.slice("/api/uploads/".length)),
            ),
          )
      ).length;
    const first = await uploaded(admin, PNG);
    const second = await uploaded(admin, PDF);
    const created = await call(admin, CREATE, kir([first, second]));
    const id = created.data?.documentId ?? 0;
    expect(existsSync(fileOf(first)) && existsSync(fileOf(second))).toBe(true);

    // removing the first scan deletes its file and owner row; the second stays served
    const changed = await call(admin, UPDATE, { documentId: id, ...kir([second]) });
    expect(changed.data?.scanUrls).toEqual([second]);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(await ownerRows([first])).toBe(0);
    expect((await serve(first, admin)).statusCode).toBe(404);
    expect((await serve(second, admin)).statusCode).toBe(200);

    // another company's file pointed at by this document (written past the service) and a scan another of the
    // company's documents shows are both left alone when the document goes
    const lains = await uploaded(lain, PNG);
    const other = await call(admin, CREATE, kir([await uploaded(admin, PNG)]));
    const shared = other.data?.scanUrls[0] ?? "";
    await t.database.db
      .update(documents)
      .set({ scanUrls: [second, lains, shared] })
      .where(eq(documents.id, id));
    const deleted = await call(admin, DELETE, { documentId: id });
    expect(deleted.isSuccessful, deleted.message).toBe(true);
    expect(existsSync(fileOf(second))).toBe(false);
    expect(await ownerRows([second])).toBe(0);
    expect(existsSync(fileOf(lains))).toBe(true);
    expect(await ownerRows([lains])).toBe(1);
    expect((await serve(lains, lain)).statusCode).toBe(200);
    expect(existsSync(fileOf(shared))).toBe(true);
    expect((await serve(shared, admin)).statusCode).toBe(200);
  });

  it("a SIM's scans are read with the driver documents' key", async () => {
    const scan = await uploaded(admin, PNG);
    const created = await call(admin, CREATE, {
      type: "SIM",
      driverId,
      number: `SIM ${Date.now()}`,
      issuedOn: today,
      scanUrls: [scan],
    });
    expect(created.isSuccessful, created.message).toBe(true);
    expect((await serve(scan, await t.loginAs(["user_docs:read"]))).statusCode).toBe(200);
    expect((await serve(scan, await t.loginAs(["vehicle_docs:read"]))).statusCode).toBe(403);
  });

  it("types a file by its bytes: a PDF named as a JPEG is stored as a PDF; HTML and other types are refused", async () => {
    expect(await uploaded(admin, PDF, "image/jpeg")).toMatch(/\.pdf$/);
    expect((await upload(admin, HTML, "image/jpeg")).statusCode).toBe(415);
    expect((await upload(admin, Buffer.from("GIF89a\x01\x00\x01\x00"), "image/gif")).statusCode).toBe(415);
    expect((await upload(admin, Buffer.concat([PDF, Buffer.alloc(10_000_001)]))).statusCode).toBe(413);
    // a PDF is no announcement: the console's media route refuses it
    const console_ = await t.login("console");
    const media = await t.app.inject({
      method: "POST",
      url: "/api/console/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie: console_, "content-type": "application/octet-stream" },
      payload: PDF,
    });
    expect(media.statusCode).toBe(415);
  });

  it("uploads need a key that creates or changes documents; a document points only to its company's document scans", async () => {
    expect((await upload(await t.loginAs(["vehicle_docs:read", "user_docs:read"]), PNG)).statusCode).toBe(
      403,
    );
    expect((await upload(await t.loginAs(["user_docs:create"]), PNG)).statusCode).toBe(200);

    const lains = await uploaded(lain, PNG);
    const receipt = await t.app.inject({
      method: "POST",
      url: "/api/costs/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie: admin, "content-type": "image/png" },
      payload: PNG,
    });
    for (const scanUrls of [[lains], [receipt.json().data.url as string], ["https://example.com/kir.pdf"]]) {
      expect(await call(admin, CREATE, kir(scanUrls))).toMatchObject({
        isSuccessful: false,
        errorName: "ValidationError",
      });
    }
    const scan = await uploaded(admin, PNG);
    expect(await call(admin, CREATE, kir([scan, scan]))).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
  });
});
