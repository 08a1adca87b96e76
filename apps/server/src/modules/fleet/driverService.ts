import { driversFilterSchema, type Language, updateDriverCardInputSchema } from "@armada/domain";
import type { Db } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { linkCardReads } from "./driverIdentifications.js";
import { findCardOwner, findDriver, findDrivers, setDriverCard } from "./driverRepository.js";
import { DRIVER_READ_KEYS, DRIVER_UPDATE } from "./fleetAccess.js";

export function createDriverService(db: Db) {
  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, DRIVER_READ_KEYS);
      const { pagination, ...query } = parseInput(driversFilterSchema, filter ?? {}, language);
      const { rows, total } = await findDrivers(db, user.companyId, { ...query, ...pagination });
      return { data: rows, pagination: { total, ...pagination } };
    },

    /** Sets or removes a driver's card; the card's earlier unmatched reads now count for this driver. */
    async updateCard(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, DRIVER_UPDATE);
      const { userId, driverCardId } = parseInput(updateDriverCardInputSchema, input, language);
      try {
        return await db.transaction(async (tx) => {
          const driver = await findDriver(tx, user.companyId, userId);
          if (!driver) throw notFound();
          if (driverCardId !== null && (await findCardOwner(tx, user.companyId, driverCardId, userId))) {
            throw new AppError("DriverCardAlreadyExists", 409);
          }
          await setDriverCard(tx, userId, driverCardId);
          if (driverCardId !== null) await linkCardReads(tx, user.companyId, driverCardId, userId);
          return { ...driver, driverCardId };
        });
      } catch (error) {
        if (uniqueViolation(error) === "users_company_driver_card_uq") {
          throw new AppError("DriverCardAlreadyExists", 409);
        }
        throw error;
      }
    },
  };
}

export type DriverService = ReturnType<typeof createDriverService>;
