import { ALERT_CATEGORIES, ALERT_CODES, ALERT_RULE_TEMPLATES } from "@armada/domain";
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { alertCategories, alertCodes, alertRuleTemplates } from "../alerts.tables.js";

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Writes the alert categories, codes and rule templates of the domain catalogue (insert or update by
 * id): run at every start before the engine, so the catalogue always matches the code. Idempotent.
 */
export async function seedAlertCodes(db: DbExecutor): Promise<void> {
  await db
    .insert(alertCategories)
    .values(ALERT_CATEGORIES.map((category) => ({ ...category })))
    .onConflictDoUpdate({
      target: alertCategories.alertCategoryId,
      set: {
        categoryIdn: excluded("category_idn"),
        categoryEng: excluded("category_eng"),
        iconUrl: excluded("icon_url"),
        descriptionIdn: excluded("description_idn"),
        descriptionEng: excluded("description_eng"),
      },
    });
  await db
    .insert(alertCodes)
    .values(
      ALERT_CODES.map((code) => ({
        alertCode: code.alertCode,
        descriptionIdn: code.descriptionIdn,
        descriptionEng: code.descriptionEng,
        fullDescriptionIdn: code.fullDescriptionIdn,
        fullDescriptionEng: code.fullDescriptionEng,
        iconUrl: code.iconUrl,
        enabledInRule: code.enabledInRule,
        sourceDeviceCategory: code.sourceDeviceCategory,
        categoryIds: code.categoryIds,
      })),
    )
    .onConflictDoUpdate({
      target: alertCodes.alertCode,
      set: {
        descriptionIdn: excluded("description_idn"),
        descriptionEng: excluded("description_eng"),
        fullDescriptionIdn: excluded("full_description_idn"),
        fullDescriptionEng: excluded("full_description_eng"),
        iconUrl: excluded("icon_url"),
        enabledInRule: excluded("enabled_in_rule"),
        sourceDeviceCategory: excluded("source_device_category"),
        categoryIds: excluded("category_ids"),
      },
    });
  await db
    .insert(alertRuleTemplates)
    .values(ALERT_RULE_TEMPLATES.map((template) => ({ ...template })))
    .onConflictDoUpdate({
      target: alertRuleTemplates.templateId,
      set: {
        category: excluded("category"),
        nameIdn: excluded("name_idn"),
        nameEng: excluded("name_eng"),
        descriptionIdn: excluded("description_idn"),
        descriptionEng: excluded("description_eng"),
        iconUrl: excluded("icon_url"),
        defaultAlertCodes: excluded("default_alert_codes"),
        additionalAlertCodes: excluded("additional_alert_codes"),
      },
    });
}
