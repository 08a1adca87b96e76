import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { geofences } from "../geofences/index.js";
import { deliveryOrders, fleetTaskStops, fleetTasks } from "./deliveries.tables.js";
import type { DeliveryOrderValues } from "./deliveryOrderRepository.js";

const HOUR = 3_600_000;

/** The demo company's saved places by name, as delivery addresses (a circle's centre, a polygon's box centre). */
export async function demoPlaces(tx: DbExecutor, companyId: number) {
  const fences = new Map(
    (await tx.select().from(geofences).where(eq(geofences.companyId, companyId))).map((fence) => [
      fence.fenceName,
      fence,
    ]),
  );
  return (name: string) => {
    const fence = fences.get(name);
    if (!fence) throw new Error(`demo geofence ${name} missing`);
    const lat = fence.circData?.lat ?? (fence.minLat + fence.maxLat) / 2;
    const lng = fence.circData?.lng ?? (fence.minLng + fence.maxLng) / 2;
    return { address: fence.address ?? name, lat, lng, geofenceId: fence.geofenceId };
  };
}

/**
 * The demo company's deliveries, around `now`: orders in draft and confirmed (ready to plan), two on a scheduled
 * task, two on the task running now (one stop visited), and an instant task in draft, so /delivery/ and
 * /fleet-task/ show their statuses.
 */
export async function seedDemoDeliveries(tx: DbExecutor, companyId: number, now = new Date()): Promise<void> {
  const place = await demoPlaces(tx, companyId);
  const [fleet, drivers] = await Promise.all([
    tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.companyId, companyId))
      .orderBy(asc(vehicles.id))
      .limit(3),
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isDriver, true)))
      .orderBy(asc(users.id))
      .limit(3),
  ]);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const gudang = place("Gudang Cikarang");
  const order = (
    customerName: string,
    destination: ReturnType<typeof place>,
    shipmentNumber: string,
    hours: number,
    status: typeof deliveryOrders.$inferInsert.status,
  ): DeliveryOrderValues & { status: typeof status; companyId: number } => ({
    companyId,
    status,
    customerName,
    billedCustomerName: customerName,
    shipmentNumber,
    originAddress: gudang.address,
    originLat: gudang.lat,
    originLng: gudang.lng,
    originGeofenceId: gudang.geofenceId,
    destinationAddress: destination.address,
    destinationLat: destination.lat,
    destinationLng: destination.lng,
    destinationGeofenceId: destination.geofenceId,
    pickupWindowStart: at(hours),
    pickupWindowEnd: at(hours + 1),
    deliveryWindowStart: at(hours + 2),
    deliveryWindowEnd: at(hours + 4),
    items: [
      { name: "Karton minuman", quantity: 120, weightKg: 12.5, volumeM3: 0.03 },
      { name: "Palet kayu", quantity: 4, weightKg: 20, volumeM3: 0.2 },
    ],
    customFields: [{ key: "No. PO", value: `PO-${shipmentNumber}` }],
    notes: null,
  });
  const kelapaGading = place("Pelanggan — Mall Kelapa Gading");
  const kramatJati = place("Pelanggan — Pasar Induk Kramat Jati");
  const bekasi = place("Pelanggan — Summarecon Mall Bekasi");
  const orders = await tx
    .insert(deliveryOrders)
    .values([
      order("PT Sinar Niaga", kelapaGading, "SHP-24001", -3, "PICKED_UP"),
      order("CV Makmur Jaya", kramatJati, "SHP-24002", -3, "PICKED_UP"),
      order("PT Sinar Niaga", bekasi, "SHP-24003", 20, "SCHEDULED"),
      order("Toko Sumber Rejeki", kelapaGading, "SHP-24004", 20, "SCHEDULED"),
      order("CV Makmur Jaya", bekasi, "SHP-24005", 26, "CONFIRMED"),
      order("PT Sinar Niaga", kramatJati, "SHP-24006", 26, "CONFIRMED"),
      order("Toko Sumber Rejeki", bekasi, "SHP-24007", 48, "DRAFT"),
    ])
    .returning({ id: deliveryOrders.id });
  const [running, planned, instant] = await tx
    .insert(fleetTasks)
    .values(
      [
        { status: "STARTED" as const, vehicle: 0, driver: 0, hours: -3, startedOn: at(-3) },
        { status: "SCHEDULED" as const, vehicle: 1, driver: 1, hours: 20, startedOn: null },
        { status: "DRAFT" as const, vehicle: 2, driver: 2, hours: 30, startedOn: null },
      ].map((task) => ({
        companyId,
        status: task.status,
        vehicleId: fleet[task.vehicle]?.id ?? null,
        driverId: drivers[task.driver]?.id ?? null,
        departureTime: at(task.hours),
        isInstant: task.status === "DRAFT",
        startedOn: task.startedOn,
      })),
    )
    .returning({ id: fleetTasks.id });
  if (!running || !planned || !instant || orders.length < 4) throw new Error("demo deliveries not created");
  const orderStops = (
    taskId: number,
    ids: number[],
    destinations: ReturnType<typeof place>[],
    hours: number,
  ) => [
    ...ids.map((id) => ({
      fleetTaskId: taskId,
      deliveryOrderId: id,
      activity: "PICKUP" as const,
      ...gudang,
      targetArrival: at(hours + 1),
    })),
    ...ids.map((id, index) => ({
      fleetTaskId: taskId,
      deliveryOrderId: id,
      activity: "DROP" as const,
      ...(destinations[index] ?? gudang),
      targetArrival: at(hours + 4),
    })),
  ];
  const stops = [
    ...orderStops(running.id, [orders[0]?.id ?? 0, orders[1]?.id ?? 0], [kelapaGading, kramatJati], -3),
    ...orderStops(planned.id, [orders[2]?.id ?? 0, orders[3]?.id ?? 0], [bekasi, kelapaGading], 20),
    {
      fleetTaskId: instant.id,
      deliveryOrderId: null,
      activity: "PICKUP" as const,
      ...place("Depo Cakung"),
      note: "Ambil dokumen",
    },
    {
      fleetTaskId: instant.id,
      deliveryOrderId: null,
      activity: "DROP" as const,
      ...place("Kantor Pusat — Kuningan"),
      note: "Serahkan ke resepsionis",
    },
  ];
  const sequence = new Map<number, number>();
  await tx.insert(fleetTaskStops).values(
    stops.map((stop) => {
      const next = (sequence.get(stop.fleetTaskId) ?? 0) + 1;
      sequence.set(stop.fleetTaskId, next);
      // the running task has picked both orders up at the warehouse
      const visited = stop.fleetTaskId === running.id && stop.activity === "PICKUP";
      return {
        ...stop,
        companyId,
        sequence: next,
        ...(visited
          ? {
              visitStatus: "VISITED" as const,
              actualArrival: at(-2.5 + next * 0.1),
              actualDeparture: at(-2 + next * 0.1),
            }
          : {}),
      };
    }),
  );
}
