import {
  createVgroupInputSchema,
  deleteVgroupInputSchema,
  type Language,
  updateVgroupInputSchema,
  vgroupsFilterSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { VGROUP_CREATE, VGROUP_DELETE, VGROUP_READ_KEYS, VGROUP_UPDATE } from "./fleetAccess.js";
import { referenceIssue, validationError } from "./vehicleReferences.js";
import { findVehiclesByIds } from "./vehicleRepository.js";
import {
  deleteVgroupRow,
  findVgroup,
  findVgroupByName,
  findVgroupMembers,
  findVgroups,
  insertVgroup,
  renameVgroup,
  replaceVgroupVehicles,
  type VgroupRow,
} from "./vgroupRepository.js";

const alreadyExists = () => new AppError("VgroupAlreadyExists", 409);

export function createVgroupService(db: Db) {
  async function views(rows: readonly VgroupRow[]) {
    const members = await findVgroupMembers(
      db,
      rows.map((row) => row.id),
    );
    return rows.map(({ id, name }) => {
      const vehicles = members.get(id) ?? [];
      return { id, name, totalVehicle: vehicles.length, vehicleIds: vehicles.map((v) => v.id), vehicles };
    });
  }

  async function view(companyId: number, id: number) {
    const row = await findVgroup(db, companyId, id);
    if (!row) throw notFound();
    const [result] = await views([row]);
    if (!result) throw notFound();
    return result;
  }

  async function checkVehicles(
    tx: DbExecutor,
    companyId: number,
    vehicleIds: readonly number[],
    language: Language,
  ) {
    if (vehicleIds.length === 0) return;
    const found = await findVehiclesByIds(tx, companyId, vehicleIds);
    if (found.length !== vehicleIds.length) throw validationError([referenceIssue("vehicleIds", language)]);
  }

  async function write<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (uniqueViolation(error) === "vgroups_company_name_uq") throw alreadyExists();
      throw error;
    }
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, VGROUP_READ_KEYS);
      const { pagination, ...query } = parseInput(vgroupsFilterSchema, filter ?? {}, language);
      const { rows, total } = await findVgroups(db, user.companyId, { ...query, ...pagination });
      return { data: await views(rows), pagination: { total, ...pagination } };
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, VGROUP_CREATE);
      const { name, vehicleIds } = parseInput(createVgroupInputSchema, input, language);
      const row = await write(async (tx) => {
        if ((await findVgroupByName(tx, user.companyId, name)) !== null) throw alreadyExists();
        await checkVehicles(tx, user.companyId, vehicleIds, language);
        const created = await insertVgroup(tx, user.companyId, name);
        await replaceVgroupVehicles(tx, created.id, vehicleIds);
        return created;
      });
      return view(user.companyId, row.id);
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, VGROUP_UPDATE);
      const { id, name, vehicleIds } = parseInput(updateVgroupInputSchema, input, language);
      await write(async (tx) => {
        if (!(await findVgroup(tx, user.companyId, id))) throw notFound();
        if (name !== undefined) {
          if ((await findVgroupByName(tx, user.companyId, name, id)) !== null) throw alreadyExists();
          await renameVgroup(tx, user.companyId, id, name);
        }
        if (vehicleIds !== undefined) {
          await checkVehicles(tx, user.companyId, vehicleIds, language);
          await replaceVgroupVehicles(tx, id, vehicleIds);
        }
      });
      return view(user.companyId, id);
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, VGROUP_DELETE);
      const { id } = parseInput(deleteVgroupInputSchema, input, language);
      const result = await view(user.companyId, id);
      const removed = await deleteVgroupRow(db, user.companyId, id);
      if (!removed) throw notFound();
      return result;
    },
  };
}

export type VgroupService = ReturnType<typeof createVgroupService>;
