import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/resultRows.js";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users } from "../auth/index.js";
import { vehicleAuditLogs } from "../fleet/fleet.tables.js";
import { costEntries, driverAllowanceExpenses } from "./costs.tables.js";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const FIELDS = `allowanceId vehicleId licensePlate driverId driverName fleetTaskId fleetTaskCode purpose amount paidOn
  status spent expenseCount variance direction closedOn`;
const LIST = `query ($filter: DriverAllowanceFilterInput!, $pagination: PaginationInput) {
  driverAllowances(filter: $filter, pagination: $pagination) { isSuccessful errorName list { ${FIELDS} }
  pagination { total } } }`;
const DETAIL = `query ($id: Int!) { driverAllowance(input: { allowanceId: $id }) { isSuccessful errorName data {
  allowance { ${FIELDS} } expenses { expenseId kind amount receiptUrl description } } } }`;
const BALANCES = `query { driverAllowanceBalances { isSuccessful errorName data {
  driverId driverName openCount advanced spent outstanding } } }`;
const CREATE = `mutation ($input: DriverAllowanceInput!) { createDriverAllowance(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const ADD = `mutation ($input: AllowanceExpenseInput!) { addAllowanceExpense(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const REMOVE = `mutation ($id: Int!) { deleteAllowanceExpense(input: { expenseId: $id }) {
  isSuccessful errorName data { ${FIELDS} } } }`;
const SETTLE = `mutation ($id: Int!) { settleDriverAllowance(input: { allowanceId: $id }) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const CANCEL = `mutation ($id: Int!) { cancelDriverAllowance(input: { allowanceId: $id }) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const COSTS = `query ($filter: CostFilterInput!) { costEntries(filter: $filter, pagination: { page: 1, show: 100 }) {
  list { costEntryId category amount description fromAllowance } } }`;
const DELETE_COST = `mutation ($id: Int!) { deleteCostEntry(input: { costEntryId: $id }) { isSuccessful errorName } }`;

interface Allowance {
  allowanceId: number;
  status: string;
  amount: number;
  spent: number;
  expenseCount: number;
  variance: number;
  direction: string;
  driverName: string;
  fleetTaskCode: string | null;
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

const DAY = 86_400_000;

describe("driver allowances (uang jalan)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "fleetcosts-allowances-"));
  let t: TestApp;
  let admin: string;
  let lain: string;
  let vehicleId: number;
  let driverId: number;
  const now = Date.now();
  const range = { from: new Date(now - 40 * DAY).toISOString(), to: new Date(now + DAY).toISOString() };

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const give = (cookie: string, overrides: Record<string, unknown> = {}) =>
    call<Result<Allowance | null>>(cookie, CREATE, {
      input: {
        vehicleId,
        driverId,
        purpose: "Kirim ke Bandung",
        amount: 500_000,
        paidOn: new Date(now - 2 * DAY).toISOString(),
        ...overrides,
      },
    });
  const spend = (cookie: string, allowanceId: number, kind: string, amount: number, receiptUrl?: string) =>
    call<Result<Allowance | null>>(cookie, ADD, {
      input: { allowanceId, kind, amount, spentAt: new Date(now - DAY).toISOString(), receiptUrl },
    });
  const upload = (cookie: string, bytes: Buffer) =>
    t.app.inject({
      method: "POST",
      url: "/api/costs/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    admin = await t.login("admin");
    lain = await t.login("lain");
    const fleet = await call<{ data: { id: number }[] }>(admin, `query { vehicles { data { id } } }`);
    vehicleId = fleet.data[0]?.id ?? 0;
    const [driver] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "driver"));
    driverId = driver?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives an advance, takes receipts with photos, settles the variance and books the receipts as costs once", async () => {
    const given = await give(admin);
    expect(given).toMatchObject({
      isSuccessful: true,
      data: { status: "GIVEN", amount: 500_000, spent: 0, variance: 500_000, driverName: "Budi Santoso" },
    });
    const id = given.data?.allowanceId ?? 0;

    const stored = await upload(admin, PNG);
    expect(stored.statusCode).toBe(200);
    const receiptUrl = stored.json().data.url as string;
    expect((await upload(admin, Buffer.from("<svg onload=alert(1)>"))).statusCode).toBe(415);
    expect((await spend(admin, id, "fuel", 300_000, receiptUrl)).data).toMatchObject({ spent: 300_000 });
    expect((await spend(admin, id, "meal", 45_000)).data).toMatchObject({ spent: 345_000, expenseCount: 2 });
    const wrongPhoto = await spend(admin, id, "toll", 20_000, "https://evil.example/x.png");
    expect(wrongPhoto).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });

    const balances = await call<Result<{ driverId: number; outstanding: number }[]>>(admin, BALANCES);
    const before = balances.data.find((row) => row.driverId === driverId)?.outstanding ?? 0;

    const detail = await call<Result<{ expenses: { kind: string; receiptUrl: string | null }[] }>>(
      admin,
      DETAIL,
      {
        id,
      },
    );
    expect(detail.data.expenses.map((e) => [e.kind, e.receiptUrl])).toEqual([
      ["fuel", receiptUrl],
      ["meal", null],
    ]);

    expect(await call<Result<Allowance | null>>(admin, CANCEL, { id })).toMatchObject({
      isSuccessful: false,
      errorName: "AllowanceHasExpenses",
    });
    const settled = await call<Result<Allowance>>(admin, SETTLE, { id });
    expect(settled).toMatchObject({
      isSuccessful: true,
      data: { status: "SETTLED", spent: 345_000, variance: 155_000, direction: "RETURN_TO_COMPANY" },
    });
    expect(await call<Result<Allowance | null>>(admin, SETTLE, { id })).toMatchObject({
      isSuccessful: false,
      errorName: "StatusChangeNotAllowed",
    });
    expect(await spend(admin, id, "parking", 5_000)).toMatchObject({
      isSuccessful: false,
      errorName: "AllowanceClosed",
    });

    const after = await call<Result<{ driverId: number; outstanding: number }[]>>(admin, BALANCES);
    expect((after.data.find((row) => row.driverId === driverId)?.outstanding ?? 0) - before).toBe(-155_000);

    const booked = await t.database.db
      .select({ category: costEntries.category, amount: costEntries.amount })
      .from(costEntries)
      .innerJoin(driverAllowanceExpenses, eq(costEntries.allowanceExpenseId, driverAllowanceExpenses.id))
      .where(eq(driverAllowanceExpenses.allowanceId, id));
    expect(booked.map((row) => [row.category, row.amount]).sort()).toEqual([
      ["allowance", 45_000],
      ["fuel", 300_000],
    ]);
    const list = await call<{ list: { costEntryId: number; amount: number; fromAllowance: boolean }[] }>(
      admin,
      COSTS,
      {
        filter: {
          from: new Date(now - 1.5 * DAY).toISOString(),
          to: new Date(now - 0.5 * DAY).toISOString(),
          vehicleId,
        },
      },
    );
    const fromAllowance = list.list.filter((entry) => entry.fromAllowance);
    expect(fromAllowance.map((entry) => entry.amount).sort()).toEqual([300_000, 45_000].sort());
    expect(await call<Result<null>>(admin, DELETE_COST, { id: fromAllowance[0]?.costEntryId })).toMatchObject(
      {
        isSuccessful: false,
        errorName: "CostEntryFromAllowance",
      },
    );

    const audit = await t.database.db
      .select({ action: vehicleAuditLogs.action })
      .from(vehicleAuditLogs)
      .where(and(eq(vehicleAuditLogs.object, "allowance"), eq(vehicleAuditLogs.vehicleId, vehicleId)));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["Beri Uang Jalan", "Tambah Nota Uang Jalan", "Selesaikan Uang Jalan"]),
    );
  });

  it("pays the driver what the receipts spent beyond the advance", async () => {
    const id = (await give(admin, { amount: 100_000 })).data?.allowanceId ?? 0;
    await spend(admin, id, "toll", 80_000);
    await spend(admin, id, "parking", 30_000);
    expect((await call<Result<Allowance>>(admin, SETTLE, { id })).data).toMatchObject({
      variance: -10_000,
      direction: "PAY_DRIVER",
    });
  });

  it("cancels an advance without receipts; a removed receipt no longer counts", async () => {
    const id = (await give(admin, { amount: 200_000 })).data?.allowanceId ?? 0;
    const added = await spend(admin, id, "meal", 50_000);
    expect(added.data).toMatchObject({ spent: 50_000 });
    const detail = await call<Result<{ expenses: { expenseId: number }[] }>>(admin, DETAIL, { id });
    const removed = await call<Result<Allowance>>(admin, REMOVE, { id: detail.data.expenses[0]?.expenseId });
    expect(removed.data).toMatchObject({ spent: 0, expenseCount: 0 });
    const canceled = await call<Result<Allowance>>(admin, CANCEL, { id });
    expect(canceled.data).toMatchObject({ status: "CANCELED", variance: 200_000 });
    expect(await spend(admin, id, "meal", 10_000)).toMatchObject({
      isSuccessful: false,
      errorName: "AllowanceClosed",
    });
  });

  it("refuses another company's driver, vehicle or allowance, and amounts that are not whole Rupiah", async () => {
    const [other] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "lain"));
    expect(await give(admin, { driverId: other?.id })).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    expect(await give(admin, { amount: 1500.5 })).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    expect(await give(lain, {})).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const id = (await give(admin)).data?.allowanceId ?? 0;
    expect(await call<Result<null>>(lain, DETAIL, { id })).toMatchObject({
      isSuccessful: false,
      errorName: "NotFound",
    });
    expect(await call<Result<null>>(lain, SETTLE, { id })).toMatchObject({
      isSuccessful: false,
      errorName: "NotFound",
    });
    const theirs = await call<{ list: unknown[] }>(lain, LIST, { filter: range });
    expect(theirs.list).toEqual([]);
    const readOnly = await t.loginAs(["financial-record:read"]);
    const refused = await t.graphql(readOnly, SETTLE, { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await call<{ list: unknown[] }>(readOnly, LIST, { filter: range })).list.length).toBeGreaterThan(
      0,
    );
    expect((await upload(readOnly, PNG)).statusCode).toBe(403);
  });

  it("serves a receipt photo only to its company's users holding the costs key", async () => {
    const receiptUrl = (await upload(admin, PNG)).json().data.url as string;
    const fetch = (cookie?: string) =>
      t.app.inject({
        method: "GET",
        url: receiptUrl,
        headers: { [CLIENT_HEADER]: "web", ...(cookie ? { cookie } : {}) },
      });
    const mine = await fetch(admin);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect(mine.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect((await fetch(lain)).statusCode).toBe(404);
    expect((await fetch()).statusCode).toBe(401);
    const withoutCosts = await t.loginAs(["d1a-master-vehicle:read"]);
    expect((await fetch(withoutCosts)).statusCode).toBe(403);
    expect((await fetch(await t.loginAs(["financial-record:read"]))).statusCode).toBe(200);

    const id = (await give(admin)).data?.allowanceId ?? 0;
    const lainsPhoto = (await upload(lain, PNG)).json().data.url as string;
    expect(await spend(admin, id, "toll", 10_000, lainsPhoto)).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    expect((await spend(admin, id, "toll", 10_000, receiptUrl)).data).toMatchObject({ spent: 10_000 });
  });

  it("offers the vehicle's or driver's fleet tasks with their code, day and stops, searched", async () => {
    const TASKS = `query ($input: AllowanceFleetTasksInput!) { allowanceFleetTasks(input: $input) {
      isSuccessful errorName data { fleetTaskId code departureTime licensePlate driverName stopCount } } }`;
    type Task = { fleetTaskId: number; code: string; licensePlate: string | null; stopCount: number };
    const [task] = resultRows<{ id: number; vehicle_id: number; stops: number }>(
      await t.database.db.execute(
        sql`select t.id, t.vehicle_id, (select count(*) from fleet_task_stops s where s.fleet_task_id = t.id)::int as stops
          from fleet_tasks t join companies c on c.id = t.company_id
          where c.name = 'PT Armada Demo' and t.vehicle_id is not null order by t.id limit 1`,
      ),
    );
    if (!task) throw new Error("the demo company has no fleet task with a vehicle");
    const ofVehicle = await call<Result<Task[]>>(admin, TASKS, { input: { vehicleId: task.vehicle_id } });
    expect(ofVehicle.isSuccessful).toBe(true);
    const found = ofVehicle.data.find((row) => row.fleetTaskId === Number(task.id));
    expect(found).toMatchObject({ code: `FT-${String(task.id).padStart(6, "0")}`, stopCount: task.stops });
    const plates = new Set(ofVehicle.data.map((row) => row.licensePlate));
    expect(plates.size).toBe(1);
    const searched = await call<Result<Task[]>>(admin, TASKS, {
      input: { vehicleId: task.vehicle_id, search: String(task.id).padStart(6, "0") },
    });
    expect(searched.data.map((row) => row.fleetTaskId)).toEqual([Number(task.id)]);
    expect(
      (await call<Result<Task[]>>(admin, TASKS, { input: { vehicleId: task.vehicle_id, search: "zz-none" } }))
        .data,
    ).toEqual([]);
    expect(await call<Result<null>>(lain, TASKS, { input: { vehicleId: task.vehicle_id } })).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    const readOnly = await t.loginAs(["financial-record:read"]);
    expect((await t.graphql(readOnly, TASKS, { input: {} })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const given = await give(admin, { vehicleId: task.vehicle_id, fleetTaskId: Number(task.id) });
    expect(given.data?.fleetTaskCode).toBe(found?.code);
  });

  it("exports the allowances as XLSX in the caller's language", async () => {
    const query = new URLSearchParams(range);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/costs/allowances/export?${query}`,
      headers: { [CLIENT_HEADER]: "web", cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("Uang jalan");
    expect(sheet?.getRow(1).getCell(2).value).toBe("Pengemudi");
    expect(sheet?.rowCount).toBeGreaterThan(3);
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/costs/allowances/export?${query}`,
      headers: { [CLIENT_HEADER]: "web" },
    });
    expect(refused.statusCode).toBe(401);
  });
});
