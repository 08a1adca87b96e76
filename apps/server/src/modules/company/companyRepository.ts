import { readTrackFilterSettings } from "@armada/domain";
import { and, asc, count, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern, escapeLike } from "../../db/likePattern.js";
import { bankAccounts, companies, companyCategories } from "./company.tables.js";

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyChanges = Partial<Omit<typeof companies.$inferInsert, "id" | "createdOn">>;

export async function findCompany(db: DbExecutor, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const accounts = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId))
    .orderBy(asc(bankAccounts.bankAccountId));
  return { ...company, trackFilters: readTrackFilterSettings(company.trackFilters), bankAccounts: accounts };
}

export async function updateCompanyRow(db: DbExecutor, companyId: number, changes: CompanyChanges) {
  await db
    .update(companies)
    .set({ ...changes, updatedOn: new Date() })
    .where(eq(companies.id, companyId));
}

export interface BankAccountChange {
  bankAccountId?: number | null | undefined;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault?: boolean | null | undefined;
}

/** Returns false when an id does not belong to the company (nothing is written then). */
export async function upsertBankAccounts(
  db: DbExecutor,
  companyId: number,
  changes: BankAccountChange[],
): Promise<boolean> {
  const ids = changes.flatMap((change) => (change.bankAccountId ? [change.bankAccountId] : []));
  if (ids.length > 0) {
    const owned = await db
      .select({ id: bankAccounts.bankAccountId })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.companyId, companyId), inArray(bankAccounts.bankAccountId, ids)));
    if (owned.length !== new Set(ids).size) return false;
  }
  const wantsDefault = changes.some((change) => change.isDefault);
  if (wantsDefault) {
    await db.update(bankAccounts).set({ isDefault: false }).where(eq(bankAccounts.companyId, companyId));
  }
  for (const change of changes) {
    const values = {
      bankName: change.bankName,
      accountName: change.accountName,
      accountNo: change.accountNo,
      ...(change.isDefault != null ? { isDefault: change.isDefault } : {}),
    };
    if (change.bankAccountId) {
      await db
        .update(bankAccounts)
        .set(values)
        .where(
          and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.bankAccountId, change.bankAccountId)),
        );
    } else {
      await db.insert(bankAccounts).values({ ...values, companyId });
    }
  }
  return true;
}

export async function deleteBankAccountRow(db: DbExecutor, companyId: number, bankAccountId: number) {
  const [removed] = await db
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.bankAccountId, bankAccountId)))
    .returning();
  if (removed?.isDefault) {
    const [next] = await db
      .select({ id: bankAccounts.bankAccountId })
      .from(bankAccounts)
      .where(eq(bankAccounts.companyId, companyId))
      .orderBy(asc(bankAccounts.bankAccountId))
      .limit(1);
    if (next)
      await db.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.bankAccountId, next.id));
  }
  return removed ?? null;
}

export interface CategoryQuery {
  srcTable?: string | null | undefined;
  srcColumn?: string | null | undefined;
  search?: string | null | undefined;
  page: number;
  show: number;
}

export async function findCompanyCategories(db: DbExecutor, companyId: number, query: CategoryQuery) {
  const conditions: SQL[] = [eq(companyCategories.companyId, companyId)];
  if (query.srcTable) conditions.push(eq(companyCategories.srcTable, query.srcTable));
  if (query.srcColumn) conditions.push(eq(companyCategories.srcColumn, query.srcColumn));
  if (query.search) conditions.push(ilike(companyCategories.text, containsPattern(query.search)));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(companyCategories)
      .where(where)
      .orderBy(asc(companyCategories.text), asc(companyCategories.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(companyCategories).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function categoryExists(
  db: DbExecutor,
  companyId: number,
  category: typeof companyCategories.$inferInsert,
) {
  const [found] = await db
    .select({ id: companyCategories.id })
    .from(companyCategories)
    .where(
      and(
        eq(companyCategories.companyId, companyId),
        eq(companyCategories.srcTable, category.srcTable),
        eq(companyCategories.srcColumn, category.srcColumn),
        ilike(companyCategories.text, escapeLike(category.text)),
      ),
    )
    .limit(1);
  return found !== undefined;
}

export async function insertCompanyCategory(db: DbExecutor, category: typeof companyCategories.$inferInsert) {
  const [created] = await db.insert(companyCategories).values(category).returning();
  if (!created) throw new Error("insert returned no row");
  return created;
}

/**
 * The columns a category may describe. A category "has a relation" when a row of its
 * company uses its text in that column; the whitelist keeps table names out of dynamic SQL.
 */
const CATEGORY_SOURCES: Record<string, { table: PgTable; column: PgColumn; companyColumn: PgColumn }> = {
  "companies.category": { table: companies, column: companies.category, companyColumn: companies.id },
};

export const isKnownCategorySource = (srcTable: string, srcColumn: string) =>
  `${srcTable}.${srcColumn}` in CATEGORY_SOURCES;

/** The category texts in use, one query per distinct source in the list (never one per row). */
export async function findCategoryTextsInUse(
  db: DbExecutor,
  companyId: number,
  sources: { srcTable: string; srcColumn: string }[],
): Promise<Set<string>> {
  const used = new Set<string>();
  const keys = [...new Set(sources.map((source) => `${source.srcTable}.${source.srcColumn}`))];
  for (const key of keys) {
    const source = CATEGORY_SOURCES[key];
    if (!source) continue;
    const rows = await db
      .selectDistinct({ value: source.column })
      .from(source.table)
      .where(eq(source.companyColumn, companyId));
    for (const row of rows) if (typeof row.value === "string") used.add(`${key}|${row.value.toLowerCase()}`);
  }
  return used;
}

export const categoryUseKey = (category: { srcTable: string; srcColumn: string; text: string }) =>
  `${category.srcTable}.${category.srcColumn}|${category.text.toLowerCase()}`;

/** Whether the company finished the notification onboarding wizard (the top bar's prompt hides then). */
export async function isNotificationSetupCompleted(db: DbExecutor, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ done: companies.setupNotifCompleted })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.done ?? false;
}

/** Whether the company's users must sign in with a second factor (the auth module enforces it). */
export async function companyRequiresTwoFactor(db: DbExecutor, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: companies.requireTwoFactor })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.required ?? false;
}

export async function setCompanyRequiresTwoFactor(db: DbExecutor, companyId: number, required: boolean) {
  await db
    .update(companies)
    .set({ requireTwoFactor: required, updatedOn: new Date() })
    .where(eq(companies.id, companyId));
}
