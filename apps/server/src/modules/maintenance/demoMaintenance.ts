import { addDays, zonedDay } from "@armada/domain";
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicles } from "../fleet/index.js";
import {
  serviceOrders,
  servicePlanItems,
  servicePlans,
  vehicleMeterCorrections,
} from "./maintenance.tables.js";

/**
 * The demo company's maintenance around `now`: each of the first vehicles gets a plan whose items are overdue,
 * coming due and fine, its odometer reading bridging the simulator's device odometer (which starts at zero), and
 * service orders in draft, in progress and finished, so /maintenance/ shows every list.
 */
export async function seedDemoMaintenance(
  tx: DbExecutor,
  companyId: number,
  now = new Date(),
): Promise<void> {
  const fleet = await tx
    .select({ id: vehicles.id, licensePlate: vehicles.licensePlate, odometer: vehicles.odometer })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.id))
    .limit(4);
  const today = zonedDay(now);
  await tx.insert(vehicleMeterCorrections).values(
    fleet.map((vehicle) => ({
      vehicleId: vehicle.id,
      companyId,
      odometerKm: vehicle.odometer ?? 0,
      deviceOdometerKm: 0,
    })),
  );
  const oil = {
    name: "Ganti oli mesin",
    intervalKm: 10_000,
    intervalDays: 180,
    noticeKm: 1_000,
    noticeDays: 14,
  };
  const tyres = {
    name: "Rotasi ban",
    intervalKm: 20_000,
    intervalDays: 365,
    noticeKm: 1_000,
    noticeDays: 30,
  };
  const brakes = { name: "Periksa rem", intervalKm: null, intervalDays: 90, noticeKm: null, noticeDays: 14 };
  // km driven and days passed since each item's last service, per vehicle: [oil, tyres, brakes]
  const since: [number, number][][] = [
    [
      [9_400, 60],
      [5_000, 100],
      [2_000, 100],
    ],
    [
      [10_600, 120],
      [12_000, 200],
      [1_000, 30],
    ],
    [
      [3_000, 170],
      [19_200, 300],
      [500, 20],
    ],
    [
      [1_000, 20],
      [2_000, 40],
      [300, 10],
    ],
  ];
  for (const [index, vehicle] of fleet.entries()) {
    const [plan] = await tx
      .insert(servicePlans)
      .values({ companyId, vehicleId: vehicle.id, name: "Servis berkala" })
      .returning({ id: servicePlans.id });
    const odometer = vehicle.odometer ?? 0;
    await tx.insert(servicePlanItems).values(
      [oil, tyres, brakes].map((item, itemIndex) => {
        const [km, days] = since[index]?.[itemIndex] ?? [0, 0];
        return {
          ...item,
          companyId,
          servicePlanId: plan?.id ?? 0,
          lastServiceDay: addDays(today, -days),
          lastServiceOdometerKm: odometer - km,
        };
      }),
    );
  }
  const [first, second, third] = fleet;
  const order = (
    vehicle: (typeof fleet)[number] | undefined,
    status: typeof serviceOrders.$inferInsert.status,
  ) =>
    vehicle
      ? [
          {
            companyId,
            status,
            vehicleId: vehicle.id,
            licensePlate: vehicle.licensePlate,
            location: "INTERNAL" as const,
            personInCharge: "Slamet Riyadi",
            scheduledDay: today,
            extraServices: ["Ganti oli mesin", "Ganti filter oli"],
            costLines: [
              { kind: "LABOUR" as const, name: "Jasa ganti oli", quantity: 1, unitPrice: 75_000 },
              { kind: "PART" as const, name: "Oli mesin diesel 1 L", quantity: 8, unitPrice: 62_500 },
              { kind: "PART" as const, name: "Filter oli", quantity: 1, unitPrice: 95_000 },
            ],
          },
        ]
      : [];
  const orders = [
    ...order(second, "DRAFT"),
    ...order(third, "IN_PROGRESS"),
    ...order(first, "DONE").map((done) => ({
      ...done,
      location: "EXTERNAL" as const,
      workshopName: "Bengkel Maju Motor, Bekasi",
      scheduledDay: addDays(today, -30),
      finishedOn: new Date(now.getTime() - 29 * 86_400_000),
    })),
  ];
  if (orders.length > 0) await tx.insert(serviceOrders).values(orders);
}
