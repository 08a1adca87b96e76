import {
  ALERT_CATEGORY,
  alertCodeDefinition,
  alertRuleInputSchema,
  type Language,
  thresholdToStored,
} from "@armada/domain";
import type { DbExecutor } from "../../../db/database.js";
import { type AlertRuleRow, activeRulesByCode, insertAlertRule, ruleColumns } from "./alertRuleRepository.js";

/**
 * One rule per code, named after it, with the code's default thresholds and covering every vehicle; codes that
 * already have an active rule are skipped. Security codes are Urgent with auto-popup. Used by `createAlertRules`
 * (the template screen) and the demo seed.
 */
export async function insertTemplateRules(
  tx: DbExecutor,
  companyId: number,
  createdBy: number | null,
  codes: Iterable<number>,
  language: Language,
): Promise<AlertRuleRow[]> {
  const active = await activeRulesByCode(tx, companyId);
  const rows: AlertRuleRow[] = [];
  for (const alertCode of new Set(codes)) {
    if (active.has(alertCode)) continue;
    const definition = alertCodeDefinition(alertCode);
    if (!definition) continue;
    const urgent = definition.categoryIds.includes(ALERT_CATEGORY.security);
    const thresholds = Object.fromEntries(
      definition.thresholds.map((spec) => [
        spec.field,
        spec.defaultValue === null ? null : thresholdToStored(spec, spec.defaultValue),
      ]),
    );
    rows.push(
      await insertAlertRule(
        tx,
        companyId,
        createdBy,
        ruleColumns(
          alertRuleInputSchema.parse({
            label: language === "id" ? definition.descriptionIdn : definition.descriptionEng,
            alertCode,
            alertUrgencyType: urgent ? "Urgent" : "Important",
            autoPopup: urgent,
            ...thresholds,
          }),
        ),
      ),
    );
  }
  return rows;
}
