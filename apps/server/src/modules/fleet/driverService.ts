import { driversFilterSchema, type Language } from "@armada/domain";
import type { Db } from "../../db/database.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey } from "../../http/requireKeys.js";
import type { AuthUser } from "../auth/authUser.js";
import { findDrivers } from "./driverRepository.js";
import { DRIVER_READ_KEYS } from "./fleetAccess.js";

export function createDriverService(db: Db) {
  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, DRIVER_READ_KEYS);
      const { pagination, ...query } = parseInput(driversFilterSchema, filter ?? {}, language);
      const { rows, total } = await findDrivers(db, user.companyId, { ...query, ...pagination });
      return { data: rows, pagination: { total, ...pagination } };
    },
  };
}

export type DriverService = ReturnType<typeof createDriverService>;
