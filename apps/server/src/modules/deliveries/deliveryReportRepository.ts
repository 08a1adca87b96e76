import { DELIVERY_REPORT_ROW_CAP, type ReportedOrder } from "@armada/domain";
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";

interface Row {
  status: ReportedOrder["status"];
  customer_name: string;
  driver_name: string | null;
  license_plate: string | null;
  delivery_window_start: string | Date | null;
  delivery_window_end: string | Date | null;
  ended_at: string | Date;
}

const time = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The company's orders delivered, failed or canceled between two moments: when (the driver's proof of delivery or
 * failure at its drop, else a delivered order's drop arrival, else its last change; on time is judged on it), its
 * customer, and its task's driver and vehicle. At most the row cap plus one, so the caller can tell it was cut.
 */
export async function findReportedOrders(
  db: DbExecutor,
  companyId: number,
  from: Date,
  to: Date,
): Promise<ReportedOrder[]> {
  const rows = resultRows<Row>(
    await db.execute(sql`
      select * from (
        select o.status, o.customer_name, o.delivery_window_start, o.delivery_window_end,
          u.name as driver_name, v.license_plate,
          coalesce(
            outcome.happened_on,
            case when o.status = 'DELIVERED' then d.actual_arrival end,
            o.updated_on
          ) as ended_at
        from delivery_orders o
        left join lateral (
          select s.actual_arrival, s.fleet_task_id from fleet_task_stops s
          where s.delivery_order_id = o.id and s.activity = 'DROP' and s.company_id = ${companyId}
          order by s.id desc limit 1
        ) d on true
        left join fleet_task_stop_outcomes outcome on outcome.fleet_task_id = d.fleet_task_id
          and outcome.stop_key = 'DROP:DO' || o.id and outcome.company_id = ${companyId}
          and outcome.outcome = case when o.status = 'FAILED' then 'FAILED' else 'DELIVERED' end
        left join fleet_tasks t on t.id = d.fleet_task_id and t.company_id = ${companyId}
        left join vehicles v on v.id = t.vehicle_id
        left join users u on u.id = t.driver_id
        where o.company_id = ${companyId} and o.status in ('DELIVERED', 'FAILED', 'CANCELED')
      ) ended
      where ended.ended_at >= ${from.toISOString()} and ended.ended_at <= ${to.toISOString()}
      order by ended.ended_at
      limit ${DELIVERY_REPORT_ROW_CAP + 1}
    `),
  );
  return rows.map((row) => ({
    status: row.status,
    customerName: row.customer_name,
    driverName: row.driver_name,
    licensePlate: row.license_plate,
    deliveryWindowStart: time(row.delivery_window_start),
    deliveryWindowEnd: time(row.delivery_window_end),
    endedAt: new Date(row.ended_at),
  }));
}
