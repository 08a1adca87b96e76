import { zonedDay } from "@armada/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/resultRows.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { auditEvents } from "../audit/index.js";
import { companies } from "../company/index.js";
import { safeText } from "./deliveryReportExport.js";
import { findReportedOrders } from "./deliveryReportRepository.js";

const REPORT = `query ($input: DeliveryReportInput!) { deliveryReport(input: $input) { isSuccessful errorName data {
  startDate endDate truncated delivered failed canceled onTimeRate
  perCustomer { name delivered judged onTime late rate } perDriver { name delivered } perVehicle { name delivered }
  perDay { day delivered failed canceled } } } }`;

interface Report {
  delivered: number;
  failed: number;
  canceled: number;
  onTimeRate: number | null;
  perCustomer: {
    name: string;
    delivered: number;
    judged: number;
    onTime: number;
    late: number;
    rate: number | null;
  }[];
  perDriver: { name: string; delivered: number }[];
  perVehicle: { name: string; delivered: number }[];
  perDay: { day: string; delivered: number; failed: number; canceled: number }[];
}
type Result = { isSuccessful: boolean; errorName: string | null; data: Report | null };

describe("the delivery report", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  const end = zonedDay(new Date(), "Asia/Jakarta");
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

  const report = async (cookie: string, input: Record<string, unknown>) => {
    const result = await t.graphql<{ deliveryReport: Result }>(cookie, REPORT, { input });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data?.deliveryReport as Result;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
  });
  afterAll(() => t.close());

  it("counts the demo's delivered orders per customer, driver, vehicle and day", async () => {
    const { data } = await report(admin, { startDate: start, endDate: end });
    if (!data) throw new Error("no report");
    expect(data.delivered).toBeGreaterThan(0);
    expect(data.perDay).toHaveLength(31);
    expect(data.perDay.reduce((sum, day) => sum + day.delivered, 0)).toBe(data.delivered);
    expect(data.perCustomer.reduce((sum, row) => sum + row.delivered, 0)).toBe(data.delivered);
    expect(data.perDriver.reduce((sum, row) => sum + row.delivered, 0)).toBe(data.delivered);
    expect(data.perVehicle.reduce((sum, row) => sum + row.delivered, 0)).toBe(data.delivered);
    for (const row of data.perCustomer) expect(row.onTime + row.late).toBe(row.judged);
  });

  it("dates a delivered order by its proof of delivery, not by the arrival at its drop", async () => {
    const db = t.database.db;
    const [drop] = resultRows<{
      order_id: number;
      company_id: number;
      fleet_task_id: number;
      actual_arrival: Date | string;
    }>(
      await db.execute(sql`select o.id as order_id, o.company_id, s.fleet_task_id, s.actual_arrival
        from delivery_orders o join fleet_task_stops s on s.delivery_order_id = o.id and s.activity = 'DROP'
        where o.status = 'DELIVERED' and s.actual_arrival is not null order by o.id limit 1`),
    );
    if (!drop) throw new Error("the demo has no delivered order with an arrival");
    const arrival = new Date(drop.actual_arrival);
    const proof = new Date(arrival.getTime() + 95 * 60_000);
    await db.execute(sql`delete from fleet_task_stop_outcomes
      where fleet_task_id = ${drop.fleet_task_id} and stop_key = ${`DROP:DO${drop.order_id}`}`);
    await db.execute(sql`insert into fleet_task_stop_outcomes (company_id, fleet_task_id, stop_key, outcome, receiver_name, happened_on)
      values (${drop.company_id}, ${drop.fleet_task_id}, ${`DROP:DO${drop.order_id}`}, 'DELIVERED', 'Penerima uji', ${proof.toISOString()}::timestamptz)`);
    const around = await findReportedOrders(
      db,
      drop.company_id,
      new Date(arrival.getTime() - 60_000),
      new Date(proof.getTime() + 60_000),
    );
    const endedAt = around.map((order) => order.endedAt.getTime());
    expect(endedAt).toContain(proof.getTime());
    expect(endedAt).not.toContain(arrival.getTime());
  });

  it("caps the period at 31 days and refuses one ending before it starts", async () => {
    const longer = new Date(Date.parse(`${end}T00:00:00Z`) - 31 * 86_400_000).toISOString().slice(0, 10);
    expect((await report(admin, { startDate: longer, endDate: end })).errorName).toBe("ValidationError");
    expect((await report(admin, { startDate: end, endDate: start })).errorName).toBe("ValidationError");
  });

  it("shows another company none of the demo's orders", async () => {
    const { data } = await report(lain, { startDate: start, endDate: end });
    expect(data).toMatchObject({ delivered: 0, failed: 0, canceled: 0, perCustomer: [], perDriver: [] });
  });

  it("exports the report as XLSX, a sheet per grouping and per day, its period checked", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/deliveries/report/export?startDate=${start}&endDate=${end}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(`pengiriman-${start}-${end}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Per pelanggan",
      "Per pengemudi",
      "Per kendaraan",
      "Per hari",
    ]);
    expect(workbook.getWorksheet("Per hari")?.rowCount).toBe(32);
    const bad = await t.app.inject({
      method: "GET",
      url: `/api/deliveries/report/export?startDate=${end}&endDate=${start}`,
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: "GET",
      url: `/api/deliveries/report/export?startDate=${start}&endDate=${end}`,
      headers: { cookie: lain },
    });
    const other = new ExcelJS.Workbook();
    await other.xlsx.load(foreign.rawPayload as unknown as ArrayBuffer);
    expect(other.getWorksheet("Per pelanggan")?.rowCount).toBe(1);

    // both downloads are audited exports, each in the exporter's company, with the period and the orders counted
    const recorded = await t.database.db
      .select({ company: companies.name, actorName: auditEvents.actorName, details: auditEvents.details })
      .from(auditEvents)
      .innerJoin(companies, eq(companies.id, auditEvents.companyId))
      .where(
        and(
          eq(auditEvents.action, "export.download"),
          eq(auditEvents.targetLabel, `pengiriman-${start}-${end}.xlsx`),
        ),
      )
      .orderBy(asc(auditEvents.id));
    const demo = (await report(admin, { startDate: start, endDate: end })).data;
    expect(recorded).toEqual([
      {
        company: "PT Armada Demo",
        actorName: "Admin Armada",
        details: {
          report: "deliveries",
          period: `${start} – ${end}`,
          rows: (demo?.delivered ?? 0) + (demo?.failed ?? 0) + (demo?.canceled ?? 0),
          truncated: false,
        },
      },
      {
        company: "PT Lain",
        actorName: expect.any(String),
        details: { report: "deliveries", period: `${start} – ${end}`, rows: 0, truncated: false },
      },
    ]);
  });

  it("writes a name a spreadsheet would run as a formula as text", () => {
    expect(safeText("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(safeText("@SUM")).toBe("'@SUM");
    expect(safeText("PT Sinar Niaga")).toBe("PT Sinar Niaga");
  });
});
