import {
  type AllowanceFilter,
  type AllowanceStatus,
  allowanceExpenseFieldsSchema,
  allowanceExpenseIdInputSchema,
  allowanceFieldsSchema,
  allowanceFilterSchema,
  allowanceFleetTasksInputSchema,
  allowanceIdInputSchema,
  allowanceMoveRefusal,
  allowanceSettlement,
  allowancesInputSchema,
  allowanceTakesExpenses,
  type Language,
  outstandingAllowance,
} from "@armada/domain";
import { and, eq } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import { findFleetTasks, fleetTaskCode, fleetTasks } from "../deliveries/index.js";
import { fleetReferenceIssues, referenceIssue } from "../fleet/index.js";
import type { UploadStore } from "../uploads/index.js";
import { auditAllowance } from "./allowanceAudit.js";
import { allowanceCostEntry } from "./allowanceCostEntry.js";
import {
  closeAllowanceRow,
  deleteAllowanceExpenseRow,
  findAllowance,
  findAllowanceExpense,
  findAllowanceExpenses,
  findAllowances,
  findOpenAllowances,
  insertAllowance,
  insertAllowanceExpense,
} from "./allowanceRepository.js";
import { toAllowanceExpenseView, toAllowanceView } from "./allowanceView.js";
import { costEntries } from "./costs.tables.js";
import { requireCostKey } from "./costsAccess.js";

const ALLOWANCE_FLEET_TASK_CHOICES = 20;

/** Refuses ids that are not the company's vehicle, driver or fleet task, like unknown ones. */
async function checkReferences(
  db: DbExecutor,
  companyId: number,
  refs: { vehicleId?: number | null; driverId?: number | null; fleetTaskId?: number | null },
  language: Language,
) {
  const issues = await fleetReferenceIssues(
    db,
    companyId,
    {
      vehicles: { vehicleId: refs.vehicleId ?? undefined },
      drivers: { driverId: refs.driverId ?? undefined },
    },
    language,
  );
  if (refs.fleetTaskId) {
    const [task] = await db
      .select({ id: fleetTasks.id })
      .from(fleetTasks)
      .where(and(eq(fleetTasks.companyId, companyId), eq(fleetTasks.id, refs.fleetTaskId)));
    if (!task) issues.push(referenceIssue("fleetTaskId", language));
  }
  if (issues.length > 0) throw new AppError("ValidationError", 400, {}, { issues });
}

/**
 * Driver allowances (uang jalan): advances per trip, their receipts, settlement and the drivers' outstanding balances.
 * Settling books each receipt as one cost entry of the vehicle (linked to its receipt, so it is counted once and
 * never edited on the cost list); the advance itself is cash out, not a cost.
 */
export function createAllowanceService(db: Db, uploads: Pick<UploadStore, "isCompanys">) {
  async function allowance(executor: DbExecutor, companyId: number, id: number, lock = false) {
    const row = await findAllowance(executor, companyId, id, lock);
    if (!row) throw notFound();
    return row;
  }
  async function checkedFilter(user: AuthUser, filter: AllowanceFilter, language: Language) {
    await checkReferences(db, user.companyId, filter, language);
    return filter;
  }

  async function close(user: AuthUser, input: unknown, language: Language, to: AllowanceStatus) {
    requireCostKey(user, "update");
    const { allowanceId } = parseInput(allowanceIdInputSchema, input, language);
    return db.transaction(async (tx) => {
      const before = await allowance(tx, user.companyId, allowanceId, true);
      const refusal = allowanceMoveRefusal(before.status, to, before.expenseCount);
      if (refusal) throw new AppError(refusal, 409, { from: before.status, to });
      const expenses = await findAllowanceExpenses(tx, user.companyId, allowanceId);
      const variance =
        to === "SETTLED"
          ? allowanceSettlement(
              before.amount,
              expenses.map((expense) => expense.amount),
            ).variance
          : null;
      await closeAllowanceRow(tx, user.companyId, allowanceId, {
        status: to,
        variance,
        closedBy: user.userId,
      });
      if (to === "SETTLED" && expenses.length > 0)
        await tx
          .insert(costEntries)
          .values(expenses.map((expense) => allowanceCostEntry(before, expense, user.userId)));
      const after = await allowance(tx, user.companyId, allowanceId);
      await auditAllowance(tx, user.userId, to === "SETTLED" ? "settle" : "cancel", { before, after });
      return toAllowanceView(after);
    });
  }

  return {
    async list(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "read");
      const { filter, pagination } = parseInput(allowancesInputSchema, withoutNulls(input), language);
      await checkedFilter(user, filter, language);
      const { rows, total } = await findAllowances(db, user.companyId, filter, pagination);
      return { list: rows.map(toAllowanceView), pagination: { total, ...pagination } };
    },

    /** Every allowance of the filter (the export), newest first. */
    async all(user: AuthUser, filter: unknown, language: Language) {
      requireCostKey(user, "read");
      const parsed = parseInput(allowanceFilterSchema, withoutNulls(filter), language);
      await checkedFilter(user, parsed, language);
      return (await findAllowances(db, user.companyId, parsed, null)).rows.map(toAllowanceView);
    },

    /** An allowance with its receipts. */
    async get(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "read");
      const { allowanceId } = parseInput(allowanceIdInputSchema, input, language);
      const row = await allowance(db, user.companyId, allowanceId);
      const expenses = await findAllowanceExpenses(db, user.companyId, allowanceId);
      return { allowance: toAllowanceView(row), expenses: expenses.map(toAllowanceExpenseView) };
    },

    /** Per driver with an advance still out: what they hold (advances less receipts), most first. */
    async balances(user: AuthUser) {
      requireCostKey(user, "read");
      const open = await findOpenAllowances(db, user.companyId);
      const byDriver = new Map<number, typeof open>();
      for (const row of open) byDriver.set(row.driverId, [...(byDriver.get(row.driverId) ?? []), row]);
      return [...byDriver.values()]
        .map((rows) => ({
          driverId: (rows[0] as (typeof rows)[number]).driverId,
          driverName: (rows[0] as (typeof rows)[number]).driverName,
          openCount: rows.length,
          advanced: rows.reduce((sum, row) => sum + row.amount, 0),
          spent: rows.reduce((sum, row) => sum + row.spent, 0),
          outstanding: outstandingAllowance(rows),
        }))
        .sort((a, b) => b.outstanding - a.outstanding || a.driverName.localeCompare(b.driverName));
    },

    /** The allowance form's picker: up to 20 of the vehicle's or driver's fleet tasks, newest departure first. */
    async fleetTasks(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "create");
      const query = parseInput(allowanceFleetTasksInputSchema, input ?? {}, language);
      await checkReferences(db, user.companyId, query, language);
      const { rows } = await findFleetTasks(db, user.companyId, {
        ...query,
        includeOrders: true,
        page: 1,
        show: ALLOWANCE_FLEET_TASK_CHOICES,
      });
      return rows.map((row) => ({
        fleetTaskId: row.id,
        code: fleetTaskCode(row.id),
        status: row.status,
        departureTime: row.departureTime.toISOString(),
        licensePlate: row.licensePlate,
        driverName: row.driverName,
        stopCount: row.stopCount,
      }));
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "create");
      const parsed = parseInput(allowanceFieldsSchema, withoutNulls(input), language);
      return db.transaction(async (tx) => {
        await checkReferences(tx, user.companyId, parsed, language);
        const id = await insertAllowance(tx, user.companyId, user.userId, parsed);
        const created = await allowance(tx, user.companyId, id);
        await auditAllowance(tx, user.userId, "create", { before: null, after: created });
        return toAllowanceView(created);
      });
    },

    async addExpense(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "create");
      const parsed = parseInput(allowanceExpenseFieldsSchema, withoutNulls(input), language);
      return db.transaction(async (tx) => {
        const before = await allowance(tx, user.companyId, parsed.allowanceId, true);
        if (!allowanceTakesExpenses(before.status)) throw new AppError("AllowanceClosed", 409);
        if (parsed.receiptUrl && !(await uploads.isCompanys(tx, user.companyId, parsed.receiptUrl)))
          throw new AppError(
            "ValidationError",
            400,
            {},
            { issues: [referenceIssue("receiptUrl", language)] },
          );
        const id = await insertAllowanceExpense(tx, user.companyId, user.userId, parsed);
        const expense = await findAllowanceExpense(tx, user.companyId, id);
        const after = await allowance(tx, user.companyId, parsed.allowanceId);
        await auditAllowance(tx, user.userId, "addExpense", { before, after }, expense ?? undefined);
        return toAllowanceView(after);
      });
    },

    async deleteExpense(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "delete");
      const { expenseId } = parseInput(allowanceExpenseIdInputSchema, input, language);
      return db.transaction(async (tx) => {
        const expense = await findAllowanceExpense(tx, user.companyId, expenseId);
        if (!expense) throw notFound();
        const before = await allowance(tx, user.companyId, expense.allowanceId, true);
        if (!allowanceTakesExpenses(before.status)) throw new AppError("AllowanceClosed", 409);
        await deleteAllowanceExpenseRow(tx, user.companyId, expenseId);
        const after = await allowance(tx, user.companyId, expense.allowanceId);
        await auditAllowance(tx, user.userId, "deleteExpense", { before, after }, expense);
        return toAllowanceView(after);
      });
    },

    settle: (user: AuthUser, input: unknown, language: Language) => close(user, input, language, "SETTLED"),
    cancel: (user: AuthUser, input: unknown, language: Language) => close(user, input, language, "CANCELED"),
  };
}
export type AllowanceService = ReturnType<typeof createAllowanceService>;
