import {
  createVehicleTypeInputSchema,
  type Language,
  updateVehicleTypeInputSchema,
  vehicleTypeFilterSchema,
  vehicleTypesFilterSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { FUEL_TYPE_READ_KEYS, VEHICLE_CREATE, VEHICLE_READ_KEYS, VEHICLE_UPDATE } from "./fleetAccess.js";
import { referenceIssue, validationError } from "./vehicleReferences.js";
import {
  findFuelType,
  findFuelTypes,
  findSameVehicleType,
  findVehicleType,
  findVehicleTypes,
  findVehicleTypesInUse,
  insertVehicleType,
  updateVehicleTypeRow,
} from "./vehicleTypeRepository.js";
import { toVehicleTypeView } from "./vehicleViews.js";

const alreadyExists = () => new AppError("VehicleTypeAlreadyExists", 409);

export function createVehicleTypeService(db: Db) {
  async function view(companyId: number, vehicleTypeId: number) {
    const row = await findVehicleType(db, companyId, vehicleTypeId);
    if (!row) throw notFound();
    const inUse = await findVehicleTypesInUse(db, companyId, [vehicleTypeId]);
    return toVehicleTypeView(row, inUse.has(vehicleTypeId));
  }

  async function checkFuelType(tx: DbExecutor, fuelTypeId: number | undefined, language: Language) {
    if (fuelTypeId !== undefined && !(await findFuelType(tx, fuelTypeId))) {
      throw validationError([referenceIssue("fuelTypeId", language)]);
    }
  }

  async function write<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (uniqueViolation(error) === "vehicle_types_company_name_uq") throw alreadyExists();
      throw error;
    }
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, VEHICLE_READ_KEYS);
      const { pagination, ...query } = parseInput(vehicleTypesFilterSchema, filter ?? {}, language);
      const { rows, total } = await findVehicleTypes(db, user.companyId, { ...query, ...pagination });
      const inUse = await findVehicleTypesInUse(
        db,
        user.companyId,
        rows.map((row) => row.vehicleTypeId),
      );
      return {
        data: rows.map((row) => toVehicleTypeView(row, inUse.has(row.vehicleTypeId))),
        pagination: { total, ...pagination },
      };
    },

    async get(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, VEHICLE_READ_KEYS);
      const { vehicleTypeId } = parseInput(vehicleTypeFilterSchema, filter, language);
      return view(user.companyId, vehicleTypeId);
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, VEHICLE_CREATE);
      const values = parseInput(createVehicleTypeInputSchema, input, language);
      const row = await write(async (tx) => {
        await checkFuelType(tx, values.fuelTypeId, language);
        if ((await findSameVehicleType(tx, user.companyId, values)) !== null) throw alreadyExists();
        return insertVehicleType(tx, user.companyId, values);
      });
      return view(user.companyId, row.vehicleTypeId);
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, VEHICLE_UPDATE);
      const { vehicleTypeId, ...changes } = parseInput(updateVehicleTypeInputSchema, input, language);
      await write(async (tx) => {
        const current = await findVehicleType(tx, user.companyId, vehicleTypeId);
        if (!current) throw notFound();
        await checkFuelType(tx, changes.fuelTypeId, language);
        const names = { ...current, ...changes };
        if ((await findSameVehicleType(tx, user.companyId, names, vehicleTypeId)) !== null)
          throw alreadyExists();
        await updateVehicleTypeRow(tx, user.companyId, vehicleTypeId, changes);
      });
      return view(user.companyId, vehicleTypeId);
    },

    async fuelTypes(user: AuthUser) {
      requireAnyKey(user, FUEL_TYPE_READ_KEYS);
      return { data: await findFuelTypes(db) };
    },
  };
}

export type VehicleTypeService = ReturnType<typeof createVehicleTypeService>;
