import { addDays, zonedDay } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { vehicleAuditLogs } from "../fleet/index.js";

const DOCUMENT_FIELDS = `documentId type subject vehicleId licensePlate driverId driverName number issuedOn expiresOn
  reminderDays status`;
const DOCUMENTS = `query ($filter: DocumentsFilter) { documents(filter: $filter) {
  isSuccessful errorName list { ${DOCUMENT_FIELDS} } pagination { total } statusCounts { status count } } }`;
const CREATE = `mutation ($input: CreateDocumentInput!) { createDocument(input: $input) {
  isSuccessful errorName message data { ${DOCUMENT_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateDocumentInput!) { updateDocument(input: $input) {
  isSuccessful errorName message data { ${DOCUMENT_FIELDS} } } }`;
const DELETE = `mutation ($id: Int!) { deleteDocument(input: { documentId: $id }) { isSuccessful errorName } }`;
const SETTINGS = `query { documentSettings { isSuccessful data { blockAssigning rules { type validityMonths reminderDays } } } }`;
const UPDATE_SETTINGS = `mutation ($input: UpdateDocumentSettingsInput!) { updateDocumentSettings(input: $input) {
  isSuccessful errorName data { blockAssigning rules { type validityMonths reminderDays } } } }`;
const CREATE_TASK = `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) {
  isSuccessful errorName message } }`;

interface Doc {
  documentId: number;
  type: string;
  subject: string;
  vehicleId: number | null;
  licensePlate: string | null;
  driverName: string | null;
  number: string;
  issuedOn: string;
  expiresOn: string;
  reminderDays: number;
  status: string;
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

describe("documents: vehicle and driver documents", () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;
  let driverId: number;
  const today = zonedDay(new Date());

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const fleet = await call<{ data: { id: number; driver1Id: number | null }[] }>(
      admin,
      `query { vehicles { data { id driver1Id } } }`,
    );
    const last = fleet.data.at(-1);
    vehicleId = last?.id ?? 0;
    driverId = fleet.data.flatMap((vehicle) => (vehicle.driver1Id ? [vehicle.driver1Id] : [])).at(-1) ?? 0;
  });
  afterAll(() => t.close());

  it("shows the demo company's valid, expiring and expired documents, soonest first", async () => {
    const all = await call<{ list: Doc[]; statusCounts: { status: string; count: number }[] }>(
      admin,
      DOCUMENTS,
    );
    const counts = Object.fromEntries(all.statusCounts.map((row) => [row.status, row.count]));
    expect(counts).toMatchObject({ EXPIRED: 1, EXPIRING: expect.any(Number), VALID: expect.any(Number) });
    const expiring = await call<{ list: Doc[] }>(admin, DOCUMENTS, { filter: { status: "EXPIRING" } });
    expect(expiring.list.find((document) => document.type === "KIR")).toMatchObject({
      expiresOn: addDays(today, 7),
      reminderDays: 14,
    });
    const sims = await call<{ list: Doc[] }>(admin, DOCUMENTS, { filter: { subject: "DRIVER" } });
    expect(sims.list.every((document) => document.type === "SIM" && document.driverName)).toBe(true);
  });

  it("a KIR gets its six months from the type's rule, is EXPIRING within its reminder days, and a renewal replaces it", async () => {
    const created = await call<Result<Doc>>(admin, CREATE, {
      input: { type: "KIR", vehicleId, number: "BKS 9001 KIR", issuedOn: addDays(today, -176) },
    });
    expect(created.isSuccessful, created.message).toBe(true);
    expect(created.data).toMatchObject({ subject: "VEHICLE", status: "EXPIRING", reminderDays: 14 });
    const days = Math.round((Date.parse(created.data.expiresOn) - Date.parse(today)) / 86_400_000);
    expect(days).toBeGreaterThanOrEqual(3);
    expect(days).toBeLessThanOrEqual(8);
    const edited = await call<Result<Doc>>(admin, UPDATE, {
      input: {
        documentId: created.data.documentId,
        type: "KIR",
        vehicleId,
        number: "BKS 9001 KIR",
        issuedOn: addDays(today, -176),
        expiresOn: addDays(today, 3),
      },
    });
    expect(edited.data).toMatchObject({ expiresOn: addDays(today, 3), status: "EXPIRING" });

    const renewed = await call<Result<Doc>>(admin, CREATE, {
      input: { type: "KIR", vehicleId, number: "BKS 9002 KIR", issuedOn: today },
    });
    expect(renewed.data.status).toBe("VALID");
    const ofVehicle = await call<{ list: Doc[] }>(admin, DOCUMENTS, { filter: { vehicleId } });
    expect(
      ofVehicle.list.filter((document) => document.type === "KIR").map((document) => document.number),
    ).toEqual(["BKS 9002 KIR"]);
    await call<Result<Doc>>(admin, DELETE, { id: renewed.data.documentId });
    await call<Result<Doc>>(admin, DELETE, { id: created.data.documentId });

    const logs = await t.database.db
      .select({ action: vehicleAuditLogs.action, detail: vehicleAuditLogs.detail })
      .from(vehicleAuditLogs)
      .where(eq(vehicleAuditLogs.vehicleId, vehicleId));
    expect(logs.map((log) => log.action)).toEqual(
      expect.arrayContaining(["Tambah Dokumen", "Hapus Dokumen"]),
    );
    expect(logs.map((log) => log.detail)).toContain(
      `Dokumen KIR BKS 9001 KIR kendaraan ${created.data.licensePlate} ditambahkan`,
    );
  });

  it("refuses a SIM on a vehicle, an expiry before the issue day, and another company's driver", async () => {
    expect(
      await call<Result<Doc>>(admin, CREATE, {
        input: { type: "SIM", vehicleId, number: "X", issuedOn: today },
      }),
    ).toMatchObject({ isSuccessful: false, errorName: "DocumentSubjectMismatch" });
    const early = await call<Result<Doc>>(admin, CREATE, {
      input: { type: "KIR", vehicleId, number: "X", issuedOn: today, expiresOn: addDays(today, -1) },
    });
    expect(early).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(early.message).toContain("Berlaku sampai tidak boleh sebelum tanggal terbit");
    const lain = await t.login("lain");
    expect(
      await call<Result<Doc>>(lain, CREATE, {
        input: { type: "SIM", driverId, number: "X", issuedOn: today },
      }),
    ).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("company rules change the reminder days; with blocking on, a vehicle with an expired KIR gets no new fleet task", async () => {
    const settings = await call<
      Result<{ blockAssigning: boolean; rules: { type: string; validityMonths: number }[] }>
    >(admin, SETTINGS);
    expect(settings.data.blockAssigning).toBe(false);
    expect(settings.data.rules.find((rule) => rule.type === "KIR")?.validityMonths).toBe(6);

    const expired = await call<Result<Doc>>(admin, CREATE, {
      input: {
        type: "KIR",
        vehicleId,
        number: "BKS 9100 KIR",
        issuedOn: addDays(today, -200),
        expiresOn: addDays(today, -2),
      },
    });
    expect(expired.data.status).toBe("EXPIRED");
    const task = {
      vehicleId,
      driverId,
      departureTime: new Date(Date.now() + 3_600_000).toISOString(),
      stops: [{ activity: "DROP", address: { address: "Jl. Uji 1, Bekasi", lat: -6.24, lng: 107.0 } }],
    };
    // not blocked yet
    const allowed = await call<Result<null>>(admin, CREATE_TASK, { input: task });
    expect(allowed.isSuccessful, allowed.message).toBe(true);

    const updated = await call<Result<{ blockAssigning: boolean }>>(admin, UPDATE_SETTINGS, {
      input: { blockAssigning: true, rules: [{ type: "KIR", validityMonths: 6, reminderDays: 30 }] },
    });
    expect(updated.data.blockAssigning).toBe(true);
    const refused = await call<Result<null>>(admin, CREATE_TASK, { input: task });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "DocumentExpiredBlocksAssigning" });
    expect(refused.message).toContain("Kendaraan");
    expect(refused.message).toContain("KIR BKS 9100 KIR");

    // renewed: assignable again
    await call<Result<Doc>>(admin, CREATE, {
      input: { type: "KIR", vehicleId, number: "BKS 9101 KIR", issuedOn: today },
    });
    expect((await call<Result<null>>(admin, CREATE_TASK, { input: task })).isSuccessful).toBe(true);
    await call(admin, UPDATE_SETTINGS, { input: { blockAssigning: false, rules: [] } });
  });

  it("with blocking on, a driver whose SIM expired gets no new fleet task", async () => {
    const sim = await call<Result<Doc>>(admin, CREATE, {
      input: {
        type: "SIM",
        driverId,
        number: "SIM-EXP-34",
        issuedOn: addDays(today, -1830),
        expiresOn: addDays(today, -1),
      },
    });
    expect(sim.data.status).toBe("EXPIRED");
    await call(admin, UPDATE_SETTINGS, { input: { blockAssigning: true, rules: [] } });
    const task = {
      vehicleId,
      driverId,
      departureTime: new Date(Date.now() + 3_600_000).toISOString(),
      stops: [{ activity: "DROP", address: { address: "Jl. Uji 2, Bekasi", lat: -6.24, lng: 107.0 } }],
    };
    const refused = await call<Result<null>>(admin, CREATE_TASK, { input: task });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "DocumentExpiredBlocksAssigning" });
    expect(refused.message).toContain(`Pengemudi ${sim.data.driverName}`);
    expect(refused.message).toContain("SIM SIM-EXP-34");
    // a task without that driver is not held up by their SIM
    const withoutDriver = await call<Result<null>>(admin, CREATE_TASK, {
      input: { ...task, driverId: null },
    });
    expect(withoutDriver.isSuccessful, withoutDriver.message).toBe(true);

    await call<Result<Doc>>(admin, CREATE, {
      input: { type: "SIM", driverId, number: "SIM-NEW-34", issuedOn: today },
    });
    expect((await call<Result<null>>(admin, CREATE_TASK, { input: task })).isSuccessful).toBe(true);
    await call(admin, UPDATE_SETTINGS, { input: { blockAssigning: false, rules: [] } });
  });

  it("needs vehicle_docs keys for vehicles' documents and user_docs keys for SIMs", async () => {
    const vehicleReader = await t.loginAs(["vehicle_docs:read"]);
    const seen = await call<{ list: Doc[] }>(vehicleReader, DOCUMENTS, {
      filter: { pagination: { page: 1, show: 100 } },
    });
    expect(seen.list.length).toBeGreaterThan(0);
    expect(seen.list.every((document) => document.subject === "VEHICLE")).toBe(true);
    const denied = await t.graphql(vehicleReader, CREATE, {
      input: { type: "KIR", vehicleId, number: "X", issuedOn: today },
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const simWriter = await t.loginAs(["user_docs:create"]);
    const vehicleDoc = await t.graphql(simWriter, CREATE, {
      input: { type: "KIR", vehicleId, number: "X", issuedOn: today },
    });
    expect(vehicleDoc.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const none = await t.loginAs(["maintenance:read"]);
    expect((await t.graphql(none, DOCUMENTS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
