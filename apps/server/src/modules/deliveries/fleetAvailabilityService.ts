import {
  type AvailabilityFacts,
  availabilityDays,
  availabilityOnDay,
  createUnavailabilityInputSchema,
  fleetAvailabilityInputSchema,
  type Language,
  taskDays,
  updateUnavailabilityInputSchema,
  zonedDayStart,
} from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { findServiceOrderHolds } from "../maintenance/index.js";
import { requireTms } from "./deliveriesAccess.js";
import { fleetTaskCode, isoTime } from "./deliveryCodes.js";
import { checkDeliveryReferences } from "./deliveryReferences.js";
import {
  deleteUnavailabilityRow,
  findBoardDrivers,
  findBoardTasks,
  findBoardVehicles,
  findUnavailabilities,
  insertUnavailability,
  updateUnavailabilityRow,
} from "./fleetAvailabilityRepository.js";

const unavailabilityIdSchema = z.object({ unavailabilityId: z.int32().min(1) });

type UnavailabilityRow = Awaited<ReturnType<typeof insertUnavailability>>;

const toUnavailabilityView = (row: UnavailabilityRow) => ({
  unavailabilityId: row.id,
  vehicleId: row.vehicleId,
  driverId: row.driverId,
  reason: row.reason,
  fromDay: row.fromDay,
  toDay: row.toDay,
  note: row.note,
});

const by = <T, K>(items: readonly T[], key: (item: T) => K | readonly K[]) => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const keys = key(item);
    for (const one of (Array.isArray(keys) ? keys : [keys]) as K[])
      map.set(one, [...(map.get(one) ?? []), item]);
  }
  return map;
};

/** Fleet availability (/fleet-availability/, tms keys): the board of vehicles and drivers, and the off ranges. */
export function createFleetAvailabilityService(db: Db) {
  return {
    async board(user: AuthUser, input: unknown, language: Language, now = new Date()) {
      requireTms(user, "read");
      const { day, view, vehiclePagination, driverPagination } = parseInput(
        fleetAvailabilityInputSchema,
        input,
        language,
      );
      const zone = user.companyTimeZone;
      const days = availabilityDays(day, view);
      const fromDay = days[0] as string;
      const toDay = days[days.length - 1] as string;
      const from = zonedDayStart(fromDay, zone);
      const to = new Date(zonedDayStart(toDay, zone).getTime() + 86_400_000 - 1);
      const companyId = user.companyId;
      const [vehicles, drivers, tasks, holds, offs] = await Promise.all([
        findBoardVehicles(db, companyId, vehiclePagination),
        findBoardDrivers(db, companyId, driverPagination),
        findBoardTasks(db, companyId, from, to),
        findServiceOrderHolds(db, companyId, { fromDay, toDay, from }),
        findUnavailabilities(db, companyId, fromDay, toDay),
      ]);
      const touching = tasks.filter((task) => {
        const range = taskDays(task, now, zone);
        return range !== null && range.fromDay <= toDay && range.toDay >= fromDay;
      });
      const tasksOfVehicle = by(touching, (task) => task.vehicleId);
      const tasksOfDriver = by(touching, (task) =>
        [task.driverId, task.coDriverId].filter((id) => id !== null),
      );
      const holdsOfVehicle = by(holds, (hold) => hold.vehicleId);
      const offsOfVehicle = by(
        offs.filter((off) => off.vehicleId !== null),
        (off) => off.vehicleId,
      );
      const offsOfDriver = by(
        offs.filter((off) => off.driverId !== null),
        (off) => off.driverId,
      );
      const daysOf = (facts: AvailabilityFacts) =>
        days.map((at) => ({ day: at, ...availabilityOnDay(at, facts, now, zone) }));
      const offFacts = (rows: typeof offs) =>
        rows.map((off) => ({ unavailabilityId: off.id, fromDay: off.fromDay, toDay: off.toDay }));
      return {
        data: {
          days,
          vehiclePagination: { ...vehiclePagination, total: vehicles.total },
          driverPagination: { ...driverPagination, total: drivers.total },
          vehicles: vehicles.rows.map((vehicle) => ({
            ...vehicle,
            days: daysOf({
              tasks: tasksOfVehicle.get(vehicle.vehicleId) ?? [],
              serviceOrders: holdsOfVehicle.get(vehicle.vehicleId) ?? [],
              offs: offFacts(offsOfVehicle.get(vehicle.vehicleId) ?? []),
            }),
          })),
          drivers: drivers.rows.map((driver) => ({
            ...driver,
            days: daysOf({
              tasks: tasksOfDriver.get(driver.driverId) ?? [],
              serviceOrders: [],
              offs: offFacts(offsOfDriver.get(driver.driverId) ?? []),
            }),
          })),
          tasks: touching.map((task) => ({
            fleetTaskId: task.fleetTaskId,
            code: fleetTaskCode(task.fleetTaskId),
            status: task.status,
            isInstant: task.isInstant,
            departureTime: task.departureTime.toISOString(),
            endTime: isoTime(task.endedOn ?? task.lastTargetTime),
          })),
          serviceOrders: holds.map((hold) => ({
            serviceOrderId: hold.serviceOrderId,
            status: hold.status,
            scheduledDay: hold.scheduledDay,
          })),
          unavailabilities: offs.map(toUnavailabilityView),
        },
      };
    },

    async createUnavailability(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "create");
      const parsed = parseInput(createUnavailabilityInputSchema, input, language);
      await checkDeliveryReferences(
        db,
        user.companyId,
        {
          vehicleId: parsed.vehicleId ?? undefined,
          drivers: { driverId: parsed.driverId ?? undefined },
        },
        language,
      );
      return toUnavailabilityView(await insertUnavailability(db, user.companyId, user.userId, parsed));
    },

    async updateUnavailability(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "update");
      const parsed = parseInput(updateUnavailabilityInputSchema, input, language);
      const row = await updateUnavailabilityRow(db, user.companyId, parsed);
      if (!row) throw notFound();
      return toUnavailabilityView(row);
    },

    async deleteUnavailability(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "delete");
      const { unavailabilityId } = parseInput(unavailabilityIdSchema, input, language);
      const row = await deleteUnavailabilityRow(db, user.companyId, unavailabilityId);
      if (!row) throw notFound();
      return toUnavailabilityView(row);
    },
  };
}

export type FleetAvailabilityService = ReturnType<typeof createFleetAvailabilityService>;
