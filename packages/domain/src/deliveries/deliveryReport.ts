import { MAX_REPORT_DAYS } from "../reports/reportFilter.js";
import { dayPeriodSchema } from "../schemas/dayPeriod.js";
import { type CompanyTimeZone, zonedDay } from "../timeZone.js";
import type { DeliveryOrderStatus } from "./deliveryOrderStatus.js";
import { stopLateness } from "./stopVisit.js";

/**
 * The delivery report (issue 33): on-time rate per customer, driver and vehicle over a period of company days, and
 * deliveries per day (delivered / failed / canceled). The period is capped like the other reports.
 */
export const deliveryReportInputSchema = dayPeriodSchema(MAX_REPORT_DAYS);

/** At most this many orders are read for one report (a month of a large fleet); the report says when it was cut. */
export const DELIVERY_REPORT_ROW_CAP = 20_000;

/** An order that ended in the period: delivered, failed or canceled, with when and by whom. */
export interface ReportedOrder {
  status: Extract<DeliveryOrderStatus, "DELIVERED" | "FAILED" | "CANCELED">;
  customerName: string;
  driverName: string | null;
  licensePlate: string | null;
  deliveryWindowStart: Date | null;
  deliveryWindowEnd: Date | null;
  /** when it was delivered (the drop's arrival or proof), failed or canceled */
  endedAt: Date;
}

/**
 * A delivered order is on time when it arrived by the end of its delivery window (the stop lateness rule: only past
 * the window's end is late, an early arrival is not). No window end, nothing to judge: null, and it is not counted.
 */
export function isDeliveredOnTime(order: ReportedOrder): boolean | null {
  if (order.status !== "DELIVERED" || !order.deliveryWindowEnd) return null;
  const lateness = stopLateness(
    { start: order.deliveryWindowStart, end: order.deliveryWindowEnd },
    order.endedAt,
    order.endedAt,
  );
  return lateness?.punctuality !== "LATE";
}

export interface OnTimeRow {
  name: string;
  delivered: number;
  /** delivered orders with a delivery window: the rate's base */
  judged: number;
  onTime: number;
  late: number;
  /** onTime / judged, 0–1; null when nothing could be judged */
  rate: number | null;
}

/** On-time figures grouped by `key` (customer, driver or vehicle), the most delivered first. */
export function onTimeRates(
  orders: readonly ReportedOrder[],
  key: (order: ReportedOrder) => string,
): OnTimeRow[] {
  const groups = new Map<string, OnTimeRow>();
  for (const order of orders) {
    if (order.status !== "DELIVERED") continue;
    const name = key(order);
    const row = groups.get(name) ?? { name, delivered: 0, judged: 0, onTime: 0, late: 0, rate: null };
    row.delivered += 1;
    const verdict = isDeliveredOnTime(order);
    if (verdict !== null) {
      row.judged += 1;
      if (verdict) row.onTime += 1;
      else row.late += 1;
    }
    row.rate = row.judged > 0 ? row.onTime / row.judged : null;
    groups.set(name, row);
  }
  return [...groups.values()].sort((a, b) => b.delivered - a.delivered || a.name.localeCompare(b.name));
}

export interface DeliveriesPerDay {
  day: string;
  delivered: number;
  failed: number;
  canceled: number;
}

/** Every day of the period with its delivered, failed and canceled orders (by the company day they ended). */
export function deliveriesPerDay(
  orders: readonly ReportedOrder[],
  days: readonly string[],
  zone: CompanyTimeZone,
): DeliveriesPerDay[] {
  const rows = new Map(days.map((day) => [day, { day, delivered: 0, failed: 0, canceled: 0 }]));
  for (const order of orders) {
    const row = rows.get(zonedDay(order.endedAt, zone));
    if (!row) continue;
    if (order.status === "DELIVERED") row.delivered += 1;
    else if (order.status === "FAILED") row.failed += 1;
    else row.canceled += 1;
  }
  return [...rows.values()];
}
