import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { auditEvents } from "./audit.tables.js";

const AUDIT_KEY = "c9a-setting-audit-log:read";
const VEHICLE_KEYS = ["d1a-master-vehicle:read", "d1a-master-vehicle:create", "d1a-master-vehicle:update"];
const PAGE = `query ($filter: AuditEventsFilter!) { auditEvents(filter: $filter) {
  isSuccessful errorName data { nextBefore events { id action actionLabel actorName targetType targetId targetLabel details ip } } } }`;

type Page = {
  auditEvents: {
    isSuccessful: boolean;
    errorName: string | null;
    data: {
      nextBefore: number | null;
      events: {
        id: number;
        action: string;
        actionLabel: string;
        actorName: string;
        targetLabel: string;
        details: string;
      }[];
    } | null;
  };
};

const window = (extra: Record<string, unknown> = {}) => ({
  startDate: new Date(Date.now() - 3_600_000).toISOString(),
  endDate: new Date(Date.now() + 60_000).toISOString(),
  ...extra,
});

describe("audit log", () => {
  let t: TestApp;
  let admin: string;
  let plate: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.loginAs([
      AUDIT_KEY,
      ...VEHICLE_KEYS,
      "c8a-setting-api:read",
      "c8a-setting-api:create",
      "c8a-setting-api:delete",
    ]);
    plate = `B ${1000 + Math.floor(Math.random() * 8999)} AUD`;
  });
  afterAll(() => t.close());

  const page = (cookie: string, filter: Record<string, unknown>) => t.graphql<Page>(cookie, PAGE, { filter });

  it("records a vehicle's creation and change by a real mutation, found by its plate", async () => {
    const created = await t.graphql<{ createVehicle: { data: { id: number } } }>(
      admin,
      `mutation ($plate: String!) { createVehicle(input: { licensePlate: $plate }) { isSuccessful errorName data { id } } }`,
      { plate },
    );
    const id = created.data?.createVehicle.data.id;
    expect(id).toBeGreaterThan(0);
    await t.graphql(
      admin,
      `mutation ($id: Int!) { updateVehicle(input: { id: $id, hullNo: "LB-07" }) { isSuccessful } }`,
      {
        id,
      },
    );
    const result = await page(admin, window({ search: plate }));
    expect(result.data?.auditEvents.data?.events.map((event) => event.action)).toEqual([
      "vehicle.update",
      "vehicle.create",
    ]);
    expect(result.data?.auditEvents.data?.events[0]).toMatchObject({
      targetLabel: plate,
      actionLabel: "Ubah kendaraan",
    });
    const byAction = await page(admin, window({ search: plate, action: "vehicle.create" }));
    expect(byAction.data?.auditEvents.data?.events).toHaveLength(1);
  });

  it("records sign-ins, failed ones on a known account, never the password", async () => {
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "auth.sign_in"), like(auditEvents.actorName, "user-%")))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row?.companyId).toBeGreaterThan(0);
    const username = row?.actorName ?? "";
    const failed = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { [CLIENT_HEADER]: "web" },
      payload: { username, password: "salah-sandi-rahasia" },
    });
    expect(failed.statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "auth.sign_in_failed"), eq(auditEvents.actorName, username)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("salah-sandi-rahasia");
  });

  it("never writes an API key's secret to the log", async () => {
    const created = await t.graphql<{ createApiKey: { data: { id: number; secret: string } } }>(
      admin,
      `mutation { createApiKey(input: { name: "Kunci Audit", accessKeys: ["d1a-master-vehicle:read"] }) { data { id secret } } }`,
    );
    const secret = created.data?.createApiKey.data.secret ?? "";
    expect(secret.length).toBeGreaterThan(20);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "api_key.create"),
          eq(auditEvents.targetId, String(created.data?.createApiKey.data.id)),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.targetLabel).toBe("Kunci Audit");
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("shows a company only its own entries and refuses a user without the key", async () => {
    const other = await t.loginAs([AUDIT_KEY], "PT Lain");
    const theirs = await page(other, window({ search: plate }));
    expect(theirs.data?.auditEvents.data?.events).toEqual([]);
    const operator = await t.loginAs(VEHICLE_KEYS);
    const refused = await page(operator, window());
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/audit/export?startDate=${encodeURIComponent(window().startDate)}&endDate=${encodeURIComponent(window().endDate)}`,
      headers: { cookie: operator },
    });
    expect(exported.statusCode).toBe(403);
  });

  it("refuses a window over 93 days and exports the filter's rows as XLSX", async () => {
    const tooLong = await page(admin, {
      startDate: "2026-01-01T00:00:00Z",
      endDate: "2026-04-05T00:00:00Z",
    });
    expect(tooLong.data?.auditEvents).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const filter = window({ search: plate });
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/audit/export?${new URLSearchParams(filter as Record<string, string>)}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("spreadsheetml");
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(5).value).toBe(plate);
    const recorded = await page(admin, window({ action: "export.download" }));
    expect(recorded.data?.auditEvents.data?.events.length).toBeGreaterThan(0);
  });
});
