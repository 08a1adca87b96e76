import { ACTIVE_SERVICE_ORDER_STATUSES, type ServiceOrderStatus } from "@armada/domain";
import { and, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { serviceOrders } from "./maintenance.tables.js";

export interface ServiceOrderHold {
  serviceOrderId: number;
  vehicleId: number;
  status: ServiceOrderStatus;
  scheduledDay: string;
  finishedOn: Date | null;
}

/**
 * The company's service orders that may hold its vehicles in the workshop between two company days: open ones (and
 * done ones, with the day they finished) scheduled by `toDay`. Other modules (fleet availability) read them here.
 */
export async function findServiceOrderHolds(
  db: DbExecutor,
  companyId: number,
  range: { fromDay: string; toDay: string; from: Date },
): Promise<ServiceOrderHold[]> {
  const rows = await db
    .select({
      serviceOrderId: serviceOrders.id,
      vehicleId: serviceOrders.vehicleId,
      status: serviceOrders.status,
      scheduledDay: serviceOrders.scheduledDay,
      finishedOn: serviceOrders.finishedOn,
    })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.companyId, companyId),
        inArray(serviceOrders.status, [...ACTIVE_SERVICE_ORDER_STATUSES, "DONE"]),
        lte(serviceOrders.scheduledDay, range.toDay),
        or(isNull(serviceOrders.finishedOn), gte(serviceOrders.finishedOn, range.from)),
      ),
    );
  return rows.filter((row): row is ServiceOrderHold => row.vehicleId !== null);
}
