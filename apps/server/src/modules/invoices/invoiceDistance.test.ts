import { legStart } from "@armada/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { openSeededTestDatabase } from "../../testing/testApp.js";
import { companies } from "../company/index.js";
import { fleetTaskStops, fleetTasks } from "../deliveries/index.js";
import { vehicleActivityRuns } from "../reports/reports.tables.js";
import { findInvoiceableOrders } from "./invoiceableOrders.js";

const MINUTE = 60_000;

class RolledBack extends Error {}

/**
 * A per-km rate bills what the vehicle drove on the leg to the drop (the activity rollup between the trip's previous
 * stop it left, or its start, and the arrival), and the straight line only when no driving was stored.
 */
describe("the distance an invoice bills per kilometre", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  });
  afterAll(() => database.close());

  it("is the leg's stored driving, a run across the arrival counted for its part before it", async () => {
    const db = database.db;
    const [demo] = await db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    const companyId = demo?.id ?? 0;
    const drops = await db
      .select({
        deliveryOrderId: fleetTaskStops.deliveryOrderId,
        fleetTaskId: fleetTaskStops.fleetTaskId,
        sequence: fleetTaskStops.sequence,
        arrival: fleetTaskStops.actualArrival,
        startedOn: fleetTasks.startedOn,
        vehicleId: fleetTasks.vehicleId,
      })
      .from(fleetTaskStops)
      .innerJoin(fleetTasks, eq(fleetTasks.id, fleetTaskStops.fleetTaskId))
      .where(
        and(
          eq(fleetTaskStops.companyId, companyId),
          eq(fleetTaskStops.activity, "DROP"),
          isNotNull(fleetTaskStops.actualArrival),
          isNotNull(fleetTaskStops.deliveryOrderId),
        ),
      );
    const ids = drops.map((drop) => drop.deliveryOrderId as number);
    expect(ids.length).toBeGreaterThan(1);
    const before = await findInvoiceableOrders(db, companyId, "Asia/Jakarta", { ids, lock: false });
    // the demo stores no driving for its invoiced trips: every order is measured by the straight line
    expect(before.every((order) => !order.distanceDriven && order.measures.distanceKm > 0)).toBe(true);

    const measured = await db
      .transaction(async (tx) => {
        const [first] = await findInvoiceableOrders(tx, companyId, "Asia/Jakarta", { ids, lock: false }).then(
          (orders) => orders.filter((order) => order.fleetTaskId !== null),
        );
        const drop = drops.find((row) => row.deliveryOrderId === first?.deliveryOrderId);
        if (!first || !drop?.arrival || !drop.vehicleId) throw new Error("demo drop missing");
        const tripStops = await tx
          .select({ sequence: fleetTaskStops.sequence, departure: fleetTaskStops.actualDeparture })
          .from(fleetTaskStops)
          .where(eq(fleetTaskStops.fleetTaskId, drop.fleetTaskId));
        const arrival = drop.arrival.getTime();
        const leg = arrival - (legStart(tripStops, drop.sequence, drop.startedOn)?.getTime() ?? arrival);
        expect(leg).toBeGreaterThan(4 * MINUTE);
        await tx.insert(vehicleActivityRuns).values(
          [
            // inside the leg: all of it
            { start: arrival - leg / 2 + 7, end: arrival - leg / 4, meters: 12_345 },
            // across the arrival: the half before it
            { start: arrival - leg / 8 + 7, end: arrival + leg / 8 + 7, meters: 2_000 },
            // after the arrival: none of it
            { start: arrival + 30 * MINUTE + 7, end: arrival + 50 * MINUTE, meters: 9_000 },
          ].map((run) => ({
            companyId,
            vehicleId: drop.vehicleId as number,
            state: "moving",
            startTime: new Date(run.start),
            endTime: new Date(run.end),
            startLatitude: -6.2,
            startLongitude: 106.8,
            endLatitude: -6.3,
            endLongitude: 106.9,
            distanceMeters: run.meters,
          })),
        );
        const after = await findInvoiceableOrders(tx, companyId, "Asia/Jakarta", { ids, lock: false });
        throw new RolledBack(JSON.stringify({ id: first.deliveryOrderId, after }));
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return JSON.parse(error.message);
        throw error;
      });
    const changed = measured.after.find(
      (order: { deliveryOrderId: number }) => order.deliveryOrderId === measured.id,
    );
    expect(changed.distanceDriven).toBe(true);
    expect(changed.measures.distanceKm).toBeCloseTo(12.345 + 1, 3);
  });
});
