import { zonedDay } from "@armada/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users } from "../auth/auth.tables.js";
import { vehicleAuditLogs, vehicles, vehicleVgroups, vgroups } from "../fleet/fleet.tables.js";

const TOTALS = `byCategory { category amount } running ownership tco distanceKm litres costPerKm tcoPerKm
  litresPer100Km kmPerLitre`;
const SUMMARY = `query ($input: TcoPeriodInput!) { tcoSummary(input: $input) { isSuccessful errorName message data {
  fleet { vehicleCount ${TOTALS} } groups { groupId name vehicleCount ${TOTALS} }
  vehicles { vehicleId licensePlate ${TOTALS} expectedKmPerLitre efficiencyRatio monthlyOwnershipCost } } } }`;
const SET = `mutation ($input: VehicleOwnershipCostInput!) { setVehicleOwnershipCost(input: $input) {
  isSuccessful errorName message data { vehicleId licensePlate monthlyCost startsOn endsOn }
  } }`;
const CREATE = `mutation ($input: CostEntryInput!) { createCostEntry(input: $input) { isSuccessful errorName } }`;

const DAY = 86_400_000;
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };
interface Totals {
  running: number;
  ownership: number;
  tco: number;
  distanceKm: number;
  costPerKm: number | null;
  tcoPerKm: number | null;
}
interface Summary {
  fleet: Totals & { vehicleCount: number };
  groups: (Totals & { groupId: number | null; name: string | null; vehicleCount: number })[];
  vehicles: (Totals & { vehicleId: number; licensePlate: string; monthlyOwnershipCost: number | null })[];
}

describe("total cost of ownership", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  let lainCompany: number;
  const ids: number[] = [];
  // a 30-day period: a month's ownership share is 30 / (365 / 12) of it
  const to = new Date(Math.floor(Date.now() / DAY) * DAY);
  const period = { from: new Date(to.getTime() - 30 * DAY).toISOString(), to: to.toISOString() };

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const summary = (cookie: string, input = period) => call<Result<Summary>>(cookie, SUMMARY, { input });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
    const db = t.database.db;
    const [user] = await db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.username, "lain"));
    lainCompany = user?.companyId ?? 0;
    for (const plate of ["B 1 TCO", "B 2 TCO", "B 3 TCO"]) {
      const [row] = await db
        .insert(vehicles)
        .values({ companyId: lainCompany, licensePlate: plate, fuelEfficiency: 5 })
        .returning({ id: vehicles.id });
      ids.push(row?.id ?? 0);
    }
    const [group] = await db
      .insert(vgroups)
      .values({ companyId: lainCompany, name: '=HYPERLINK("http://x","Grup")' })
      .returning({ id: vgroups.id });
    await db
      .insert(vehicleVgroups)
      .values(ids.slice(0, 2).map((vehicleId) => ({ vehicleId, vgroupId: group?.id ?? 0 })));
    const at = new Date(to.getTime() - 5 * DAY).toISOString();
    for (const input of [
      { vehicleId: ids[0], category: "fuel", spentAt: at, litres: 100, pricePerLitre: 7_000 },
      { vehicleId: ids[0], category: "toll", spentAt: at, amount: 300_000 },
      { vehicleId: ids[1], category: "maintenance", spentAt: at, amount: 2_000_000 },
      { vehicleId: ids[2], category: "tax", spentAt: at, amount: 500_000 },
    ])
      expect((await call<Result<null>>(lain, CREATE, { input })).isSuccessful).toBe(true);
    const run = (vehicleId: number, meters: number) =>
      db.execute(sql`insert into vehicle_activity_runs (vehicle_id, start_time, company_id, state, end_time,
        start_latitude, start_longitude, end_latitude, end_longitude, distance_meters)
        values (${vehicleId}, ${new Date(to.getTime() - 3 * DAY).toISOString()}, ${lainCompany}, 'moving',
        ${new Date(to.getTime() - 3 * DAY + 8 * 3_600_000).toISOString()}, -6.2, 106.8, -6.3, 107.1, ${meters})`);
    await run(ids[0] as number, 400_000);
    await run(ids[1] as number, 600_000);
  });
  afterAll(() => t.close());

  it("shows the demo fleet's groups and leased vehicles from the first start", async () => {
    const result = await summary(admin);
    expect(result.isSuccessful).toBe(true);
    expect(result.data.groups.map((group) => group.name)).toContain("Jakarta Utara");
    expect(result.data.fleet.ownership).toBeGreaterThan(0);
    expect(result.data.fleet.tco).toBe(result.data.fleet.running + result.data.fleet.ownership);
    expect(result.data.vehicles.filter((v) => v.monthlyOwnershipCost !== null)).toHaveLength(12);
  });

  it("sets a monthly ownership cost, validated and audited, and prorates it into the vehicle's, group's and fleet's TCO", async () => {
    const refused = await call<Result<null>>(lain, SET, { input: { vehicleId: ids[0], monthlyCost: -5 } });
    expect(refused.errorName).toBe("ValidationError");
    expect(refused.message).toContain("kesalahan format");
    const tooMuch = await call<Result<null>>(lain, SET, { input: { vehicleId: ids[0], monthlyCost: 2e9 } });
    expect(tooMuch.errorName).toBe("ValidationError");
    const saved = await call<Result<{ monthlyCost: number }>>(lain, SET, {
      input: { vehicleId: ids[0], monthlyCost: 12_166_667 },
    });
    expect(saved).toMatchObject({ isSuccessful: true, data: { vehicleId: ids[0], monthlyCost: 12_166_667 } });
    const audit = await t.database.db
      .select({ action: vehicleAuditLogs.action, newData: vehicleAuditLogs.newData })
      .from(vehicleAuditLogs)
      .where(and(eq(vehicleAuditLogs.vehicleId, ids[0] as number), eq(vehicleAuditLogs.object, "cost")));
    expect(audit).toContainEqual({
      action: "Ubah Biaya Kepemilikan",
      newData: { monthlyOwnershipCost: 12_166_667, ownershipStartsOn: null, ownershipEndsOn: null },
    });

    const { data } = await summary(lain);
    const [first, second, third] = ids.map((id) => data.vehicles.find((v) => v.vehicleId === id));
    // 12.166.667 a month over 30 days: 12.166.667 × 30 / 30,4166… = 12.000.000
    expect(first).toMatchObject({
      running: 1_000_000,
      ownership: 12_000_000,
      tco: 13_000_000,
      distanceKm: 400,
    });
    expect(first).toMatchObject({ costPerKm: 2_500, tcoPerKm: 32_500, monthlyOwnershipCost: 12_166_667 });
    expect(second).toMatchObject({ running: 2_000_000, ownership: 0, distanceKm: 600, costPerKm: 3_333 });
    expect(third).toMatchObject({ running: 500_000, distanceKm: 0, costPerKm: null, tcoPerKm: null });
    expect(data.groups).toEqual([
      expect.objectContaining({
        name: '=HYPERLINK("http://x","Grup")',
        vehicleCount: 2,
        running: 3_000_000,
        tco: 15_000_000,
        distanceKm: 1000,
        costPerKm: 3_000,
        tcoPerKm: 15_000,
      }),
      expect.objectContaining({ groupId: null, vehicleCount: 1, tco: 500_000, costPerKm: null }),
    ]);
    expect(data.fleet).toMatchObject({
      vehicleCount: 3,
      running: 3_500_000,
      ownership: 12_000_000,
      tco: 15_500_000,
    });

    await call<Result<null>>(lain, SET, { input: { vehicleId: ids[0], monthlyCost: null } });
    expect((await summary(lain)).data.fleet.ownership).toBe(0);
    await call<Result<null>>(lain, SET, { input: { vehicleId: ids[0], monthlyCost: 12_166_667 } });
  });

  it("exports the fleet, group and vehicle rows to XLSX, a group name that looks like a formula kept as text", async () => {
    const response = await t.app.inject({
      url: `/api/costs/tco/export?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`,
      headers: { "x-armada-client": "web", cookie: lain },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe("TCO");
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(["Tingkat", "Nama", "BBM (Rp)"]);
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1, 3));
    expect(rows).toEqual([
      ["Armada", "Seluruh armada"],
      ["Grup", '=HYPERLINK("http://x","Grup")'],
      ["Grup", "Tanpa grup"],
      ["Kendaraan", "B 1 TCO"],
      ["Kendaraan", "B 2 TCO"],
      ["Kendaraan", "B 3 TCO"],
    ]);
    expect(sheet.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.String);
    const tcoColumn = header.indexOf("TCO (Rp)") + 1;
    expect(sheet.getRow(2).getCell(tcoColumn).value).toBe(15_500_000);
  });

  it("asks for the financial-record keys and keeps the other company's vehicles out", async () => {
    const none = await t.loginAs(["dashboard:read"]);
    expect((await t.graphql(none, SUMMARY, { input: period })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    const reader = await t.loginAs(["financial-record:read"]);
    expect((await summary(reader)).isSuccessful).toBe(true);
    const set = await t.graphql(reader, SET, { input: { vehicleId: ids[0], monthlyCost: 1 } });
    expect(set.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const exported = await t.app.inject({
      url: `/api/costs/tco/export?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`,
      headers: { "x-armada-client": "web", cookie: none },
    });
    expect(exported.statusCode).toBe(403);
    const onOther = await call<Result<null>>(admin, SET, { input: { vehicleId: ids[0], monthlyCost: 1 } });
    expect(onOther.errorName).toBe("ValidationError");
    const demo = (await summary(admin)).data;
    expect(demo.vehicles.map((v) => v.vehicleId)).not.toContain(ids[0]);
  });

  it("refuses a period that ends before it starts or is longer than a year", async () => {
    const reversed = await summary(lain, { from: period.to, to: period.from });
    expect(reversed.errorName).toBe("ValidationError");
    const long = await summary(lain, {
      from: new Date(to.getTime() - 400 * DAY).toISOString(),
      to: period.to,
    });
    expect(long.errorName).toBe("ValidationError");
  });

  it("counts the ownership cost only from its start day to its end day, and refuses an end before the start", async () => {
    // company days (WIB) counted back from the period's end, which is 07.00 WIB
    const day = (daysBack: number) => zonedDay(new Date(to.getTime() - daysBack * DAY));
    const MONTH = (365 / 12) * DAY;
    const set = (input: Record<string, unknown>) =>
      call<Result<{ startsOn: string | null; endsOn: string | null } | null>>(lain, SET, {
        input: { vehicleId: ids[0], monthlyCost: 12_166_667, ...input },
      });
    const ownershipOfFirst = async () =>
      (await summary(lain)).data.vehicles.find((v) => v.vehicleId === ids[0])?.ownership;

    const reversed = await set({ startsOn: day(5), endsOn: day(10) });
    expect(reversed.errorName).toBe("ValidationError");
    expect(reversed.message).toContain("Berakhir pada tidak boleh sebelum tanggal mulai");

    // joined 10 days before the period's end: from that day's midnight WIB, 10 days and 7 hours
    const started = await set({ startsOn: day(10) });
    expect(started.data).toMatchObject({ startsOn: day(10), endsOn: null });
    expect(await ownershipOfFirst()).toBe(Math.round((12_166_667 * (10 * DAY + 7 * 3_600_000)) / MONTH));
    // and the lease ended 5 days before: six whole days, at Rp 400.000 a day
    await set({ startsOn: day(10), endsOn: day(5) });
    expect(await ownershipOfFirst()).toBe(2_400_000);
    const [logged] = await t.database.db
      .select({ detail: vehicleAuditLogs.detail, newData: vehicleAuditLogs.newData })
      .from(vehicleAuditLogs)
      .where(and(eq(vehicleAuditLogs.vehicleId, ids[0] as number), eq(vehicleAuditLogs.object, "cost")))
      .orderBy(desc(vehicleAuditLogs.id))
      .limit(1);
    expect(logged).toEqual({
      detail: `Rp 12.166.667/bulan sejak ${day(10)} s.d. ${day(5)} · B 1 TCO`,
      newData: { monthlyOwnershipCost: 12_166_667, ownershipStartsOn: day(10), ownershipEndsOn: day(5) },
    });
    // starting after the period, or ended before it: nothing
    await set({ startsOn: day(-1) });
    expect(await ownershipOfFirst()).toBe(0);
    await set({ endsOn: day(31) });
    expect(await ownershipOfFirst()).toBe(0);

    await set({});
    expect(await ownershipOfFirst()).toBe(12_000_000);
  });
});
