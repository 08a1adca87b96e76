import {
  checkPhonePosition,
  type Language,
  type PhonePositionProblem,
  reportMyPositionsInputSchema,
} from "@armada/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/database.js";
import { AppError, notFound } from "../../../http/appError.js";
import type { AuthUser } from "../../../http/authUser.js";
import { parseInput } from "../../../http/envelope.js";
import { requireKey } from "../../../http/requireKeys.js";
import { vehicles } from "../../fleet/index.js";
import type { ReportingVehicle, SubmitResult } from "../../positions/index.js";
import { fleetTasks } from "../deliveries.tables.js";
import { fleetTaskCode } from "../deliveryCodes.js";

/** The position pipeline's entry for positions without a device. */
export interface VehiclePositionSink {
  submitVehiclePosition(
    vehicle: ReportingVehicle,
    position: Extract<ReturnType<typeof checkPhonePosition>, { ok: true }>["position"],
  ): Promise<SubmitResult>;
}

export type PhonePositionRefusal = PhonePositionProblem | "invalidCoordinates" | "invalidSpeed" | "duplicate";

/**
 * The driver's phone as the tracker of their running task's vehicle (issue 33): a report is taken only from the
 * task's driver or co-driver, while it runs, for a vehicle set to take its position from the phone. Each position is
 * checked on its own and a bad one is answered as refused beside the stored ones: the phone cannot correct a
 * position it already sent, so refusing the whole report would lose the good ones with it.
 */
export function createPhonePositionReports(db: Db, pipeline: VehiclePositionSink) {
  async function runningTaskVehicle(user: AuthUser, fleetTaskId: number) {
    const [row] = await db
      .select({ task: fleetTasks, plate: vehicles.licensePlate, phoneTracking: vehicles.phoneTracking })
      .from(fleetTasks)
      .leftJoin(vehicles, eq(vehicles.id, fleetTasks.vehicleId))
      .where(and(eq(fleetTasks.companyId, user.companyId), eq(fleetTasks.id, fleetTaskId)));
    const task = row?.task;
    // another company's task, or one the caller does not drive, is not theirs to know of
    if (!task || (task.driverId !== user.userId && task.coDriverId !== user.userId)) throw notFound();
    if (task.status !== "STARTED")
      throw new AppError("FleetTaskNotRunning", 409, { code: fleetTaskCode(task.id) });
    if (task.vehicleId === null || !row.phoneTracking)
      throw new AppError("PhoneTrackingOff", 409, { plate: row.plate ?? fleetTaskCode(task.id) });
    return { vehicleId: task.vehicleId, companyId: task.companyId };
  }

  return {
    async report(user: AuthUser, input: unknown, language: Language, now = new Date()) {
      requireKey(user, "tms_driver:update");
      const parsed = parseInput(reportMyPositionsInputSchema, input, language);
      const vehicle = await runningTaskVehicle(user, parsed.fleetTaskId);
      const refused: { index: number; reason: PhonePositionRefusal }[] = [];
      const stored: Promise<boolean>[] = [];
      // one after the other: the pipeline keeps a vehicle's positions in the order they were submitted
      for (const [index, value] of parsed.positions.entries()) {
        const checked = checkPhonePosition(value, now);
        if (!checked.ok) {
          refused.push({ index, reason: checked.problem });
          continue;
        }
        const result = await pipeline.submitVehiclePosition(vehicle, checked.position);
        if (result.accepted) stored.push(result.stored);
        else refused.push({ index, reason: result.reason === "unknownDevice" ? "invalid" : result.reason });
      }
      // answered once durable: a phone told "accepted" removes the positions from its queue
      if (!(await Promise.all(stored)).every(Boolean)) throw new Error("position pipeline stopped");
      return { accepted: stored.length, refused };
    },
  };
}

export type PhonePositionReports = ReturnType<typeof createPhonePositionReports>;
