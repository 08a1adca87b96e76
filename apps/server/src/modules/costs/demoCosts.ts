import { type CostCategory, ETOLL_ISSUERS } from "@armada/domain";
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicles } from "../fleet/index.js";
import { costEntries, etollCardAssignments, etollCards, vehicleOwnershipCosts } from "./costs.tables.js";
import { seedDemoTollTrip } from "./demoTollTrip.js";

const DAY = 86_400_000;
const SOLAR_PER_LITRE = 6_800;
const STATIONS = ["SPBU 34-17105 Cikarang", "SPBU 31-13201 Cakung", "SPBU 34-17530 Karawang"];
/** each vehicle's e-toll card: the number its tolls name */
const etollCardOf = (index: number) => `603298401122${String(17 + index * 4).padStart(4, "0")}`;

/**
 * A month of the demo company's costs (to `now`) on its first six vehicles: diesel every three days (the tank's
 * share), tolls on working days paid by each vehicle's registered e-toll card, a weekly driver allowance, and one tax,
 * insurance and fine payment, so /cost-management/ shows totals, charts, a list and cards from the first start. The
 * first vehicle also gets yesterday's stored trip through two toll gates (`demoTollTrip.ts`) for the sample statement.
 * The first twelve vehicles (two vehicle groups) get a monthly leasing cost, so the TCO view has groups to compare.
 */
export async function seedDemoCosts(tx: DbExecutor, companyId: number, now = new Date()): Promise<void> {
  const leased = await tx
    .select({ id: vehicles.id, fuelCapacity: vehicles.fuelCapacity })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.id))
    .limit(12);
  const fleet = leased.slice(0, 6);
  const rows: (typeof costEntries.$inferInsert)[] = [];
  const entry = (vehicleId: number, category: CostCategory, daysAgo: number, amount: number, extra = {}) =>
    rows.push({
      companyId,
      vehicleId,
      category,
      spentAt: new Date(now.getTime() - daysAgo * DAY),
      amount,
      ...extra,
    });
  fleet.forEach((vehicle, index) => {
    const tank = vehicle.fuelCapacity ?? 70;
    for (let day = 1 + (index % 3); day <= 30; day += 3) {
      const litres = Math.round(tank * (0.55 + ((day * 7 + index * 3) % 30) / 100));
      entry(vehicle.id, "fuel", day + 0.3, litres * SOLAR_PER_LITRE, {
        litres,
        pricePerLitre: SOLAR_PER_LITRE,
        station: STATIONS[(day + index) % STATIONS.length],
        odometerKm: 48_000 + index * 9_100 + (30 - day) * 140,
      });
    }
    for (let day = 1; day <= 30; day++) {
      if (day % 7 === 0 || day % 7 === 6) continue;
      entry(vehicle.id, "toll", day + 0.25, 25_500 + ((day + index) % 4) * 8_500, {
        etollCard: etollCardOf(index),
        description: "Tol Jakarta–Cikampek",
      });
    }
    for (let week = 0; week < 4; week++)
      entry(vehicle.id, "allowance", week * 7 + 2.2, 350_000, { description: "Uang jalan mingguan" });
  });
  const [first, second, third] = fleet;
  if (first) entry(first.id, "tax", 12, 2_450_000, { description: "Pajak tahunan STNK" });
  if (second)
    entry(second.id, "insurance", 20, 4_800_000, { description: "Asuransi all risk, premi tahunan" });
  if (third) entry(third.id, "fine", 5, 500_000, { description: "Tilang ODOL, Tol Cikampek KM 47" });
  if (rows.length) await tx.insert(costEntries).values(rows);
  if (fleet.length === 0) return;
  await tx.insert(vehicleOwnershipCosts).values(
    leased.map((vehicle, index) => ({
      vehicleId: vehicle.id,
      companyId,
      monthlyCost: 6_500_000 + (index % 4) * 1_750_000,
    })),
  );
  const cards = await tx
    .insert(etollCards)
    .values(
      fleet.map((vehicle, index) => ({
        companyId,
        cardNumber: etollCardOf(index),
        issuer: ETOLL_ISSUERS[index % ETOLL_ISSUERS.length] ?? "mandiri",
        vehicleId: vehicle.id,
        balance: 150_000 + index * 35_000,
        balanceOn: new Date(now.getTime() - DAY),
      })),
    )
    .returning({ id: etollCards.id, vehicleId: etollCards.vehicleId });
  await tx.insert(etollCardAssignments).values(
    cards.map((card) => ({
      companyId,
      cardId: card.id,
      vehicleId: card.vehicleId as number,
      assignedFrom: new Date(now.getTime() - 60 * DAY),
    })),
  );
  const [tripVehicle] = fleet;
  if (tripVehicle) await seedDemoTollTrip(tx, companyId, tripVehicle.id, now);
}
