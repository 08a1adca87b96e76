import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertParkedFuelChange } from "../../testing/parkedFuelChange.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { vehicleAuditLogs, vehicles } from "../fleet/fleet.tables.js";
import { fuelEvents } from "./costs.tables.js";

const GET = `query ($vehicleId: Int!) { fuelCalibration(input: { vehicleId: $vehicleId }) { isSuccessful errorName
  data { vehicleId licensePlate capacityLitres points { sensor litres } updatedOn } } }`;
const SAVE = `mutation ($input: FuelCalibrationInput!) { saveFuelCalibration(input: $input) { isSuccessful errorName
  message errorCode data { points { sensor litres } } } }`;
const DELETE = `mutation ($vehicleId: Int!) { deleteFuelCalibration(input: { vehicleId: $vehicleId }) {
  isSuccessful errorName data { points { sensor litres } } } }`;
const REPORT = `query ($input: FuelReportInput!) { fuelReport(input: $input) { isSuccessful errorName data {
  levels { litres } events { kind litres levelBefore levelAfter } } } }`;

const MINUTE = 60_000;
/** A tank whose lower half holds less than its upper half: 40 % of the sensor is only 50 L of 200 L. */
const TABLE = [
  { sensor: 0, litres: 0 },
  { sensor: 40, litres: 50 },
  { sensor: 100, litres: 200 },
];

type Envelope<T> = { isSuccessful: boolean; errorName: string | null; message?: string; data: T };

describe("tank calibration", () => {
  let t: TestApp;
  let vehicle: { companyId: number; vehicleId: number; deviceId: number };
  let editor: string;
  const now = new Date();

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown>) => {
    const result = await t.graphql<Record<string, Envelope<T>>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as Envelope<T>;
  };
  const save = (cookie: string, calibrationPoints: unknown[], language?: string) =>
    t.graphql<{ saveFuelCalibration: Envelope<{ points: unknown[] } | null> & { errorCode: string } }>(
      cookie,
      SAVE,
      { input: { vehicleId: vehicle.vehicleId, calibrationPoints } },
      language ? { "accept-language": language } : undefined,
    );

  const calibrationAudits = () =>
    t.database.db
      .select()
      .from(vehicleAuditLogs)
      .where(
        and(
          eq(vehicleAuditLogs.vehicleId, vehicle.vehicleId),
          eq(vehicleAuditLogs.object, "fuelCalibration"),
        ),
      );

  beforeAll(async () => {
    t = await startTestApp();
    vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "359710040000341",
      licensePlate: "B 3410 KAL",
    });
    editor = await t.loginAs([
      "d1a-master-vehicle:read",
      "d1a-master-vehicle:update",
      "financial-record:read",
    ]);
  });
  afterAll(() => t.close());

  it("needs the tank's capacity first, and the vehicle keys to read and change", async () => {
    const refused = await save(editor, TABLE);
    expect(refused.data?.saveFuelCalibration).toMatchObject({
      isSuccessful: false,
      errorName: "FuelCalibrationNeedsCapacity",
    });
    expect(refused.data?.saveFuelCalibration.message).toContain("B 3410 KAL");
    const reader = await t.loginAs(["d1a-master-vehicle:read"]);
    expect((await save(reader, TABLE)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const costsOnly = await t.loginAs(["financial-record:read"]);
    const unread = await t.graphql(costsOnly, GET, { vehicleId: vehicle.vehicleId });
    expect(unread.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const linear = await call<{ points: unknown[]; capacityLitres: number | null }>(reader, GET, {
      vehicleId: vehicle.vehicleId,
    });
    expect(linear.data).toMatchObject({ points: [], capacityLitres: null });
  });

  it("refuses a table that is not monotonic or goes past the tank, on the row, in Indonesian", async () => {
    await t.database.db.update(vehicles).set({ fuelCapacity: 200 }).where(eq(vehicles.id, vehicle.vehicleId));
    const decreasing = await save(editor, [
      { sensor: 0, litres: 0 },
      { sensor: 50, litres: 120 },
      { sensor: 70, litres: 110 },
    ]);
    expect(decreasing.data?.saveFuelCalibration).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    expect(decreasing.data?.saveFuelCalibration.message).toContain(
      "Liter tidak boleh lebih kecil dari baris sebelumnya",
    );
    const sensorBack = await save(editor, [
      { sensor: 0, litres: 0 },
      { sensor: 60, litres: 120 },
      { sensor: 60, litres: 130 },
    ]);
    expect(sensorBack.data?.saveFuelCalibration.message).toContain(
      "Pembacaan sensor harus lebih besar dari baris sebelumnya",
    );
    const tooMuch = await save(
      editor,
      [
        { sensor: 0, litres: 0 },
        { sensor: 100, litres: 260 },
      ],
      "en",
    );
    expect(tooMuch.data?.saveFuelCalibration.message).toContain(
      "exceeds the tank's capacity (at most 220 L)",
    );
    const oneRow = await save(editor, [{ sensor: 0, litres: 0 }]);
    expect(oneRow.data?.saveFuelCalibration.errorName).toBe("ValidationError");
    expect(
      (await call<{ points: unknown[] }>(editor, GET, { vehicleId: vehicle.vehicleId })).data.points,
    ).toEqual([]);
  });

  it("stores a valid table with an audit entry, and the fuel pass and report read the levels through it", async () => {
    const saved = await save(editor, TABLE);
    expect(saved.data?.saveFuelCalibration).toMatchObject({ isSuccessful: true, data: { points: TABLE } });
    const [audit] = await calibrationAudits();
    expect(audit).toMatchObject({
      action: "Ubah Kalibrasi Tangki",
      oldData: null,
      newData: { points: TABLE },
    });

    // parked at sensor 80 (150 L through the table, 160 L if linear), siphoned to sensor 40 (50 L; linear 80 L)
    const start = await insertParkedFuelChange(t.database.db, vehicle, now, 80, 40);
    await t.services.costs.fuelAlerts.runDue({ warn: () => undefined }, now);
    const [drain] = await t.database.db
      .select()
      .from(fuelEvents)
      .where(eq(fuelEvents.vehicleId, vehicle.vehicleId));
    expect(drain).toMatchObject({ kind: "drain", levelBefore: 150, levelAfter: 50, litres: 100 });

    const report = await call<{ levels: { litres: number }[]; events: { kind: string; litres: number }[] }>(
      editor,
      REPORT,
      {
        input: {
          vehicleId: vehicle.vehicleId,
          from: new Date(start - MINUTE).toISOString(),
          to: now.toISOString(),
        },
      },
    );
    expect(report.data.levels[0]?.litres).toBe(150);
    expect(report.data.levels.at(-1)?.litres).toBe(50);
    expect(report.data.events).toEqual([{ kind: "drain", litres: 100, levelBefore: 150, levelAfter: 50 }]);
  });

  it("removes the table (linear again) with an audit entry", async () => {
    const removed = await call<{ points: unknown[] }>(editor, DELETE, { vehicleId: vehicle.vehicleId });
    expect(removed).toMatchObject({ isSuccessful: true, data: { points: [] } });
    const audits = await calibrationAudits();
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      "Hapus Kalibrasi Tangki",
      "Ubah Kalibrasi Tangki",
    ]);
    expect(
      (await call<{ points: unknown[] }>(editor, GET, { vehicleId: vehicle.vehicleId })).data.points,
    ).toEqual([]);
  });
});
