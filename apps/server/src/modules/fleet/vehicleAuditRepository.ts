import { and, count, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicleAuditLogs } from "./fleet.tables.js";
import type { VehicleAuditEntry } from "./vehicleAudit.js";

export interface AuditRecord extends VehicleAuditEntry {
  vehicleId: number;
  userId: number;
}

export async function insertVehicleAuditLogs(
  db: DbExecutor,
  companyId: number,
  records: readonly AuditRecord[],
) {
  if (records.length === 0) return;
  await db.insert(vehicleAuditLogs).values(records.map((record) => ({ ...record, companyId })));
}

/** One vehicle's entries, newest first, with the user's name. */
export async function findVehicleAuditLogs(
  db: DbExecutor,
  companyId: number,
  vehicleId: number,
  page: { page: number; show: number },
) {
  const where = and(eq(vehicleAuditLogs.companyId, companyId), eq(vehicleAuditLogs.vehicleId, vehicleId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: vehicleAuditLogs.id,
        vehicleId: vehicleAuditLogs.vehicleId,
        time: vehicleAuditLogs.time,
        actionType: vehicleAuditLogs.actionType,
        action: vehicleAuditLogs.action,
        detail: vehicleAuditLogs.detail,
        object: vehicleAuditLogs.object,
        oldData: vehicleAuditLogs.oldData,
        newData: vehicleAuditLogs.newData,
        userId: vehicleAuditLogs.userId,
        userName: users.name,
      })
      .from(vehicleAuditLogs)
      .leftJoin(users, eq(users.id, vehicleAuditLogs.userId))
      .where(where)
      .orderBy(desc(vehicleAuditLogs.time), desc(vehicleAuditLogs.id))
      .limit(page.show)
      .offset((page.page - 1) * page.show),
    db.select({ total: count() }).from(vehicleAuditLogs).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
