import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { createDeviceService } from "./deviceService.js";
import { createDriverAssignmentService } from "./driverAssignmentService.js";
import { createDriverService } from "./driverService.js";
import { createImeiRefusals } from "./imeiRefusals.js";
import { createVehicleService } from "./vehicleService.js";
import { createVehicleTypeService } from "./vehicleTypeService.js";
import { createVgroupService } from "./vgroupService.js";

type Method = (user: AuthUser, ...rest: never[]) => Promise<unknown>;

/** Calls `changed(companyId)` after each successful call of the named methods. */
function notifying<S extends Record<string, unknown>>(
  service: S,
  methods: (keyof S)[],
  changed: (companyId: number) => void,
): S {
  const wrapped: Record<string, unknown> = { ...service };
  for (const name of methods) {
    const method = service[name] as Method;
    wrapped[name as string] = async (user: AuthUser, ...rest: never[]) => {
      const result = await method(user, ...rest);
      changed(user.companyId);
      return result;
    };
  }
  return wrapped as S;
}

/**
 * The fleet module's services: vehicles, vehicle types and fuel types, devices, drivers, vehicle groups.
 * `fleetChanged` hears of every change to vehicles, devices and vehicle groups (the ingest caches which device feeds
 * which vehicle; the alert engine which rules cover it).
 */
export function createFleetServices(db: Db, fleetChanged: (companyId: number) => void = () => {}) {
  const imeiRefusals = createImeiRefusals();
  return {
    vehicles: notifying(
      createVehicleService(db, imeiRefusals),
      ["create", "update", "remove", "bulkUpdate"],
      fleetChanged,
    ),
    vehicleTypes: createVehicleTypeService(db),
    devices: notifying(
      createDeviceService(db, imeiRefusals),
      ["create", "update", "remove", "move"],
      fleetChanged,
    ),
    drivers: createDriverService(db),
    driverAssignments: createDriverAssignmentService(db),
    // group membership decides which alert rules cover a vehicle (the alert engine reloads them)
    vgroups: notifying(createVgroupService(db), ["create", "update", "remove"], fleetChanged),
  };
}

export type FleetServices = ReturnType<typeof createFleetServices>;
