import {
  COST_CATEGORIES,
  type CostCategory,
  type CostFilter,
  costEntriesInputSchema,
  costEntryFieldsSchema,
  costEntryIdInputSchema,
  costFilterSchema,
  costTotals,
  type Language,
} from "@armada/domain";
import { z } from "zod";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import { drivenKmByVehicle } from "../reports/index.js";
import { auditCostEntry } from "./costAudit.js";
import {
  deleteCostEntryRow,
  findCostEntries,
  findCostEntry,
  insertCostEntry,
  sumCostEntries,
  updateCostEntryRow,
} from "./costEntryRepository.js";
import { toCostEntryView } from "./costEntryView.js";
import { requireCostKey } from "./costsAccess.js";
import { findCostVehicles, requireCostVehicle } from "./costVehicles.js";

const updateSchema = z.intersection(costEntryIdInputSchema, costEntryFieldsSchema);

export function createCostEntryService(db: Db) {
  async function entry(executor: DbExecutor, companyId: number, id: number) {
    const row = await findCostEntry(executor, companyId, id);
    if (!row) throw notFound();
    return row;
  }
  /** An entry a settled allowance wrote follows its receipt: changed nowhere else, so it is counted once. */
  async function editableEntry(executor: DbExecutor, companyId: number, id: number) {
    const row = await entry(executor, companyId, id);
    if (row.allowanceExpenseId !== null) throw new AppError("CostEntryFromAllowance", 409);
    return row;
  }
  /** A filter on another company's vehicle is refused like one on an unknown vehicle, not answered with nothing. */
  async function checkedFilter<T extends CostFilter>(user: AuthUser, filter: T, language: Language) {
    if (filter.vehicleId) await requireCostVehicle(db, user.companyId, filter.vehicleId, language);
    return filter;
  }

  return {
    async list(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "read");
      const { filter, pagination } = parseInput(costEntriesInputSchema, withoutNulls(input), language);
      await checkedFilter(user, filter, language);
      const { rows, total } = await findCostEntries(db, user.companyId, filter, pagination);
      return { list: rows.map(toCostEntryView), pagination: { total, ...pagination } };
    },

    /** Every entry of the filter (the export), newest first. */
    async all(user: AuthUser, filter: unknown, language: Language) {
      requireCostKey(user, "read");
      const parsed = await checkedFilter(
        user,
        parseInput(costFilterSchema, withoutNulls(filter), language),
        language,
      );
      return (await findCostEntries(db, user.companyId, parsed, null)).rows.map(toCostEntryView);
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "create");
      const parsed = parseInput(costEntryFieldsSchema, withoutNulls(input), language);
      return db.transaction(async (tx) => {
        await requireCostVehicle(tx, user.companyId, parsed.vehicleId, language);
        const id = await insertCostEntry(tx, user.companyId, user.userId, parsed);
        const created = await entry(tx, user.companyId, id);
        await auditCostEntry(tx, user.userId, "create", null, created);
        return toCostEntryView(created);
      });
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "update");
      const { costEntryId, ...parsed } = parseInput(updateSchema, withoutNulls(input), language);
      return db.transaction(async (tx) => {
        const before = await editableEntry(tx, user.companyId, costEntryId);
        await requireCostVehicle(tx, user.companyId, parsed.vehicleId, language);
        await updateCostEntryRow(tx, user.companyId, costEntryId, parsed);
        const after = await entry(tx, user.companyId, costEntryId);
        await auditCostEntry(tx, user.userId, "update", before, after);
        return toCostEntryView(after);
      });
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "delete");
      const { costEntryId } = parseInput(costEntryIdInputSchema, input, language);
      return db.transaction(async (tx) => {
        const removed = await editableEntry(tx, user.companyId, costEntryId);
        await deleteCostEntryRow(tx, user.companyId, costEntryId);
        await auditCostEntry(tx, user.userId, "delete", removed, null);
        return toCostEntryView(removed);
      });
    },

    /**
     * Totals of the filter: per category, per vehicle (cost per km, litres per 100 km and km per litre against the
     * vehicle's expected efficiency, with the distance of the activity rollup) and for the fleet.
     */
    async summary(user: AuthUser, filter: unknown, language: Language) {
      requireCostKey(user, "read");
      const parsed = await checkedFilter(
        user,
        parseInput(costFilterSchema, withoutNulls(filter), language),
        language,
      );
      const [sums, distances] = await Promise.all([
        sumCostEntries(db, user.companyId, parsed),
        drivenKmByVehicle(db, user.companyId, parsed),
      ]);
      const vehicleIds = [...new Set(sums.map((sum) => sum.vehicleId))];
      const vehicles = vehicleIds.length ? await findCostVehicles(db, user.companyId, vehicleIds) : [];
      const byCategory = new Map<CostCategory, number>();
      const perVehicle = vehicles.map((vehicle) => {
        const amounts: Partial<Record<CostCategory, number>> = {};
        let litres = 0;
        for (const sum of sums) {
          if (sum.vehicleId !== vehicle.id) continue;
          amounts[sum.category] = sum.amount;
          litres += sum.litres;
          byCategory.set(sum.category, (byCategory.get(sum.category) ?? 0) + sum.amount);
        }
        const distanceKm = distances.get(vehicle.id) ?? 0;
        return {
          vehicleId: vehicle.id,
          licensePlate: vehicle.licensePlate,
          distanceKm: Math.round(distanceKm * 10) / 10,
          litres: Math.round(litres * 10) / 10,
          expectedKmPerLitre: vehicle.fuelEfficiency,
          ...costTotals({ amounts, litres, distanceKm, expectedKmPerLitre: vehicle.fuelEfficiency }),
        };
      });
      perVehicle.sort((a, b) => b.total - a.total);
      const distanceKm = perVehicle.reduce((sum, vehicle) => sum + vehicle.distanceKm, 0);
      const litres = perVehicle.reduce((sum, vehicle) => sum + vehicle.litres, 0);
      const amounts = Object.fromEntries(byCategory) as Partial<Record<CostCategory, number>>;
      return {
        fleet: {
          distanceKm: Math.round(distanceKm * 10) / 10,
          litres: Math.round(litres * 10) / 10,
          ...costTotals({ amounts, litres, distanceKm, expectedKmPerLitre: null }),
        },
        byCategory: COST_CATEGORIES.filter((category) => byCategory.has(category)).map((category) => ({
          category,
          amount: byCategory.get(category) ?? 0,
        })),
        vehicles: perVehicle,
      };
    },
  };
}
export type CostEntryService = ReturnType<typeof createCostEntryService>;
