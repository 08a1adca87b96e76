import { z } from "zod";
import { podImageUrlSchema, STOP_FAILURE_REASONS } from "./proofOfDelivery.js";
import type { StopActivity, StopVisitStatus } from "./stopVisit.js";

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);

/**
 * What every driver action carries: an id the phone generated (a replay of the same action never applies twice) and
 * when the driver did it (the phone's clock: an action queued offline keeps its moment).
 */
const actionFields = {
  actionId: z.uuid(),
  at: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
};

/** Start or end the driver's own task. */
export const driverTaskActionInputSchema = z.object({ ...actionFields, fleetTaskId: id });

/** Confirm the arrival at a stop ("Tiba"). */
export const arriveAtStopInputSchema = z.object({ ...actionFields, stopId: id });

/** The proof of delivery at a drop; which parts are required is the company's (missingPodFields). */
export const deliverStopInputSchema = z.object({
  ...actionFields,
  stopId: id,
  photoUrl: podImageUrlSchema.nullish(),
  signatureUrl: podImageUrlSchema.nullish(),
  receiverName: text(200).nullish(),
  notes: text(1000).nullish(),
});
export type DeliverStopInput = z.output<typeof deliverStopInputSchema>;

/** A failed stop, with its reason; "other" needs a note saying what happened. */
export const failStopInputSchema = z
  .object({
    ...actionFields,
    stopId: id,
    reason: z.enum(STOP_FAILURE_REASONS),
    note: text(1000).nullish(),
  })
  .refine((input) => input.reason !== "OTHER" || (input.note ?? "") !== "", { path: ["note"] });

/** How a stop ended for the driver: nothing yet, visited (arrived), delivered with a POD, or failed. */
export type StopOutcomeKind = "DELIVERED" | "FAILED";

export interface DriverStop {
  activity: StopActivity;
  visitStatus: StopVisitStatus;
  /** the stop's outcome once the driver handed in a POD or failed it */
  outcome: StopOutcomeKind | null;
}

/** A stop is done once failed, picked up (a visited pickup) or delivered (a drop with its POD). */
export function isStopDone(stop: DriverStop): boolean {
  if (stop.visitStatus === "FAILED" || stop.outcome !== null) return true;
  return stop.activity === "PICKUP" && stop.visitStatus === "VISITED";
}

/** The driver may end a started task once every stop is done. */
export const canEndDriverTask = (stops: readonly DriverStop[]): boolean => stops.every(isStopDone);

/** What the driver may still do at a stop of a started task. */
export function driverStopActions(stop: DriverStop): { arrive: boolean; deliver: boolean; fail: boolean } {
  const open = !isStopDone(stop);
  return {
    arrive: open && stop.visitStatus === "TO_VISIT",
    deliver: open && stop.activity === "DROP",
    fail: open,
  };
}
