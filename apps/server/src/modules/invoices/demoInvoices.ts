import { DEFAULT_INVOICE_SETTINGS, invoiceTotals } from "@armada/domain";
import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import {
  deliveryOrders,
  fleetTaskStopOutcomes,
  fleetTaskStops,
  fleetTasks,
  stopKey,
} from "../deliveries/index.js";
import { setCompanyFeatureFlag } from "../feature-flags/index.js";
import { vehicles } from "../fleet/index.js";
import { findInvoiceableOrders } from "./invoiceableOrders.js";
import { rememberCustomerDefaults } from "./invoiceCustomerDefaults.js";
import { nextInvoiceNumber, priceOrders } from "./invoicePricing.js";
import { invoiceLines, invoices, rateCards } from "./invoices.tables.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GUDANG = { address: "Gudang Cikarang, Jl. Industri Selatan 5, Cikarang", lat: -6.3045, lng: 107.1642 };
const DROPS = [
  { address: "Mall Kelapa Gading, Jakarta Utara", lat: -6.1575, lng: 106.9087, receiver: "Rina (gudang)" },
  { address: "Summarecon Mall Bekasi, Bekasi", lat: -6.2262, lng: 107.0011, receiver: "Pak Joko" },
  { address: "Pasar Induk Kramat Jati, Jakarta Timur", lat: -6.2773, lng: 106.8671, receiver: "Bu Sari" },
  { address: "Mall Kelapa Gading, Jakarta Utara", lat: -6.1575, lng: 106.9087, receiver: "Dedi (satpam)" },
];

/**
 * The demo company's invoicing (issue 36): the invoice module on, rate cards of two customers, and delivered
 * orders of PT Sinar Niaga on two finished trips with their proof of delivery. The first trip's two orders are on
 * an issued invoice (the second charged as an extra drop); the second trip's order and one order delivered by hand
 * without proof (marked in the list) wait to be invoiced.
 */
export async function seedDemoInvoices(tx: DbExecutor, companyId: number, now = new Date()): Promise<void> {
  await setCompanyFeatureFlag(tx, companyId, "invoiceCoreFlag", true);
  const cards = await tx
    .insert(rateCards)
    .values([
      {
        companyId,
        customerName: "PT Sinar Niaga",
        serviceType: "FTL" as const,
        unit: "TRIP" as const,
        price: 2_750_000,
        waitingFreeMinutes: 120,
        waitingPricePerHour: 75_000,
        extraDropPrice: 250_000,
        overnightPrice: 350_000,
      },
      {
        companyId,
        customerName: "CV Makmur Jaya",
        serviceType: "LTL" as const,
        destinationArea: "Jakarta",
        unit: "KG" as const,
        price: 450,
        waitingFreeMinutes: 60,
        waitingPricePerHour: 50_000,
      },
    ])
    .returning();
  const [vehicle] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.id))
    .limit(1);
  const [driver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isDriver, true)))
    .orderBy(asc(users.id))
    .limit(1);
  // trips start at 06:00 in Jakarta (UTC+7, no daylight saving) so that none runs past midnight into an overnight
  // charge, whatever the hour the demo is seeded
  const jakartaMidnight = Math.floor((now.getTime() + 7 * HOUR) / DAY) * DAY - 7 * HOUR;
  const at = (daysAgo: number, hours = 0) => new Date(jakartaMidnight - daysAgo * DAY + (6 + hours) * HOUR);
  const order = (index: number, status: "DELIVERED", delivered: Date) => {
    const drop = DROPS[index] ?? DROPS[0];
    return {
      companyId,
      status,
      customerName: "PT Sinar Niaga",
      billedCustomerName: "PT Sinar Niaga",
      shipmentNumber: `SHP-23${String(90 + index)}`,
      originAddress: GUDANG.address,
      originLat: GUDANG.lat,
      originLng: GUDANG.lng,
      destinationAddress: drop?.address ?? "",
      destinationLat: drop?.lat ?? 0,
      destinationLng: drop?.lng ?? 0,
      items: [{ name: "Karton minuman", quantity: 140, weightKg: 12.5, volumeM3: 0.03 }],
      customFields: [{ key: "No. PO", value: `PO-SN-${7710 + index}` }],
      createdOn: at(8),
      updatedOn: delivered,
    };
  };
  const orders = await tx
    .insert(deliveryOrders)
    .values([
      order(0, "DELIVERED", at(5, 4)),
      order(1, "DELIVERED", at(5, 7)),
      order(2, "DELIVERED", at(2, 5)),
      order(3, "DELIVERED", at(1, 3)),
    ])
    .returning({ id: deliveryOrders.id });
  const tasks = await tx
    .insert(fleetTasks)
    .values(
      [5, 2].map((daysAgo) => ({
        companyId,
        status: "ENDED" as const,
        vehicleId: vehicle?.id ?? null,
        driverId: driver?.id ?? null,
        departureTime: at(daysAgo),
        isInstant: false,
        startedOn: at(daysAgo),
        endedOn: at(daysAgo, 9),
      })),
    )
    .returning({ id: fleetTasks.id });
  const [first, second] = tasks;
  const [o1, o2, o3] = orders;
  if (!first || !second || !o1 || !o2 || !o3) throw new Error("demo invoice orders not created");
  // trip 1 drops orders 1 and 2 (waiting 2 h 40 min at the first), trip 2 drops order 3; order 4 was delivered
  // by hand, without proof
  const legs = [
    { task: first, order: o1, drop: 0, pickup: at(5, 1), arrive: at(5, 1.3), leave: at(5, 4) },
    { task: first, order: o2, drop: 1, pickup: at(5, 1), arrive: at(5, 6.5), leave: at(5, 7) },
    { task: second, order: o3, drop: 2, pickup: at(2, 1), arrive: at(2, 4), leave: at(2, 5) },
  ];
  const stops = legs.flatMap((leg, index) => [
    {
      companyId,
      fleetTaskId: leg.task.id,
      sequence: index * 2 + 1,
      deliveryOrderId: leg.order.id,
      activity: "PICKUP" as const,
      ...GUDANG,
      actualArrival: leg.pickup,
      actualDeparture: leg.pickup,
      visitStatus: "VISITED" as const,
    },
    {
      companyId,
      fleetTaskId: leg.task.id,
      sequence: index * 2 + 2,
      deliveryOrderId: leg.order.id,
      activity: "DROP" as const,
      address: DROPS[leg.drop]?.address ?? "",
      lat: DROPS[leg.drop]?.lat ?? 0,
      lng: DROPS[leg.drop]?.lng ?? 0,
      actualArrival: leg.arrive,
      actualDeparture: leg.leave,
      visitStatus: "VISITED" as const,
    },
  ]);
  await tx.insert(fleetTaskStops).values(stops);
  await tx.insert(fleetTaskStopOutcomes).values(
    legs.map((leg) => ({
      companyId,
      fleetTaskId: leg.task.id,
      stopKey: stopKey({ deliveryOrderId: leg.order.id, activity: "DROP", address: "", lat: 0, lng: 0 }),
      outcome: "DELIVERED" as const,
      receiverName: DROPS[leg.drop]?.receiver ?? null,
      happenedOn: leg.leave,
      recordedBy: driver?.id ?? null,
    })),
  );
  // the issued invoice of trip 1
  const onInvoice = await findInvoiceableOrders(tx, companyId, "Asia/Jakarta", {
    ids: [o1.id, o2.id],
    lock: false,
  });
  const lines = priceOrders(onInvoice, cards, "FTL", new Map());
  const { ppnRateBp, ppnDppNilaiLain, pricesIncludePpn, pph23RateBp, numberPrefix, paymentTermsDays } =
    DEFAULT_INVOICE_SETTINGS;
  const tax = { ppnRateBp, ppnDppNilaiLain, pricesIncludePpn, pph23RateBp };
  const totals = invoiceTotals(
    lines.map((line) => line.amount),
    tax,
  );
  const issuedOn = at(4);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      companyId,
      status: "ISSUED",
      number: await nextInvoiceNumber(tx, companyId, "Asia/Jakarta", issuedOn, numberPrefix),
      customerName: "PT Sinar Niaga",
      serviceType: "FTL",
      periodFrom: at(7),
      periodTo: at(4),
      ...tax,
      ...totals,
      issuedOn,
      dueOn: new Date(issuedOn.getTime() + paymentTermsDays * 86_400_000),
      createdOn: issuedOn,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error("demo invoice not created");
  await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, companyId, invoiceId: invoice.id })));
  await rememberCustomerDefaults(tx, companyId, "PT Sinar Niaga", true);
}
