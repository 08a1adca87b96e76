import {
  type CompanyTimeZone,
  type DeliveryMeasures,
  drivenKmBetween,
  haversineMeters,
  legStart,
  TIME_ZONE_UTC_OFFSET_MINUTES,
} from "@armada/domain";
import { and, eq, ilike, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { escapeLike } from "../../db/likePattern.js";
import {
  deliveryOrderCode,
  deliveryOrders,
  fleetTaskStopOutcomes,
  fleetTaskStops,
  fleetTasks,
  stopKey,
} from "../deliveries/index.js";
import { vehicles, vehicleTypes } from "../fleet/index.js";
import { drivingRunsBetween } from "../reports/index.js";
import { invoiceLines, invoices } from "./invoices.tables.js";

const DAY = 86_400_000;

/** A delivered order as an invoice sees it: its proof of delivery, what it measured, and any invoice it is on. */
export interface InvoiceableOrder {
  deliveryOrderId: number;
  code: string;
  /** its status is DELIVERED */
  delivered: boolean;
  customerName: string;
  originAddress: string;
  destinationAddress: string;
  deliveredOn: Date;
  hasPod: boolean;
  podReceiverName: string | null;
  podTime: Date | null;
  /** the proof's photo and signature (upload URLs) */
  podPhotoUrl: string | null;
  podSignatureUrl: string | null;
  fleetTaskId: number | null;
  vehicleSize: string | null;
  measures: Omit<DeliveryMeasures, "firstDropOfTrip">;
  /** `measures.distanceKm` is what the vehicle drove on the leg to the drop (else the straight line) */
  distanceDriven: boolean;
  /** the number (or "draft") of the not-cancelled invoice the order is on */
  invoicedOn: { invoiceId: number; number: string | null } | null;
}

const billedTo = sql`coalesce(${deliveryOrders.billedCustomerName}, ${deliveryOrders.customerName})`;

/** Calendar nights (in the company's zone) between the start of the trip and the drop. */
function nightsBetween(start: Date | null, end: Date, zone: CompanyTimeZone) {
  if (!start) return 0;
  const offset = TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000;
  return Math.max(
    0,
    Math.floor((end.getTime() + offset) / DAY) - Math.floor((start.getTime() + offset) / DAY),
  );
}

interface DropLeg {
  deliveryOrderId: number;
  vehicleId: number;
  from: Date;
  to: Date;
}

/**
 * Kilometres each drop's vehicle drove on the leg to it (from the trip's previous stop it left, or the trip's start,
 * to its arrival), from the activity rollup; one query per vehicle over its legs' span. A leg with no stored driving
 * is left out.
 */
async function drivenKmOfLegs(db: DbExecutor, companyId: number, legs: readonly DropLeg[]) {
  const byVehicle = new Map<number, DropLeg[]>();
  for (const leg of legs) {
    const vehicleLegs = byVehicle.get(leg.vehicleId);
    if (vehicleLegs) vehicleLegs.push(leg);
    else byVehicle.set(leg.vehicleId, [leg]);
  }
  const driven = new Map<number, number>();
  await Promise.all(
    [...byVehicle].map(async ([vehicleId, vehicleLegs]) => {
      const from = new Date(Math.min(...vehicleLegs.map((leg) => leg.from.getTime())));
      const to = new Date(Math.max(...vehicleLegs.map((leg) => leg.to.getTime())));
      const runs = await drivingRunsBetween(db, companyId, vehicleId, from, to);
      for (const leg of vehicleLegs) {
        const km = drivenKmBetween(runs, leg.from, leg.to);
        if (km > 0) driven.set(leg.deliveryOrderId, km);
      }
    }),
  );
  return driven;
}

/**
 * The company's delivered orders billed to the customer (case-insensitive) and delivered in [from, to), or the
 * given orders (`ids`) whatever their customer and time, with their drop's proof of delivery, waiting time, trip
 * start and vehicle type. An order counts as delivered at its proof's time, else when its drop was left, else when
 * it was last changed (a manual move to delivered).
 */
export async function findInvoiceableOrders(
  db: DbExecutor,
  companyId: number,
  zone: CompanyTimeZone,
  scope: { customerName: string; from: Date; to: Date } | { ids: readonly number[]; lock: boolean },
): Promise<InvoiceableOrder[]> {
  const where =
    "ids" in scope
      ? and(eq(deliveryOrders.companyId, companyId), inArray(deliveryOrders.id, [...scope.ids]))
      : and(
          eq(deliveryOrders.companyId, companyId),
          eq(deliveryOrders.status, "DELIVERED"),
          ilike(billedTo, escapeLike(scope.customerName.trim())),
        );
  const query = db.select().from(deliveryOrders).where(where).orderBy(deliveryOrders.id);
  const orders = "ids" in scope && scope.lock ? await query.for("update") : await query;
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [drops, invoiced] = await Promise.all([
    db
      .select({
        stop: fleetTaskStops,
        startedOn: fleetTasks.startedOn,
        vehicleId: fleetTasks.vehicleId,
        vehicleSize: vehicleTypes.type,
      })
      .from(fleetTaskStops)
      .innerJoin(fleetTasks, eq(fleetTasks.id, fleetTaskStops.fleetTaskId))
      .leftJoin(vehicles, eq(vehicles.id, fleetTasks.vehicleId))
      .leftJoin(vehicleTypes, eq(vehicleTypes.vehicleTypeId, vehicles.vehicleTypeId))
      .where(
        and(
          eq(fleetTaskStops.companyId, companyId),
          inArray(fleetTaskStops.deliveryOrderId, ids),
          eq(fleetTaskStops.activity, "DROP"),
          sql`${fleetTasks.status} <> 'CANCELED'`,
        ),
      ),
    db
      .select({
        deliveryOrderId: invoiceLines.deliveryOrderId,
        invoiceId: invoices.id,
        number: invoices.number,
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          eq(invoiceLines.companyId, companyId),
          inArray(invoiceLines.deliveryOrderId, ids),
          eq(invoiceLines.voided, false),
        ),
      ),
  ]);
  const taskIds = [...new Set(drops.map((drop) => drop.stop.fleetTaskId))];
  const [outcomes, tripStops] = taskIds.length
    ? await Promise.all([
        db
          .select()
          .from(fleetTaskStopOutcomes)
          .where(
            and(
              eq(fleetTaskStopOutcomes.companyId, companyId),
              inArray(fleetTaskStopOutcomes.fleetTaskId, taskIds),
              eq(fleetTaskStopOutcomes.outcome, "DELIVERED"),
            ),
          ),
        db
          .select({
            fleetTaskId: fleetTaskStops.fleetTaskId,
            sequence: fleetTaskStops.sequence,
            departure: fleetTaskStops.actualDeparture,
          })
          .from(fleetTaskStops)
          .where(and(eq(fleetTaskStops.companyId, companyId), inArray(fleetTaskStops.fleetTaskId, taskIds))),
      ])
    : [[], []];
  const stopsOfTrip = new Map<number, typeof tripStops>();
  for (const stop of tripStops) {
    const stops = stopsOfTrip.get(stop.fleetTaskId);
    if (stops) stops.push(stop);
    else stopsOfTrip.set(stop.fleetTaskId, [stop]);
  }
  const legs = drops.flatMap((drop): DropLeg[] => {
    const from = legStart(stopsOfTrip.get(drop.stop.fleetTaskId) ?? [], drop.stop.sequence, drop.startedOn);
    const to = drop.stop.actualArrival;
    return drop.vehicleId !== null && drop.stop.deliveryOrderId !== null && from && to && to > from
      ? [{ deliveryOrderId: drop.stop.deliveryOrderId, vehicleId: drop.vehicleId, from, to }]
      : [];
  });
  const drivenKm = await drivenKmOfLegs(db, companyId, legs);
  const dropOf = new Map(drops.map((drop) => [drop.stop.deliveryOrderId, drop]));
  const podOf = new Map(outcomes.map((outcome) => [`${outcome.fleetTaskId}|${outcome.stopKey}`, outcome]));
  const invoicedOf = new Map(invoiced.map((row) => [row.deliveryOrderId, row]));
  const result = orders.map((order): InvoiceableOrder => {
    const drop = dropOf.get(order.id);
    const pod = drop ? podOf.get(`${drop.stop.fleetTaskId}|${stopKey(drop.stop)}`) : undefined;
    const deliveredOn =
      pod?.happenedOn ?? drop?.stop.actualDeparture ?? drop?.stop.actualArrival ?? order.updatedOn;
    const arrival = drop?.stop.actualArrival;
    const departure = drop?.stop.actualDeparture;
    const line = invoicedOf.get(order.id);
    const total = (of: (item: (typeof order.items)[number]) => number) =>
      order.items.reduce((sum, item) => sum + of(item) * item.quantity, 0);
    return {
      deliveryOrderId: order.id,
      code: deliveryOrderCode(order.id),
      delivered: order.status === "DELIVERED",
      customerName: order.billedCustomerName ?? order.customerName,
      originAddress: order.originAddress,
      destinationAddress: order.destinationAddress,
      deliveredOn,
      hasPod: pod !== undefined,
      podReceiverName: pod?.receiverName ?? null,
      podTime: pod?.happenedOn ?? null,
      podPhotoUrl: pod?.photoUrl ?? null,
      podSignatureUrl: pod?.signatureUrl ?? null,
      fleetTaskId: drop?.stop.fleetTaskId ?? null,
      vehicleSize: drop?.vehicleSize ?? null,
      measures: {
        weightKg: total((item) => item.weightKg),
        volumeM3: total((item) => item.volumeM3),
        // without a stored track of the leg, the straight line from origin to destination
        distanceKm:
          drivenKm.get(order.id) ??
          haversineMeters(
            { lat: order.originLat, lng: order.originLng },
            { lat: order.destinationLat, lng: order.destinationLng },
          ) / 1000,
        waitingMinutes:
          arrival && departure ? Math.max(0, (departure.getTime() - arrival.getTime()) / 60_000) : 0,
        overnights: nightsBetween(drop?.startedOn ?? null, deliveredOn, zone),
      },
      distanceDriven: drivenKm.has(order.id),
      invoicedOn: line ? { invoiceId: line.invoiceId, number: line.number } : null,
    };
  });
  if ("ids" in scope) return result;
  return result.filter((order) => order.deliveredOn >= scope.from && order.deliveredOn < scope.to);
}
