import {
  type CostCategory,
  costFilterSchema,
  formatRupiah,
  type Language,
  ownershipCostInputSchema,
  prorateOwnershipCost,
  type TcoVehicleInput,
  tcoSummary,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { vehicleAuditLogs } from "../fleet/index.js";
import { drivenKmByVehicle } from "../reports/index.js";
import { sumCostEntries } from "./costEntryRepository.js";
import { requireCostKey } from "./costsAccess.js";
import { findCostVehicleGroups, findCostVehicles, requireCostVehicle } from "./costVehicles.js";
import { findOwnershipCosts, saveOwnershipCost } from "./ownershipCostRepository.js";

const periodSchema = costFilterSchema.transform(({ from, to }) => ({ from, to }));

/** Total cost of ownership: a period's running costs and ownership share per vehicle, per vehicle group and fleet. */
export function createTcoService(db: Db) {
  return {
    /** Every vehicle with a cost, a distance or an ownership cost in the period (financial-record:read). */
    async summary(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "read");
      const period = parseInput(periodSchema, input, language);
      const [sums, distances, ownership, vehicles, groups] = await Promise.all([
        sumCostEntries(db, user.companyId, period),
        drivenKmByVehicle(db, user.companyId, period),
        findOwnershipCosts(db, user.companyId),
        findCostVehicles(db, user.companyId, null),
        findCostVehicleGroups(db, user.companyId),
      ]);
      const rows: (TcoVehicleInput & { monthlyOwnershipCost: number | null })[] = [];
      for (const vehicle of vehicles) {
        const amounts: Partial<Record<CostCategory, number>> = {};
        let litres = 0;
        for (const sum of sums) {
          if (sum.vehicleId !== vehicle.id) continue;
          amounts[sum.category] = sum.amount;
          litres += sum.litres;
        }
        const monthly = ownership.get(vehicle.id) ?? null;
        const distanceKm = distances.get(vehicle.id) ?? 0;
        if (Object.keys(amounts).length === 0 && distanceKm === 0 && !monthly) continue;
        rows.push({
          vehicleId: vehicle.id,
          licensePlate: vehicle.licensePlate,
          amounts,
          litres,
          distanceKm,
          ownership: monthly ? Math.round(prorateOwnershipCost(monthly, period.from, period.to)) : 0,
          expectedKmPerLitre: vehicle.fuelEfficiency,
          monthlyOwnershipCost: monthly,
        });
      }
      const summary = tcoSummary(rows, groups);
      const monthlyOf = new Map(rows.map((row) => [row.vehicleId, row.monthlyOwnershipCost]));
      return {
        ...summary,
        vehicles: summary.vehicles.map((row) => ({
          ...row,
          monthlyOwnershipCost: monthlyOf.get(row.vehicleId) ?? null,
        })),
      };
    },

    /** Sets or clears a vehicle's monthly ownership cost, in its audit log (financial-record:update). */
    async setOwnershipCost(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "update");
      const { vehicleId, monthlyCost } = parseInput(ownershipCostInputSchema, input, language);
      return db.transaction(async (tx) => {
        const vehicle = await requireCostVehicle(tx, user.companyId, vehicleId, language);
        const before = (await findOwnershipCosts(tx, user.companyId)).get(vehicleId) ?? null;
        await saveOwnershipCost(tx, user.companyId, user.userId, vehicleId, monthlyCost);
        await tx.insert(vehicleAuditLogs).values({
          companyId: user.companyId,
          vehicleId,
          userId: user.userId,
          actionType: "update",
          action: "Ubah Biaya Kepemilikan",
          detail: `${monthlyCost === null ? "Dihapus" : `${formatRupiah(monthlyCost)}/bulan`} · ${vehicle.licensePlate}`,
          object: "cost",
          oldData: { monthlyOwnershipCost: before },
          newData: { monthlyOwnershipCost: monthlyCost },
        });
        return { vehicleId, licensePlate: vehicle.licensePlate, monthlyCost };
      });
    },
  };
}
export type TcoService = ReturnType<typeof createTcoService>;
