import { z } from "zod";
import { CONTROL_TOWER_QUEUES, CONTROL_TOWER_STATUSES } from "./controlTowerQueues.js";

/** What counts as an exception, per company; the defaults apply until the company saves its own. */
export const controlTowerSettingsSchema = z.object({
  /** a stop is late this many minutes past its target arrival */
  lateMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** a device on a started task is offline after this many minutes without a packet */
  offlineMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** an exception should be handled (selesai) within this many minutes of being seen */
  slaMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
  /** unresolved alerts of the last this many hours fill the alert queues */
  alertWindowHours: z
    .number()
    .int()
    .min(1)
    .max(7 * 24),
  /** a queue's own SLA minutes; a queue not listed has `slaMinutes` */
  queueSlaMinutes: z
    .array(
      z.object({
        queue: z.enum(CONTROL_TOWER_QUEUES),
        minutes: z
          .number()
          .int()
          .min(1)
          .max(7 * 24 * 60),
      }),
    )
    .max(CONTROL_TOWER_QUEUES.length)
    .refine((rows) => new Set(rows.map((row) => row.queue)).size === rows.length, {
      message: "one SLA per queue",
    })
    .default([]),
});
export type ControlTowerSettings = z.infer<typeof controlTowerSettingsSchema>;

export const DEFAULT_CONTROL_TOWER_SETTINGS: ControlTowerSettings = {
  lateMinutes: 15,
  offlineMinutes: 30,
  slaMinutes: 30,
  alertWindowHours: 24,
  queueSlaMinutes: [],
};

/** The SLA minutes of an exception of `queue`: the queue's own rule, or the company's single value. */
export function slaMinutesOf(
  settings: Pick<ControlTowerSettings, "slaMinutes" | "queueSlaMinutes">,
  queue: string,
): number {
  return settings.queueSlaMinutes.find((row) => row.queue === queue)?.minutes ?? settings.slaMinutes;
}

export const controlTowerQueueSchema = z.enum(CONTROL_TOWER_QUEUES);
export const controlTowerStatusSchema = z.enum(CONTROL_TOWER_STATUSES);

export const controlTowerExceptionsFilterSchema = z.object({
  queue: controlTowerQueueSchema.optional(),
  /** OPEN: baru and ditangani (the default); SELESAI: the handled ones still live */
  view: z.enum(["OPEN", "SELESAI"]).default("OPEN"),
  page: z.number().int().min(1).max(10_000).default(1),
  show: z.number().int().min(1).max(100).default(50),
});

export const controlTowerExceptionIdSchema = z.object({ exceptionId: z.number().int().positive() });

export const updateControlTowerExceptionSchema = z.object({
  exceptionId: z.number().int().positive(),
  status: controlTowerStatusSchema.optional(),
  notes: z.string().trim().max(2000).optional(),
});
