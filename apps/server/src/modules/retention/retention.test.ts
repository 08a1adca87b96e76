import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { rawAlerts } from "../alerts/index.js";
import { auditEvents } from "../audit/index.js";
import { COMPANY_READ, COMPANY_UPDATE } from "../company/index.js";
import { listPositionPartitions, positions } from "../positions/index.js";
import { ensurePositionPartitions } from "../positions/partitions/positionPartitions.js";
import { ROUTE_HISTORY_READ } from "../positions/positionsAccess.js";
import { positionArchives } from "./retention.tables.js";
import { archiveKeyOf, runRetentionPass } from "./retentionPass.js";

const ROUTE = `query ($filter: RouteHistoryFilter!) {
  routeHistory(filter: $filter) { isSuccessful errorName data { fromArchive points { fixTime latitude longitude speed course ignition temperature fuel } } }
}`;
const UPDATE = `mutation ($input: RetentionSettingsInput!) {
  updateRetentionSettings(input: $input) { isSuccessful errorName message data { positions rawAlerts media audit } }
}`;

type Route = { routeHistory: { data: { fromArchive: boolean; points: { fixTime: string }[] } } };

describe("retention", () => {
  let t: TestApp;
  let dataDir: string;
  let adminA: string;
  let adminB: string;
  let a: { companyId: number; vehicleId: number };
  let aSecond: { companyId: number; vehicleId: number };
  let b: { companyId: number; vehicleId: number };
  const now = new Date();
  // a day of a month five months back: past a three-month hot window, within 13 months, past 30 days
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 12, 1));
  const month = `${day.toISOString().slice(0, 7)}-01`;
  const yearsOff = new Date(Date.UTC(2015, 0, 1));
  const withoutPartition = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 8, 3));
  const partitionName = `positions_${day.getUTCFullYear()}_${String(day.getUTCMonth() + 1).padStart(2, "0")}`;
  const filterOf = (vehicleId: number) => ({
    vehicleId,
    startTime: new Date(day.getTime() - 3_600_000).toISOString(),
    endTime: new Date(day.getTime() + 5 * 3_600_000).toISOString(),
  });
  const pass = () =>
    runRetentionPass({
      database: t.database,
      store: t.services.media.store,
      dataDir,
      hotMonths: 3,
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "retention-test-"));
    t = await startTestApp({ DATA_DIR: dataDir });
    await t.jobsSettled();
    adminA = await t.loginAs([COMPANY_READ, COMPANY_UPDATE, ROUTE_HISTORY_READ]);
    adminB = await t.loginAs([COMPANY_READ, COMPANY_UPDATE, ROUTE_HISTORY_READ], "PT Lain");
    a = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "359000000039001",
      licensePlate: "B 3901 RET",
    });
    aSecond = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "359000000039003",
      licensePlate: "B 3903 RET",
    });
    b = await createTestVehicle(t.database.db, {
      companyName: "PT Lain",
      imei: "359000000039002",
      licensePlate: "B 3902 RET",
    });
    await ensurePositionPartitions(t.database.db, day, 0, 0);
    const rows = (vehicle: { companyId: number; vehicleId: number }) =>
      Array.from({ length: 180 }, (_, minute) => ({
        vehicleId: vehicle.vehicleId,
        companyId: vehicle.companyId,
        protocol: "osmand",
        fixTime: new Date(day.getTime() + minute * 60_000),
        latitude: -6.2 + minute / 10_000,
        longitude: 106.8 + minute / 10_000,
        speed: 20 + (minute % 40),
        course: minute % 7 === 0 ? null : (minute * 11) % 360,
        ignition: minute % 50 < 45,
        temperature: minute % 3 === 0 ? null : 28 + (minute % 5),
        fuel: minute % 4 === 0 ? null : 60 - minute / 10,
        attributes: { minute },
      }));
    await t.database.db.insert(positions).values([...rows(a), ...rows(aSecond), ...rows(b)]);
    // rows no month partition takes (positions_default): a clock years off, and a month without a partition
    const outside = (vehicle: { companyId: number; vehicleId: number }, fixTime: Date) => ({
      vehicleId: vehicle.vehicleId,
      companyId: vehicle.companyId,
      protocol: "gt06",
      fixTime,
      latitude: -6.2,
      longitude: 106.8,
      speed: 0,
    });
    await t.database.db
      .insert(positions)
      .values([
        outside(a, yearsOff),
        outside(b, yearsOff),
        outside(a, withoutPartition),
        outside(b, withoutPartition),
      ]);
    const old = new Date(now.getTime() - 60 * 86_400_000);
    for (const vehicle of [a, b]) {
      await t.database.db.insert(rawAlerts).values({
        companyId: vehicle.companyId,
        vehicleId: vehicle.vehicleId,
        alertCode: 1,
        createdOn: old,
        latitude: -6.2,
        longitude: 106.8,
      } as typeof rawAlerts.$inferInsert);
    }
    // audit events of 400 days ago: past B's 365 days (set below), within A's default 730
    const auditEvent = (companyId: number, daysAgo: number) => ({
      companyId,
      action: "vehicle.update",
      targetType: "vehicle",
      targetLabel: `${daysAgo} days ago`,
      createdOn: new Date(now.getTime() - daysAgo * 86_400_000),
    });
    await t.database.db
      .insert(auditEvents)
      .values([auditEvent(a.companyId, 400), auditEvent(b.companyId, 400), auditEvent(b.companyId, 10)]);
  });

  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps the defaults until an admin changes them, and refuses less than seven days of positions", async () => {
    const read = `query { retentionSettings { data { positions rawAlerts media audit } } }`;
    const defaults = await t.graphql<{ retentionSettings: { data: Record<string, number> } }>(adminA, read);
    expect(defaults.data?.retentionSettings.data).toEqual({
      positions: 396,
      rawAlerts: 396,
      media: 90,
      audit: 730,
    });
    const refused = await t.graphql<{
      updateRetentionSettings: { isSuccessful: boolean; errorName: string };
    }>(adminB, UPDATE, { input: { positions: 6, rawAlerts: 30, media: 30, audit: 365 } });
    expect(refused.data?.updateRetentionSettings).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    const reader = await t.loginAs([COMPANY_READ], "PT Lain");
    const forbidden = await t.graphql<{ updateRetentionSettings: { isSuccessful: boolean } }>(
      reader,
      UPDATE,
      {
        input: { positions: 30, rawAlerts: 30, media: 30, audit: 365 },
      },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const saved = await t.graphql<{ updateRetentionSettings: { data: Record<string, number> } }>(
      adminB,
      UPDATE,
      {
        input: { positions: 30, rawAlerts: 30, media: 30, audit: 365 },
      },
    );
    expect(saved.data?.updateRetentionSettings.data).toEqual({
      positions: 30,
      rawAlerts: 30,
      media: 30,
      audit: 365,
    });
  });

  it("archives a month for the company that keeps it, drops the partition, answers from the archive, once", async () => {
    const before = await t.graphql<Route>(adminA, ROUTE, { filter: filterOf(a.vehicleId) });
    expect(before.data?.routeHistory.data.points).toHaveLength(180);
    expect(before.data?.routeHistory.data.fromArchive).toBe(false);
    // B keeps 30 days: its positions of five months ago are never shown, even while still in the database
    const bBefore = await t.graphql<Route>(adminB, ROUTE, { filter: filterOf(b.vehicleId) });
    expect(bBefore.data?.routeHistory.data.points).toEqual([]);

    const cutBefore = await t.graphql<Route>(adminA, ROUTE, {
      filter: {
        vehicleId: aSecond.vehicleId,
        startTime: new Date(day.getTime() + 37 * 60_000 + 30_000).toISOString(),
        endTime: new Date(day.getTime() + 121 * 60_000).toISOString(),
      },
    });

    const first = await pass();
    expect(first.archived).toEqual([archiveKeyOf(a.companyId, month)]);
    expect(first.dropped).toContain(partitionName);
    expect((await listPositionPartitions(t.database.db)).map((partition) => partition.name)).not.toContain(
      partitionName,
    );
    const [archive] = await t.database.db
      .select()
      .from(positionArchives)
      .where(eq(positionArchives.companyId, a.companyId));
    expect(archive).toMatchObject({ month, rowCount: 360 });
    expect(archive?.byteSize).toBeGreaterThan(0);
    expect(
      await t.database.db.select().from(positionArchives).where(eq(positionArchives.companyId, b.companyId)),
    ).toEqual([]);

    const after = await t.graphql<Route>(adminA, ROUTE, { filter: filterOf(a.vehicleId) });
    expect(after.data?.routeHistory.data.fromArchive).toBe(true);
    expect(after.data?.routeHistory.data.points).toEqual(before.data?.routeHistory.data.points);
    // a range cut inside the day, of the other vehicle of the same file
    const cut = {
      vehicleId: aSecond.vehicleId,
      startTime: new Date(day.getTime() + 37 * 60_000 + 30_000).toISOString(),
      endTime: new Date(day.getTime() + 121 * 60_000).toISOString(),
    };
    const cutAfter = await t.graphql<Route>(adminA, ROUTE, { filter: cut });
    expect(cutAfter.data?.routeHistory.data.fromArchive).toBe(true);
    expect(cutAfter.data?.routeHistory.data.points).toEqual(cutBefore.data?.routeHistory.data.points);
    expect(cutAfter.data?.routeHistory.data.points).toHaveLength(121 - 38 + 1);
    const bAfter = await t.graphql<Route>(adminB, ROUTE, { filter: filterOf(b.vehicleId) });
    expect(bAfter.data?.routeHistory.data.points).toEqual([]);

    // raw alerts of sixty days ago: past B's 30 days, within A's 396
    const alertsOf = (companyId: number) =>
      t.database.db.select().from(rawAlerts).where(eq(rawAlerts.companyId, companyId));
    expect(first.rawAlerts).toBe(1);
    expect((await alertsOf(b.companyId)).filter((row) => row.vehicleId === b.vehicleId)).toEqual([]);
    expect((await alertsOf(a.companyId)).filter((row) => row.vehicleId === a.vehicleId)).toHaveLength(1);

    // audit events past their company's retention, and rows outside the partitions past theirs
    expect(first.auditEvents).toBe(1);
    const auditOf = async (companyId: number) =>
      (await t.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, companyId)))
        .map((row) => row.targetLabel)
        .filter((label) => label.endsWith("days ago"))
        .sort();
    expect(await auditOf(a.companyId)).toEqual(["400 days ago"]);
    expect(await auditOf(b.companyId)).toEqual(["10 days ago"]);
    expect(first.outsidePartitions).toBe(3);
    const outsideRows = await t.database.db
      .select({ vehicleId: positions.vehicleId, fixTime: positions.fixTime })
      .from(positions)
      .where(lt(positions.fixTime, new Date(withoutPartition.getTime() + 1)));
    expect(outsideRows).toEqual([{ vehicleId: a.vehicleId, fixTime: withoutPartition }]);

    const second = await pass();
    expect(second).toEqual({
      archived: [],
      dropped: [],
      expired: [],
      rawAlerts: 0,
      media: 0,
      auditEvents: 0,
      outsidePartitions: 0,
    });
  });

  it("removes a company's archived month once its retention no longer reaches it", async () => {
    await t.graphql(adminA, UPDATE, { input: { positions: 7, rawAlerts: 396, media: 90, audit: 730 } });
    const report = await pass();
    expect(report.expired).toEqual([archiveKeyOf(a.companyId, month)]);
    expect(await t.services.media.store.clip(archiveKeyOf(a.companyId, month))).toBeNull();
    const gone = await t.graphql<Route>(adminA, ROUTE, { filter: filterOf(a.vehicleId) });
    expect(gone.data?.routeHistory.data.points).toEqual([]);
  });
});
