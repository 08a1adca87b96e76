import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { vehicleAuditLogs, vehicles } from "../fleet/fleet.tables.js";
import { positions } from "../positions/positions.tables.js";

const ENTRY_FIELDS = `costEntryId vehicleId licensePlate category spentAt amount litres pricePerLitre station etollCard
  odometerKm description`;
const LIST = `query ($filter: CostFilterInput!, $pagination: PaginationInput) {
  costEntries(filter: $filter, pagination: $pagination) { isSuccessful errorName list { ${ENTRY_FIELDS} }
  pagination { total page show } } }`;
const SUMMARY = `query ($filter: CostFilterInput!) { costSummary(filter: $filter) { isSuccessful errorName data {
  fleet { total distanceKm litres costPerKm litresPer100Km kmPerLitre } byCategory { category amount }
  vehicles { vehicleId licensePlate total distanceKm litres costPerKm litresPer100Km kmPerLitre expectedKmPerLitre
  efficiencyRatio } } } }`;
const CREATE = `mutation ($input: CostEntryInput!) { createCostEntry(input: $input) {
  isSuccessful errorName message data { ${ENTRY_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateCostEntryInput!) { updateCostEntry(input: $input) {
  isSuccessful errorName message data { ${ENTRY_FIELDS} } } }`;
const DELETE = `mutation ($id: Int!) { deleteCostEntry(input: { costEntryId: $id }) { isSuccessful errorName } }`;
const FUEL = `query ($input: FuelReportInput!) { fuelReport(input: $input) { isSuccessful errorName message data {
  licensePlate capacityLitres levels { time litres } events { fuelEventId kind startTime endTime litres levelBefore
  levelAfter whileParked } consumedLitres refuelledLitres drainedLitres
  receipts { costEntryId receiptLitres detectedLitres status } } } }`;

interface Entry {
  costEntryId: number;
  vehicleId: number;
  licensePlate: string;
  category: string;
  amount: number;
  litres: number | null;
  etollCard: string | null;
  station: string | null;
  description: string | null;
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

const DAY = 86_400_000;
const MINUTE = 60_000;

describe("costs", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  let vehicleId: number;
  const now = Date.now();
  const month = { from: new Date(now - 31 * DAY).toISOString(), to: new Date(now + DAY).toISOString() };

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const create = (cookie: string, input: Record<string, unknown>) =>
    call<Result<Entry | null>>(cookie, CREATE, { input });
  const fuelInput = (overrides: Record<string, unknown> = {}) => ({
    vehicleId,
    category: "fuel",
    spentAt: new Date(now - 2 * DAY).toISOString(),
    litres: 120,
    pricePerLitre: 6_800,
    station: "SPBU 34-17105",
    odometerKm: 51_200,
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
    const fleet = await call<{ data: { id: number }[] }>(admin, `query { vehicles { data { id } } }`);
    vehicleId = fleet.data[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  it("shows the demo company's month of costs in every category, a page at a time", async () => {
    const summary = await call<Result<{ byCategory: { category: string }[]; vehicles: unknown[] }>>(
      admin,
      SUMMARY,
      {
        filter: month,
      },
    );
    expect(summary.data.byCategory.map((row) => row.category)).toEqual([
      "fuel",
      "toll",
      "allowance",
      "tax",
      "insurance",
      "fine",
    ]);
    expect(summary.data.vehicles).toHaveLength(6);
    const page = await call<{ list: Entry[]; pagination: { total: number } }>(admin, LIST, {
      filter: { ...month, category: "toll" },
      pagination: { page: 2, show: 10 },
    });
    expect(page.list).toHaveLength(10);
    expect(page.list.every((entry) => entry.category === "toll" && entry.etollCard)).toBe(true);
    expect(page.pagination.total).toBeGreaterThan(100);
  });

  it("creates, changes and deletes entries, each change in the vehicle's audit log", async () => {
    const fuel = await create(admin, fuelInput());
    expect(fuel).toMatchObject({
      isSuccessful: true,
      data: { amount: 816_000, litres: 120, station: "SPBU 34-17105" },
    });
    const id = fuel.data?.costEntryId ?? 0;
    const changed = await call<Result<Entry>>(admin, UPDATE, {
      input: { ...fuelInput(), costEntryId: id, category: "toll", amount: 45_000, etollCard: "6032 0001" },
    });
    expect(changed.data).toMatchObject({
      category: "toll",
      amount: 45_000,
      litres: null,
      station: null,
      etollCard: "6032 0001",
    });
    expect(await call<Result<null>>(admin, DELETE, { id })).toMatchObject({ isSuccessful: true });
    const gone = await call<Result<null>>(admin, DELETE, { id });
    expect(gone.errorName).toBe("NotFound");
    const audit = await t.database.db
      .select({
        action: vehicleAuditLogs.action,
        oldData: vehicleAuditLogs.oldData,
        newData: vehicleAuditLogs.newData,
      })
      .from(vehicleAuditLogs)
      .where(
        sql`${vehicleAuditLogs.object} = 'cost' and (coalesce(${vehicleAuditLogs.newData}, ${vehicleAuditLogs.oldData}) ->> 'costEntryId')::int = ${id}`,
      )
      .orderBy(vehicleAuditLogs.id);
    expect(audit.map((row) => row.action)).toEqual(["Tambah Biaya", "Ubah Biaya", "Hapus Biaya"]);
    expect(audit[1]).toMatchObject({
      oldData: { category: "fuel", amount: 816_000 },
      newData: { category: "toll" },
    });
  });

  it("refuses a fuel entry without litres and a toll without an amount, in Indonesian", async () => {
    const result = await t.graphql<{ createCostEntry: { errorName: string; message: string } }>(
      admin,
      CREATE,
      {
        input: fuelInput({ litres: null }),
      },
    );
    expect(result.data?.createCostEntry.errorName).toBe("ValidationError");
    expect(result.data?.createCostEntry.message).toContain("kesalahan format");
    const toll = await create(admin, { vehicleId, category: "toll", spentAt: new Date(now).toISOString() });
    expect(toll.errorName).toBe("ValidationError");
  });

  it("asks for the financial-record keys, one per action", async () => {
    const reader = await t.loginAs(["financial-record:read"]);
    const list = await call<{ isSuccessful: boolean; errorName: string; message: string }>(reader, LIST, {
      filter: month,
    });
    expect(list.isSuccessful).toBe(true);
    const forbidden = async (cookie: string, query: string, variables: Record<string, unknown>) =>
      (await t.graphql(cookie, query, variables)).errors?.[0]?.extensions?.code;
    expect(await forbidden(reader, CREATE, { input: fuelInput() })).toBe("FORBIDDEN");
    const none = await t.loginAs(["dashboard:read"]);
    expect(await forbidden(none, LIST, { filter: month })).toBe("FORBIDDEN");
    expect(await forbidden(none, FUEL, { input: { vehicleId, ...month } })).toBe("FORBIDDEN");
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/costs/export?from=${month.from}&to=${month.to}`,
      headers: { "x-armada-client": "web", cookie: none },
    });
    expect(exported.statusCode).toBe(403);
  });

  it("keeps another company out: its list is its own, the demo's entries cannot be changed or used", async () => {
    const mine = await call<{ list: Entry[] }>(lain, LIST, { filter: month });
    expect(mine.list).toEqual([]);
    const demoEntry = (await call<{ list: Entry[] }>(admin, LIST, { filter: month })).list[0] as Entry;
    const update = await call<Result<null>>(lain, UPDATE, {
      input: { ...fuelInput(), costEntryId: demoEntry.costEntryId },
    });
    expect(update.errorName).toBe("NotFound");
    expect((await create(lain, fuelInput())).errorName).toBe("ValidationError");
    const onDemoVehicle = { filter: { ...month, vehicleId } };
    for (const query of [LIST, SUMMARY])
      expect((await call<Result<unknown>>(lain, query, onDemoVehicle)).errorName).toBe("ValidationError");
    const exported = await t.app.inject({
      url: `/api/costs/export?from=${encodeURIComponent(month.from)}&to=${encodeURIComponent(month.to)}&vehicleId=${vehicleId}`,
      headers: { "x-armada-client": "web", cookie: lain },
    });
    expect(exported.statusCode).toBe(400);
  });

  it("gives cost per km and fuel efficiency against the vehicle's expected km per litre", async () => {
    const [vehicle] = await t.database.db
      .insert(vehicles)
      .values({
        companyId: (await companyOf(vehicleId)) as number,
        licensePlate: "B 1 EFF",
        fuelEfficiency: 5,
        fuelCapacity: 200,
      })
      .returning({ id: vehicles.id });
    const id = vehicle?.id ?? 0;
    await create(admin, fuelInput({ vehicleId: id, litres: 100, pricePerLitre: 7_000 }));
    await create(admin, {
      vehicleId: id,
      category: "toll",
      spentAt: new Date(now - DAY).toISOString(),
      amount: 300_000,
    });
    await t.database.db.execute(sql`insert into vehicle_activity_runs (vehicle_id, start_time, company_id, state,
      end_time, start_latitude, start_longitude, end_latitude, end_longitude, distance_meters)
      values (${id}, ${new Date(now - 3 * DAY).toISOString()}, ${await companyOf(id)}, 'moving',
      ${new Date(now - 3 * DAY + 8 * 3_600_000).toISOString()}, -6.2, 106.8, -6.3, 107.1, 400000)`);
    const summary = await call<Result<{ vehicles: Record<string, unknown>[] }>>(admin, SUMMARY, {
      filter: { ...month, vehicleId: id },
    });
    expect(summary.data.vehicles).toEqual([
      {
        vehicleId: id,
        licensePlate: "B 1 EFF",
        total: 1_000_000,
        distanceKm: 400,
        litres: 100,
        costPerKm: 2_500,
        litresPer100Km: 25,
        kmPerLitre: 4,
        expectedKmPerLitre: 5,
        efficiencyRatio: 0.8,
      },
    ]);
  });

  it("exports the filter's entries to an XLSX file, text that looks like a formula kept as text", async () => {
    await create(
      admin,
      fuelInput({ category: "other", amount: 1_000, description: '=HYPERLINK("http://x","klik")' }),
    );
    const filter = { ...month, vehicleId };
    const total = (await call<{ pagination: { total: number } }>(admin, LIST, { filter })).pagination.total;
    const response = await t.app.inject({
      method: "GET",
      url: `/api/costs/export?from=${encodeURIComponent(month.from)}&to=${encodeURIComponent(month.to)}&vehicleId=${vehicleId}`,
      headers: { "x-armada-client": "web", cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("Biaya");
    expect(sheet?.getRow(1).getCell(1).value).toBe("Tanggal (WIB)");
    expect(sheet?.rowCount).toBe(total + 1);
    const cells = sheet?.getColumn(10).values ?? [];
    const formulaLike = cells.find((value) => typeof value === "string" && value.startsWith("=HYPERLINK"));
    expect(formulaLike).toBe('=HYPERLINK("http://x","klik")');
  });

  it("reports the refuel and drain the fuel pass stored from the levels and flags a receipt for more than reached the tank", async () => {
    await t.database.db.update(vehicles).set({ fuelCapacity: 200 }).where(eq(vehicles.id, vehicleId));
    const companyId = (await companyOf(vehicleId)) as number;
    const start = now - 2 * DAY;
    // parked at 40 %, +50 % (100 L) in 4 minutes, parked, 30 min driving, parked, -20 % (40 L) in 5 minutes, parked
    const percents = [
      ...Array(30).fill(40),
      42,
      60,
      75,
      88,
      ...Array(30).fill(90),
      ...Array.from({ length: 30 }, (_, i) => 90 - i * 0.25 + (i % 2 ? 3 : -3)),
      ...Array(30).fill(82),
      78,
      72,
      68,
      64,
      ...Array(30).fill(62),
    ];
    const driving = (i: number) => i >= 64 && i < 94;
    await t.database.db.insert(positions).values(
      percents.map((fuel, i) => ({
        vehicleId,
        companyId,
        protocol: "osmand",
        fixTime: new Date(start + i * MINUTE),
        latitude: -6.2,
        longitude: 106.9 + (driving(i) ? (i - 63) * 0.01 : i >= 94 ? 0.31 : 0),
        speed: driving(i) ? 60 : 0,
        ignition: driving(i),
        fuel,
      })),
    );
    const receipt = await create(
      admin,
      fuelInput({ spentAt: new Date(start + 33 * MINUTE).toISOString(), litres: 200 }),
    );
    type Report = Result<{
      events: { kind: string; litres: number; whileParked: boolean }[];
      refuelledLitres: number;
      drainedLitres: number;
      consumedLitres: number;
      levels: unknown[];
      receipts: {
        costEntryId: number;
        receiptLitres: number;
        detectedLitres: number | null;
        status: string;
      }[];
    }>;
    const range = {
      vehicleId,
      from: new Date(start - MINUTE).toISOString(),
      to: new Date(start + DAY).toISOString(),
    };
    const beforePass = await call<Report>(admin, FUEL, { input: range });
    expect(beforePass.data.events).toEqual([]);
    expect(beforePass.data.receipts.find((r) => r.costEntryId === receipt.data?.costEntryId)?.status).toBe(
      "unseen",
    );
    await t.services.costs.fuelAlerts.runDue({ warn: () => undefined }, new Date(start + 6 * 60 * MINUTE));
    const report = await call<Report>(admin, FUEL, { input: range });
    expect(report.errorName).toBeNull();
    expect(report.data.events.map((e) => [e.kind, e.litres, e.whileParked])).toEqual([
      ["refuel", 100, true],
      ["drain", 40, true],
    ]);
    expect(report.data.levels).toHaveLength(percents.length);
    expect(report.data.consumedLitres).toBeCloseTo(16, 0);
    expect(report.data.receipts.find((r) => r.costEntryId === receipt.data?.costEntryId)).toEqual({
      costEntryId: receipt.data?.costEntryId,
      receiptLitres: 200,
      detectedLitres: 100,
      status: "short",
    });
    const other = await call<Result<null>>(lain, FUEL, {
      input: { vehicleId, from: new Date(start).toISOString(), to: new Date(start + DAY).toISOString() },
    });
    expect(other.errorName).toBe("ValidationError");
  });

  async function companyOf(id: number) {
    const [row] = await t.database.db
      .select({ companyId: vehicles.companyId })
      .from(vehicles)
      .where(eq(vehicles.id, id));
    return row?.companyId;
  }
});
