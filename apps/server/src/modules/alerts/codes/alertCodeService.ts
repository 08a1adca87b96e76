import { ALERT_CATEGORIES, alertCodeDefinition, alertCodesFilterSchema, type Language } from "@armada/domain";
import { and, arrayContains, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/database.js";
import { containsPattern } from "../../../db/likePattern.js";
import type { AuthUser } from "../../../http/authUser.js";
import { requireAnyKey } from "../../../http/requireKeys.js";
import { ALERT_CODE_KEYS } from "../alertAccess.js";
import { alertCategories, alertCodes } from "../alerts.tables.js";
import { parseAlertInput } from "../parseAlertInput.js";

type CategoryRow = typeof alertCategories.$inferSelect;
type CodeRow = typeof alertCodes.$inferSelect;

const categoryView = (row: Omit<CategoryRow, "iconUrl"> & { iconUrl: string | null }) => ({
  alertCategoryId: row.alertCategoryId,
  categoryIdn: row.categoryIdn,
  categoryEng: row.categoryEng,
  icon_url: row.iconUrl,
  descriptionIdn: row.descriptionIdn,
  descriptionEng: row.descriptionEng,
});

export type AlertCodeView = ReturnType<typeof codeView>;

function codeView(row: Omit<CodeRow, "categoryIds">, categories: ReturnType<typeof categoryView>[]) {
  return {
    alertCode: row.alertCode,
    descriptionEng: row.descriptionEng,
    descriptionIdn: row.descriptionIdn,
    fullDescriptionEng: row.fullDescriptionEng,
    fullDescriptionIdn: row.fullDescriptionIdn,
    iconUrl: row.iconUrl,
    enabledInRule: row.enabledInRule,
    sourceDeviceCategory: row.sourceDeviceCategory,
    alertCategories: categories,
  };
}

const catalogueCategories = new Map(
  ALERT_CATEGORIES.map((category) => [category.alertCategoryId, categoryView(category)]),
);

/** The GraphQL AlertCode of a code, from the domain catalogue (what the seed stores): no query. */
export function alertCodeView(alertCode: number): AlertCodeView {
  const definition = alertCodeDefinition(alertCode);
  if (!definition) {
    return codeView(
      {
        alertCode,
        descriptionEng: `Alert ${alertCode}`,
        descriptionIdn: `Peringatan ${alertCode}`,
        fullDescriptionEng: "",
        fullDescriptionIdn: "",
        iconUrl: "/alert-icons/sos.svg",
        enabledInRule: false,
        sourceDeviceCategory: "GPS",
      },
      [],
    );
  }
  return codeView(
    definition,
    definition.categoryIds.flatMap((id) => catalogueCategories.get(id) ?? []),
  );
}

export function createAlertCodeService(db: Db) {
  return {
    /** alertCodesPaginated: the stored catalogue, searchable by description, with actualTotal. */
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, ALERT_CODE_KEYS);
      const { pagination, search, enabledInRule, alertCategoryId } = parseAlertInput(
        alertCodesFilterSchema,
        filter ?? {},
        language,
      );
      const conditions: SQL[] = [];
      if (enabledInRule !== undefined) conditions.push(eq(alertCodes.enabledInRule, enabledInRule));
      if (alertCategoryId !== undefined)
        conditions.push(arrayContains(alertCodes.categoryIds, [alertCategoryId]));
      if (search) {
        const pattern = containsPattern(search);
        const match = or(
          ilike(alertCodes.descriptionIdn, pattern),
          ilike(alertCodes.descriptionEng, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [filtered], [all], categories] = await Promise.all([
        db
          .select()
          .from(alertCodes)
          .where(where)
          .orderBy(asc(alertCodes.alertCode))
          .limit(pagination.show)
          .offset((pagination.page - 1) * pagination.show),
        db.select({ total: count() }).from(alertCodes).where(where),
        db.select({ total: count() }).from(alertCodes),
        db.select().from(alertCategories),
      ]);
      const byId = new Map(categories.map((category) => [category.alertCategoryId, categoryView(category)]));
      return {
        data: rows.map((row) =>
          codeView(
            row,
            row.categoryIds.flatMap((id) => byId.get(id) ?? []),
          ),
        ),
        pagination: { ...pagination, total: filtered?.total ?? 0, actualTotal: all?.total ?? 0 },
      };
    },
  };
}

export type AlertCodeService = ReturnType<typeof createAlertCodeService>;
