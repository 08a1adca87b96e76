import { addDays, DEFAULT_TIME_ZONE, zonedDay } from "@armada/domain";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { deliveryOrders, demoPlaces } from "../deliveries/index.js";
import { vehicles } from "../fleet/index.js";
import { deliveryTemplateRuns, deliveryTemplates } from "./deliveryScheduler.tables.js";

/**
 * The demo company's delivery templates (after its deliveries): two active ones starting after their horizon (so a
 * fresh demo makes no order until their first day comes into view, and the demo's order counts stay as seeded), and
 * a paused one that made the demo's draft order for Toko Sumber Rejeki before it was paused.
 */
export async function seedDemoDeliveryTemplates(tx: DbExecutor, companyId: number, now = new Date()) {
  const place = await demoPlaces(tx, companyId);
  const today = zonedDay(now, DEFAULT_TIME_ZONE);
  const gudang = place("Gudang Cikarang");
  const item = (name: string, quantity: number, weightKg: number, volumeM3: number) => ({
    name,
    quantity,
    weightKg,
    volumeM3,
  });
  // the Monday & Thursday run goes with the company's first vehicle that has a driver, and that driver
  const [truck] = await tx
    .select({ id: vehicles.id, driverId: vehicles.driver1Id })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), isNotNull(vehicles.driver1Id)))
    .orderBy(asc(vehicles.id))
    .limit(1);
  const [, , paused] = await tx
    .insert(deliveryTemplates)
    .values([
      {
        companyId,
        name: "Kiriman Senin & Kamis Mall Kelapa Gading",
        customerName: "PT Sinar Niaga",
        origin: gudang,
        destination: place("Pelanggan — Mall Kelapa Gading"),
        defaultVehicleId: truck?.id ?? null,
        defaultDriverId: truck?.driverId ?? null,
        items: [item("Karton minuman 24 botol", 120, 9.5, 0.02)],
        pickupWindow: { start: "06:00", end: "08:00" },
        deliveryWindow: { start: "09:00", end: "12:00" },
        schedule: { kind: "WEEKLY", weekdays: [1, 4] },
        startsOn: addDays(today, 8),
        horizonDays: 7,
        skipHolidays: true,
      },
      {
        companyId,
        name: "Stok tanggal 1 dan 15 Pasar Induk Kramat Jati",
        customerName: "CV Makmur Jaya",
        origin: gudang,
        destination: place("Pelanggan — Pasar Induk Kramat Jati"),
        items: [item("Karung beras 25 kg", 80, 25, 0.04), item("Minyak goreng 2 L (dus)", 40, 12, 0.015)],
        pickupWindow: { start: "04:00", end: "05:30" },
        deliveryWindow: { start: "06:00", end: "08:00" },
        schedule: { kind: "MONTHLY", monthDays: [1, 15] },
        startsOn: addDays(today, 15),
        horizonDays: 14,
        skipHolidays: true,
      },
      {
        companyId,
        name: "Antaran hari kerja Summarecon Mall Bekasi",
        status: "PAUSED" as const,
        customerName: "Toko Sumber Rejeki",
        origin: gudang,
        destination: place("Pelanggan — Summarecon Mall Bekasi"),
        items: [item("Galon air mineral 19 L", 60, 19, 0.02)],
        deliveryWindow: { start: "10:00", end: "14:00" },
        schedule: { kind: "WEEKDAYS" },
        startsOn: addDays(today, -14),
        horizonDays: 3,
        skipHolidays: false,
      },
    ])
    .returning({ id: deliveryTemplates.id });
  const [order] = await tx
    .select({ id: deliveryOrders.id, windowStart: deliveryOrders.deliveryWindowStart })
    .from(deliveryOrders)
    .where(and(eq(deliveryOrders.companyId, companyId), eq(deliveryOrders.shipmentNumber, "SHP-24007")));
  if (!paused || !order) throw new Error("demo delivery template or order missing");
  await tx.insert(deliveryTemplateRuns).values({
    companyId,
    templateId: paused.id,
    runDate: zonedDay(order.windowStart ?? now, DEFAULT_TIME_ZONE),
    deliveryOrderId: order.id,
  });
}
