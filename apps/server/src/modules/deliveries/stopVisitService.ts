import type { FleetTaskChange } from "@armada/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { fleetTasks } from "./deliveries.tables.js";
import { confirmStopDelivered } from "./stopVisitEffects.js";

/**
 * What the driver's app confirms at a stop (issue 33), beside what the positions detect: the stop's effects on its
 * order and the planners' live page.
 */
export function createStopVisitService(
  db: Db,
  publish: (companyId: number, change: FleetTaskChange) => void,
) {
  return {
    /**
     * The drop at `stopId` is delivered (at `at`): the stop visited and its order Terkirim, then the planners told.
     * The caller checked the driver's access to the task; a stop of no started task of the company is NotFound.
     */
    async confirmDelivered(companyId: number, stopId: number, at: Date) {
      const stop = await db.transaction((tx) => confirmStopDelivered(tx, companyId, stopId, at));
      const [task] = await db
        .select({ isInstant: fleetTasks.isInstant })
        .from(fleetTasks)
        .where(eq(fleetTasks.id, stop.fleetTaskId));
      publish(companyId, { fleetTaskId: stop.fleetTaskId, stopId, isInstant: task?.isInstant ?? false });
      return stop;
    },
  };
}

export type StopVisitService = ReturnType<typeof createStopVisitService>;
