import {
  createDriverInputSchema,
  driversFilterSchema,
  type Language,
  updateDriverCardInputSchema,
  updateDriverInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { linkCardReads } from "./driverIdentifications.js";
import {
  findCardOwner,
  findDriver,
  findDrivers,
  insertDriver,
  setDriverCard,
  updateDriverRow,
} from "./driverRepository.js";
import { DRIVER_READ_KEYS, DRIVER_UPDATE } from "./fleetAccess.js";

const cardTaken = () => new AppError("DriverCardAlreadyExists", 409);

/** Runs a driver write; the unique card index backs the check made inside it (two saves at once). */
async function writeDriver<T>(db: Db, work: (tx: DbExecutor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "users_company_driver_card_uq") throw cardTaken();
    if (constraint === "users_email_uq") throw new AppError("EmailTaken", 409);
    throw error;
  }
}

/** Refuses a card another user of the company holds (`userId` 0: a new driver). */
async function checkCardFree(tx: DbExecutor, companyId: number, cardId: string | null, userId: number) {
  if (cardId !== null && (await findCardOwner(tx, companyId, cardId, userId))) throw cardTaken();
}

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
      return writeDriver(db, async (tx) => {
        const driver = await findDriver(tx, user.companyId, userId);
        if (!driver) throw notFound();
        await checkCardFree(tx, user.companyId, driverCardId, userId);
        await setDriverCard(tx, userId, driverCardId);
        if (driverCardId !== null) await linkCardReads(tx, user.companyId, driverCardId, userId);
        return { ...driver, driverCardId };
      });
    },

    /**
     * A new driver (no sign-in until given a password: the catalogue has no create key for drivers, so the
     * driver update key allows it). Earlier unmatched reads of the card count for them.
     */
    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, DRIVER_UPDATE);
      const values = parseInput(createDriverInputSchema, input, language);
      const driverCardId = values.driverCardId ?? null;
      const userId = await writeDriver(db, async (tx) => {
        await checkCardFree(tx, user.companyId, driverCardId, 0);
        const id = await insertDriver(tx, user.companyId, {
          fullname: values.fullname,
          phoneNo: values.phoneNo || null,
          email: values.email || null,
          driverCardId,
        });
        if (driverCardId !== null) await linkCardReads(tx, user.companyId, driverCardId, id);
        return id;
      });
      const driver = await findDriver(db, user.companyId, userId);
      if (!driver) throw notFound();
      return driver;
    },

    /** Edits a driver; isActive false deactivates them (their card then identifies no one). */
    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, DRIVER_UPDATE);
      const { userId, fullname, phoneNo, email, driverCardId, isActive } = parseInput(
        updateDriverInputSchema,
        input,
        language,
      );
      await writeDriver(db, async (tx) => {
        if (!(await findDriver(tx, user.companyId, userId))) throw notFound();
        if (driverCardId !== undefined) await checkCardFree(tx, user.companyId, driverCardId, userId);
        await updateDriverRow(tx, user.companyId, userId, {
          ...(fullname !== undefined ? { fullname } : {}),
          ...(phoneNo !== undefined ? { phoneNo: phoneNo || null } : {}),
          ...(email !== undefined ? { email: email || null } : {}),
          ...(driverCardId !== undefined ? { driverCardId } : {}),
          ...(isActive !== undefined ? { isActive } : {}),
        });
        if (driverCardId) await linkCardReads(tx, user.companyId, driverCardId, userId);
      });
      const driver = await findDriver(db, user.companyId, userId);
      if (!driver) throw notFound();
      return driver;
    },
  };
}

export type DriverService = ReturnType<typeof createDriverService>;
