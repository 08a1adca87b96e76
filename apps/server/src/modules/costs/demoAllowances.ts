import { type AllowanceExpenseKind, allowanceSettlement } from "@armada/domain";
import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { fleetTasks } from "../deliveries/index.js";
import { vehicles } from "../fleet/index.js";
import { allowanceCostEntry } from "./allowanceCostEntry.js";
import { costEntries, driverAllowanceExpenses, driverAllowances } from "./costs.tables.js";

const DAY = 86_400_000;

interface DemoAllowance {
  daysAgo: number;
  purpose: string;
  amount: number;
  status: "GIVEN" | "SETTLED" | "CANCELED";
  expenses: [AllowanceExpenseKind, number, string | null][];
}

const ALLOWANCES: DemoAllowance[] = [
  {
    daysAgo: 18,
    purpose: "Kirim semen Cikarang – Bandung",
    amount: 750_000,
    status: "SETTLED",
    expenses: [
      ["fuel", 408_000, "SPBU 34-40115 Padalarang"],
      ["toll", 121_500, "Tol Cipularang"],
      ["meal", 60_000, null],
      ["parking", 15_000, "Pool Bandung"],
    ],
  },
  {
    daysAgo: 11,
    purpose: "Antar galon Cakung – Bekasi",
    amount: 300_000,
    status: "SETTLED",
    expenses: [
      ["toll", 48_000, "Tol Jakarta–Cikampek"],
      ["meal", 35_000, null],
      ["other", 250_000, "Ongkos bongkar muat"],
    ],
  },
  { daysAgo: 6, purpose: "Jemput barang Karawang", amount: 400_000, status: "CANCELED", expenses: [] },
  {
    daysAgo: 2,
    purpose: "Kirim pupuk Cikampek – Cirebon",
    amount: 1_200_000,
    status: "GIVEN",
    expenses: [
      ["fuel", 544_000, "SPBU 34-41361 Cikampek"],
      ["toll", 187_500, "Tol Cipali"],
    ],
  },
  { daysAgo: 1, purpose: "Antar sparepart Tangerang", amount: 350_000, status: "GIVEN", expenses: [] },
];

/**
 * The demo company's driver allowances over the last three weeks (to `now`): two settled (their receipts booked as
 * the vehicle's costs, like settling does), one canceled and two still out, so the allowances tab shows every status
 * and the drivers' balances from the first start.
 */
export async function seedDemoAllowances(tx: DbExecutor, companyId: number, now = new Date()): Promise<void> {
  const drivers = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isDriver, true)))
    .orderBy(asc(users.id))
    .limit(3);
  const fleet = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.id))
    .limit(3);
  const [task] = await tx
    .select({ id: fleetTasks.id })
    .from(fleetTasks)
    .where(eq(fleetTasks.companyId, companyId))
    .orderBy(asc(fleetTasks.id))
    .limit(1);
  if (drivers.length === 0 || fleet.length === 0) return;
  for (const [index, demo] of ALLOWANCES.entries()) {
    const driver = drivers[index % drivers.length] as { id: number; name: string };
    const vehicleId = (fleet[index % fleet.length] as { id: number }).id;
    const paidOn = new Date(now.getTime() - demo.daysAgo * DAY);
    const closed = demo.status !== "GIVEN";
    const [allowance] = await tx
      .insert(driverAllowances)
      .values({
        companyId,
        vehicleId,
        driverId: driver.id,
        fleetTaskId: index === 3 ? (task?.id ?? null) : null,
        purpose: demo.purpose,
        amount: demo.amount,
        paidOn,
        status: demo.status,
        variance:
          demo.status === "SETTLED"
            ? allowanceSettlement(
                demo.amount,
                demo.expenses.map(([, amount]) => amount),
              ).variance
            : null,
        closedOn: closed ? new Date(paidOn.getTime() + 2 * DAY) : null,
      })
      .returning({ id: driverAllowances.id });
    const allowanceId = (allowance as { id: number }).id;
    for (const [step, [kind, amount, description]] of demo.expenses.entries()) {
      const spentAt = new Date(paidOn.getTime() + (step + 1) * 3_600_000);
      const [expense] = await tx
        .insert(driverAllowanceExpenses)
        .values({ companyId, allowanceId, kind, spentAt, amount, description })
        .returning({ id: driverAllowanceExpenses.id });
      if (demo.status === "SETTLED")
        await tx
          .insert(costEntries)
          .values(
            allowanceCostEntry(
              { companyId, vehicleId, purpose: demo.purpose, driverName: driver.name },
              { id: (expense as { id: number }).id, kind, spentAt, amount, description },
              null,
            ),
          );
    }
  }
}
