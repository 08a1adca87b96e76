import {
  type CostCategory,
  costFilterSchema,
  formatRupiah,
  type Language,
  ownershipCostInputSchema,
  ownershipCostSpan,
  parseCompanyTimeZone,
  prorateOwnershipCost,
  type TcoVehicleInput,
  tcoSummary,
} from "@armada/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { companies } from "../company/index.js";
import { vehicleAuditLogs } from "../fleet/index.js";
import { drivenKmByVehicle } from "../reports/index.js";
import { sumCostEntries } from "./costEntryRepository.js";
import { requireCostKey } from "./costsAccess.js";
import { findCostVehicleGroups, findCostVehicles, requireCostVehicle } from "./costVehicles.js";
import { findOwnershipCosts, type OwnershipCost, saveOwnershipCost } from "./ownershipCostRepository.js";

/** "Rp 8.500.000/bulan sejak 2026-11-15 s.d. 2027-11-14" (the audit log's detail), "Dihapus" when cleared. */
function ownershipDetail(cost: OwnershipCost | null) {
  if (cost === null) return "Dihapus";
  const since = cost.startsOn ? ` sejak ${cost.startsOn}` : "";
  const until = cost.endsOn ? ` s.d. ${cost.endsOn}` : "";
  return `${formatRupiah(cost.monthlyCost)}/bulan${since}${until}`;
}

const periodSchema = costFilterSchema.transform(({ from, to }) => ({ from, to }));

/** Total cost of ownership: a period's running costs and ownership share per vehicle, per vehicle group and fleet. */
export function createTcoService(db: Db) {
  return {
    /** Every vehicle with a cost, a distance or an ownership cost in the period (financial-record:read). */
    async summary(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "read");
      const period = parseInput(periodSchema, input, language);
      const [sums, distances, ownership, vehicles, groups, [company]] = await Promise.all([
        sumCostEntries(db, user.companyId, period),
        drivenKmByVehicle(db, user.companyId, period),
        findOwnershipCosts(db, user.companyId),
        findCostVehicles(db, user.companyId, null),
        findCostVehicleGroups(db, user.companyId),
        db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, user.companyId)),
      ]);
      const zone = parseCompanyTimeZone(company?.timeZone);
      const rows: (TcoVehicleInput & { ownershipCost: OwnershipCost | null })[] = [];
      for (const vehicle of vehicles) {
        const amounts: Partial<Record<CostCategory, number>> = {};
        let litres = 0;
        for (const sum of sums) {
          if (sum.vehicleId !== vehicle.id) continue;
          amounts[sum.category] = sum.amount;
          litres += sum.litres;
        }
        const cost = ownership.get(vehicle.id) ?? null;
        const share = cost
          ? Math.round(
              prorateOwnershipCost(
                cost.monthlyCost,
                period.from,
                period.to,
                ownershipCostSpan(cost.startsOn, cost.endsOn, zone),
              ),
            )
          : 0;
        const distanceKm = distances.get(vehicle.id) ?? 0;
        if (Object.keys(amounts).length === 0 && distanceKm === 0 && !cost?.monthlyCost) continue;
        rows.push({
          vehicleId: vehicle.id,
          licensePlate: vehicle.licensePlate,
          amounts,
          litres,
          distanceKm,
          ownership: share,
          expectedKmPerLitre: vehicle.fuelEfficiency,
          ownershipCost: cost,
        });
      }
      const summary = tcoSummary(rows, groups);
      const costOf = new Map(rows.map((row) => [row.vehicleId, row.ownershipCost]));
      return {
        ...summary,
        vehicles: summary.vehicles.map((row) => {
          const cost = costOf.get(row.vehicleId) ?? null;
          return {
            ...row,
            monthlyOwnershipCost: cost?.monthlyCost ?? null,
            ownershipStartsOn: cost?.startsOn ?? null,
            ownershipEndsOn: cost?.endsOn ?? null,
          };
        }),
      };
    },

    /** Sets or clears a vehicle's monthly ownership cost, in its audit log (financial-record:update). */
    async setOwnershipCost(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "update");
      const { vehicleId, monthlyCost, startsOn, endsOn } = parseInput(
        ownershipCostInputSchema,
        input,
        language,
      );
      const cost = monthlyCost === null ? null : { monthlyCost, startsOn, endsOn };
      return db.transaction(async (tx) => {
        const vehicle = await requireCostVehicle(tx, user.companyId, vehicleId, language);
        const before = (await findOwnershipCosts(tx, user.companyId)).get(vehicleId) ?? null;
        await saveOwnershipCost(tx, user.companyId, user.userId, vehicleId, cost);
        await tx.insert(vehicleAuditLogs).values({
          companyId: user.companyId,
          vehicleId,
          userId: user.userId,
          actionType: "update",
          action: "Ubah Biaya Kepemilikan",
          detail: `${ownershipDetail(cost)} · ${vehicle.licensePlate}`,
          object: "cost",
          oldData: {
            monthlyOwnershipCost: before?.monthlyCost ?? null,
            ownershipStartsOn: before?.startsOn ?? null,
            ownershipEndsOn: before?.endsOn ?? null,
          },
          newData: {
            monthlyOwnershipCost: monthlyCost,
            ownershipStartsOn: cost?.startsOn ?? null,
            ownershipEndsOn: cost?.endsOn ?? null,
          },
        });
        return {
          vehicleId,
          licensePlate: vehicle.licensePlate,
          monthlyCost,
          startsOn: cost?.startsOn ?? null,
          endsOn: cost?.endsOn ?? null,
        };
      });
    },
  };
}
export type TcoService = ReturnType<typeof createTcoService>;
