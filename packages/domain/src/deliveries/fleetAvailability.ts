import { z } from "zod";
import { addDays } from "../maintenance/calendarDay.js";
import type { ServiceOrderStatus } from "../maintenance/serviceOrderStatus.js";
import { ACTIVE_SERVICE_ORDER_STATUSES } from "../maintenance/serviceOrderStatus.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { type CompanyTimeZone, zonedDay } from "../timeZone.js";
import type { FleetTaskStatus } from "./fleetTaskStatus.js";

/**
 * Fleet availability (/fleet-availability/, issue 33): what a vehicle or a driver is on a company day. A vehicle in
 * the workshop is in maintenance whatever else is planned; one marked off (or a driver on leave) is off; otherwise
 * a fleet task on that day makes it on a task; else it is free.
 */
export const AVAILABILITY_STATES = ["FREE", "ON_TASK", "MAINTENANCE", "OFF"] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** Why a vehicle or driver is marked unavailable. */
export const UNAVAILABILITY_REASONS = ["LEAVE", "SICK", "REPAIR", "INSPECTION", "OTHER"] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];

/** The board shows one day or the seven days from a Monday. */
export const AVAILABILITY_VIEWS = ["DAY", "WEEK"] as const;
export type AvailabilityView = (typeof AVAILABILITY_VIEWS)[number];

/** Days of the company calendar, inclusive, "2026-11-24". */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

export interface AvailabilityTask {
  fleetTaskId: number;
  status: FleetTaskStatus;
  departureTime: Date;
  /** the last stop's target departure (or arrival), if any */
  lastTargetTime: Date | null;
  endedOn: Date | null;
}

export interface AvailabilityServiceOrder {
  serviceOrderId: number;
  status: ServiceOrderStatus;
  scheduledDay: string;
  finishedOn: Date | null;
}

export interface AvailabilityOff extends DayRange {
  unavailabilityId: number;
}

export interface AvailabilityFacts {
  tasks: readonly AvailabilityTask[];
  serviceOrders: readonly AvailabilityServiceOrder[];
  offs: readonly AvailabilityOff[];
}

export interface DayAvailability {
  state: AvailabilityState;
  fleetTaskIds: number[];
  serviceOrderIds: number[];
  unavailabilityIds: number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written "YYYY-MM-DD". */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The board's days: the day itself, or the week (Monday to Sunday) it lies in. */
export function availabilityDays(day: string, view: AvailabilityView): string[] {
  if (view === "DAY") return [day];
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

const inRange = (day: string, range: DayRange) => range.fromDay <= day && day <= range.toDay;
/** The later of two calendar days (strings: Math.max does not apply). */
const laterDay = (a: string, b: string) => [a, b].sort()[1] as string;

/**
 * The company days a task holds its vehicle and people: from its departure to its end (when it ended, else its last
 * stop's target, and a running task at least until `now`). A canceled task holds nothing.
 */
export function taskDays(task: AvailabilityTask, now: Date, zone: CompanyTimeZone): DayRange | null {
  if (task.status === "CANCELED") return null;
  const start = task.departureTime;
  let end = task.endedOn ?? task.lastTargetTime ?? start;
  if (task.status === "STARTED" && end < now) end = now;
  if (end < start) end = start;
  return { fromDay: zonedDay(start, zone), toDay: zonedDay(end, zone) };
}

/**
 * The company days a service order holds its vehicle in the workshop: an open order (confirmed, in progress,
 * documents being checked) from its scheduled day until today, as long as it is not finished; a done order from its
 * scheduled day to the day it finished. Drafts and canceled orders hold nothing.
 */
export function serviceOrderDays(
  order: AvailabilityServiceOrder,
  today: string,
  zone: CompanyTimeZone,
): DayRange | null {
  const fromDay = order.scheduledDay;
  if (order.status === "DONE") {
    if (!order.finishedOn) return { fromDay, toDay: fromDay };
    const finished = zonedDay(order.finishedOn, zone);
    return { fromDay, toDay: laterDay(finished, fromDay) };
  }
  if (!ACTIVE_SERVICE_ORDER_STATUSES.includes(order.status)) return null;
  return { fromDay, toDay: laterDay(today, fromDay) };
}

/** What a vehicle (or, with no service orders, a driver) is on `day`, and which tasks, orders and offs say so. */
export function availabilityOnDay(
  day: string,
  facts: AvailabilityFacts,
  now: Date,
  zone: CompanyTimeZone,
): DayAvailability {
  const today = zonedDay(now, zone);
  const fleetTaskIds = facts.tasks
    .filter((task) => {
      const range = taskDays(task, now, zone);
      return range !== null && inRange(day, range);
    })
    .map((task) => task.fleetTaskId);
  const serviceOrderIds = facts.serviceOrders
    .filter((order) => {
      const range = serviceOrderDays(order, today, zone);
      return range !== null && inRange(day, range);
    })
    .map((order) => order.serviceOrderId);
  const unavailabilityIds = facts.offs.filter((off) => inRange(day, off)).map((off) => off.unavailabilityId);
  const state: AvailabilityState =
    serviceOrderIds.length > 0
      ? "MAINTENANCE"
      : unavailabilityIds.length > 0
        ? "OFF"
        : fleetTaskIds.length > 0
          ? "ON_TASK"
          : "FREE";
  return { state, fleetTaskIds, serviceOrderIds, unavailabilityIds };
}

/** An unavailability covers at most this many days (a year's leave). */
export const MAX_UNAVAILABILITY_DAYS = 366;
/** Vehicles (and drivers) on one page of the board unless asked otherwise. */
export const AVAILABILITY_PAGE_SIZE = 25;

const calendarDay = z.string().refine(isCalendarDay, { message: "A day is written YYYY-MM-DD" });

const rangeFields = {
  reason: z.enum(UNAVAILABILITY_REASONS),
  fromDay: calendarDay,
  toDay: calendarDay,
  note: z.string().trim().max(500).nullish(),
};

/** The days run forward and span at most MAX_UNAVAILABILITY_DAYS. */
function checkDayRange(input: { fromDay: string; toDay: string }, context: z.RefinementCtx) {
  if (input.fromDay > input.toDay)
    context.addIssue({ code: "custom", path: ["toDay"], message: "Not before the first day" });
  // zod runs this even after a field failed: a day that is none is left to the field's own issue
  else if (
    isCalendarDay(input.fromDay) &&
    isCalendarDay(input.toDay) &&
    input.toDay > addDays(input.fromDay, MAX_UNAVAILABILITY_DAYS - 1)
  )
    context.addIssue({ code: "custom", path: ["toDay"], message: `At most ${MAX_UNAVAILABILITY_DAYS} days` });
}

/** A vehicle marked off or a driver on leave, from one day to another (inclusive), with its reason. */
export const createUnavailabilityInputSchema = z
  .object({
    vehicleId: z.int32().min(1).nullish(),
    driverId: z.int32().min(1).nullish(),
    ...rangeFields,
  })
  .refine((input) => (input.vehicleId ? 1 : 0) + (input.driverId ? 1 : 0) === 1, {
    path: ["vehicleId"],
    message: "Either a vehicle or a driver",
  })
  .superRefine(checkDayRange);
export type CreateUnavailabilityInput = z.output<typeof createUnavailabilityInputSchema>;

/** An off range's days, reason and note changed (its vehicle or driver stays). */
export const updateUnavailabilityInputSchema = z
  .object({ unavailabilityId: z.int32().min(1), ...rangeFields })
  .superRefine(checkDayRange);
export type UpdateUnavailabilityInput = z.output<typeof updateUnavailabilityInputSchema>;

/** The board asks for a day and a view. */
export const fleetAvailabilityInputSchema = z.object({
  day: calendarDay,
  view: z.enum(AVAILABILITY_VIEWS),
  vehiclePagination: paginationInputSchema.default({ page: 1, show: AVAILABILITY_PAGE_SIZE }),
  driverPagination: paginationInputSchema.default({ page: 1, show: AVAILABILITY_PAGE_SIZE }),
});
