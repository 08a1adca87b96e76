import {
  can,
  companyCategoriesFilterSchema,
  createCompanyCategoryInputSchema,
  deleteBankAccountInputSchema,
  dsMinScoreOrderViolations,
  type Language,
  messageFor,
  updateCompanyInputSchema,
} from "@armada/domain";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { Db } from "../../db/database.js";
import { AppError, forbidden, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { COMPANY_READ, COMPANY_UPDATE, ONBOARDING_CREATE } from "./companyAccess.js";
import {
  categoryExists,
  categoryUseKey,
  deleteBankAccountRow,
  findCategoryTextsInUse,
  findCompany,
  findCompanyCategories,
  insertCompanyCategory,
  isKnownCategorySource,
  updateCompanyRow,
  upsertBankAccounts,
} from "./companyRepository.js";

function requireKey(user: AuthUser, key: string) {
  if (!can(user.accessKeys, key)) throw forbidden();
}

/** Another company's id answers as not found: its existence is not revealed. */
function requireOwnCompany(user: AuthUser, companyId: number | null | undefined) {
  if (companyId != null && companyId !== user.companyId) throw notFound();
}

export function createCompanyService(db: Db, bus: EventBus) {
  async function getCompany(user: AuthUser) {
    const company = await findCompany(db, user.companyId);
    if (!company) throw notFound();
    return company;
  }

  return {
    async read(user: AuthUser, filter: { id?: number | null } | null | undefined) {
      requireKey(user, COMPANY_READ);
      requireOwnCompany(user, filter?.id);
      return getCompany(user);
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      const { id, bankAccounts, ...changes } = parseInput(updateCompanyInputSchema, input, language);
      const onboardingOnly =
        Object.keys(changes).every((key) => key === "setupNotifCompleted") && !bankAccounts;
      if (
        !(can(user.accessKeys, COMPANY_UPDATE) || (onboardingOnly && can(user.accessKeys, ONBOARDING_CREATE)))
      ) {
        throw forbidden();
      }
      requireOwnCompany(user, id);
      const stored = await getCompany(user);
      if (dsMinScoreOrderViolations({ ...stored, ...changes }).length > 0) {
        throw new AppError(
          "ValidationError",
          400,
          {},
          { issues: [{ field: "dsMinScoreA", message: messageFor("DsMinScoreOrder", language) }] },
        );
      }
      await db.transaction(async (tx) => {
        await updateCompanyRow(tx, user.companyId, changes);
        if (bankAccounts && !(await upsertBankAccounts(tx, user.companyId, bankAccounts))) throw notFound();
      });
      // every instance's position pipeline reads the new filters before its next fix of the company
      if (changes.trackFilters) bus.publish(topics.trackFilterChanges(user.companyId), {});
      return getCompany(user);
    },

    async categories(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, COMPANY_READ);
      const { pagination, ...criteria } = parseInput(companyCategoriesFilterSchema, filter ?? {}, language);
      const { page, show } = pagination;
      const { rows, total } = await findCompanyCategories(db, user.companyId, { ...criteria, page, show });
      const inUse = await findCategoryTextsInUse(db, user.companyId, rows);
      return {
        data: rows.map((row) => ({ ...row, hasRelation: inUse.has(categoryUseKey(row)) })),
        pagination: { total, page, show },
      };
    },

    async createCategory(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, COMPANY_UPDATE);
      const category = parseInput(createCompanyCategoryInputSchema, input, language);
      if (!isKnownCategorySource(category.srcTable, category.srcColumn)) {
        throw new AppError(
          "ValidationError",
          400,
          {},
          {
            issues: [{ field: "srcTable", message: messageFor("UnknownCategorySource", language) }],
          },
        );
      }
      const values = { ...category, companyId: user.companyId };
      if (await categoryExists(db, user.companyId, values)) throw new AppError("Duplicate", 409);
      return { ...(await insertCompanyCategory(db, values)), hasRelation: false };
    },

    async deleteBankAccount(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, COMPANY_UPDATE);
      const { bankAccountId } = parseInput(deleteBankAccountInputSchema, input, language);
      const removed = await db.transaction((tx) => deleteBankAccountRow(tx, user.companyId, bankAccountId));
      if (!removed) throw notFound();
      return removed;
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
