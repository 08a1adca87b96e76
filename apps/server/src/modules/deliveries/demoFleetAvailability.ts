import { addDays, type CompanyTimeZone, DEFAULT_TIME_ZONE, zonedDay } from "@armada/domain";
import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { fleetUnavailabilities } from "./fleetAvailability.tables.js";

/**
 * The demo's fleet availability: a driver with no demo task (the fourth) on leave from today for three days, so the
 * board shows one off beside the vehicle in the workshop (the maintenance demo) and the tasks (the delivery demo).
 */
export async function seedDemoFleetAvailability(
  tx: DbExecutor,
  companyId: number,
  now = new Date(),
  zone: CompanyTimeZone = DEFAULT_TIME_ZONE,
): Promise<void> {
  const drivers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isDriver, true)))
    .orderBy(asc(users.id))
    .limit(4);
  const onLeave = drivers[3] ?? drivers[drivers.length - 1];
  if (!onLeave) return;
  const today = zonedDay(now, zone);
  await tx.insert(fleetUnavailabilities).values({
    companyId,
    driverId: onLeave.id,
    reason: "LEAVE",
    fromDay: today,
    toDay: addDays(today, 2),
    note: "Cuti keluarga",
  });
}
