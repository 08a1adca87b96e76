import { consigneeLinkExpiry, LOCATION_TYPES } from "@armada/domain";
import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { geofences } from "../geofences/index.js";
import {
  newAccessToken,
  newShortKey,
  temporaryLiveViewContacts,
  temporaryLiveViews,
  temporaryLiveViewVehicles,
} from "../temporary-live-view/index.js";
import { consigneeLinks } from "./consigneeLinks.tables.js";
import { deliveryOrders, fleetTaskStops, fleetTasks } from "./deliveries.tables.js";
import { deliveryOrderCode } from "./deliveryCodes.js";
import type { DeliveryOrderValues } from "./deliveryOrderRepository.js";
import { seedDemoFleetAvailability } from "./demoFleetAvailability.js";

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
 * task, two on the task running now (one stop visited) with their consignees' tracking links, and an instant task
 * in draft, so /delivery/ and /fleet-task/ show their statuses.
 */
export async function seedDemoDeliveries(tx: DbExecutor, companyId: number, now = new Date()): Promise<void> {
  const place = await demoPlaces(tx, companyId);
  await seedDemoFleetAvailability(tx, companyId, now);
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
  const consignees: Record<string, [string, string]> = {
    "PT Sinar Niaga": ["Ibu Ratna Sari", "+6281311110001"],
    "CV Makmur Jaya": ["Bapak Hendra Wijaya", "+6281311110002"],
    "Toko Sumber Rejeki": ["Ibu Lestari", "+6281311110003"],
  };
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
    destinationContactName: consignees[customerName]?.[0] ?? null,
    destinationContactPhone: consignees[customerName]?.[1] ?? null,
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
  const orderColumns = {
    destinationAddress: deliveryOrders.destinationAddress,
    destinationLat: deliveryOrders.destinationLat,
    destinationLng: deliveryOrders.destinationLng,
    destinationGeofenceId: deliveryOrders.destinationGeofenceId,
    destinationContactName: deliveryOrders.destinationContactName,
    destinationContactPhone: deliveryOrders.destinationContactPhone,
  };
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
    .returning({ id: deliveryOrders.id, ...orderColumns });
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
  const runningVehicleId = fleet[0]?.id;
  if (runningVehicleId !== undefined)
    await seedConsigneeLinks(tx, companyId, running.id, runningVehicleId, orders.slice(0, 2), at(-3));
}

/**
 * The running task's consignee links, as its start shared them (their WhatsApp messages are not seeded): a live view
 * of the task's vehicle for each order's destination contact, open until two days after the start.
 */
async function seedConsigneeLinks(
  tx: DbExecutor,
  companyId: number,
  fleetTaskId: number,
  vehicleId: number,
  orders: {
    id: number;
    destinationAddress: string;
    destinationLat: number;
    destinationLng: number;
    destinationGeofenceId: number | null;
    destinationContactName: string | null;
    destinationContactPhone: string | null;
  }[],
  startedOn: Date,
) {
  for (const order of orders) {
    if (!order.destinationContactPhone) continue;
    const expiresOn = consigneeLinkExpiry(startedOn, null);
    const [view] = await tx
      .insert(temporaryLiveViews)
      .values({
        companyId,
        name: `Pengiriman ${deliveryOrderCode(order.id)}`,
        duration: Math.round((expiresOn.getTime() - startedOn.getTime()) / 60_000),
        pickedColumns: ["lastSeen"],
        createdOn: startedOn,
        expiresOn,
        accessToken: newAccessToken(),
        shortKey: newShortKey(),
      })
      .returning({ id: temporaryLiveViews.temporaryLvId });
    if (!view) throw new Error("demo consignee link not created");
    await tx.insert(temporaryLiveViewVehicles).values({ temporaryLvId: view.id, vehicleId });
    const [contact] = await tx
      .insert(temporaryLiveViewContacts)
      .values({
        temporaryLvId: view.id,
        companyId,
        label: order.destinationContactName ?? order.destinationAddress,
        phoneNumber: order.destinationContactPhone,
        location: {
          name: order.destinationAddress,
          fullName: order.destinationAddress,
          lat: order.destinationLat,
          lng: order.destinationLng,
          id: order.destinationGeofenceId,
          type: order.destinationGeofenceId === null ? LOCATION_TYPES.places : LOCATION_TYPES.savedAddress,
        },
        contactKey: newShortKey(),
        createdOn: startedOn,
      })
      .returning({ id: temporaryLiveViewContacts.contactId });
    if (!contact) throw new Error("demo consignee contact not created");
    await tx.insert(consigneeLinks).values({
      companyId,
      fleetTaskId,
      deliveryOrderId: order.id,
      temporaryLvId: view.id,
      contactId: contact.id,
      createdOn: startedOn,
    });
  }
}
