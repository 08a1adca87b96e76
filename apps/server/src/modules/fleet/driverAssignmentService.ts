import {
  deleteDriverAssignmentInputSchema,
  driverAssignmentsFilterSchema,
  type Language,
  updateDriverAssignmentInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey } from "../../http/requireKeys.js";
import {
  deleteDriverAssignmentRow,
  findDriverAssignment,
  findDriverAssignments,
  findOverlappingAssignment,
  updateDriverAssignmentPeriod,
} from "./driverAssignmentRepository.js";
import { DRIVER_ASSIGNMENT_READ_KEYS, DRIVER_ASSIGNMENT_WRITE_KEYS } from "./fleetAccess.js";

/**
 * The history of who was a vehicle's driver 1 or 2. Periods open and close with the vehicle's drivers; here the
 * times of a period are corrected (without overlapping another of the same slot) and a closed one removed.
 */
export function createDriverAssignmentService(db: Db) {
  async function existingPeriod(executor: DbExecutor, user: AuthUser, id: number) {
    const period = await findDriverAssignment(executor, user.companyId, id);
    if (!period) throw notFound();
    return period;
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, DRIVER_ASSIGNMENT_READ_KEYS);
      const { pagination, ...query } = parseInput(driverAssignmentsFilterSchema, filter, language);
      const { rows, total } = await findDriverAssignments(db, user.companyId, { ...query, ...pagination });
      return {
        data: rows.map(({ driverName, startedAt, endedAt, ...row }) => ({
          ...row,
          driver: { userId: row.driverId, fullname: driverName },
          startedAt: startedAt.toISOString(),
          endedAt: endedAt ? endedAt.toISOString() : null,
        })),
        pagination: { total, ...pagination },
      };
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireAnyKey(user, DRIVER_ASSIGNMENT_WRITE_KEYS);
      const { id, startedAt, endedAt } = parseInput(updateDriverAssignmentInputSchema, input, language);
      await db.transaction(async (tx) => {
        const period = await existingPeriod(tx, user, id);
        // the open period is the vehicle's current driver: it ends only by changing the vehicle's driver
        if ((period.endedAt === null) !== (endedAt === null))
          throw new AppError("DriverAssignmentOpenEnd", 409);
        if (startedAt.getTime() > Date.now()) throw new AppError("DriverAssignmentInFuture", 409);
        const overlapping = await findOverlappingAssignment(tx, { ...period, startedAt, endedAt });
        if (overlapping) throw new AppError("DriverAssignmentOverlap", 409);
        await updateDriverAssignmentPeriod(tx, id, { startedAt, endedAt });
      });
      return { id };
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireAnyKey(user, DRIVER_ASSIGNMENT_WRITE_KEYS);
      const { id } = parseInput(deleteDriverAssignmentInputSchema, input, language);
      const period = await existingPeriod(db, user, id);
      if (period.endedAt === null) throw new AppError("DriverAssignmentOpenEnd", 409);
      await deleteDriverAssignmentRow(db, id);
      return { id };
    },
  };
}

export type DriverAssignmentService = ReturnType<typeof createDriverAssignmentService>;
