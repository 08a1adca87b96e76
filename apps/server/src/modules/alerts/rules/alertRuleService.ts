import {
  type AlertRuleInput,
  alertCodeDefinition,
  alertRuleFilterSchema,
  alertRuleIdInputSchema,
  alertRuleInputSchema,
  alertRulesFilterSchema,
  alertRuleTemplate,
  alertRuleTemplatesFilterSchema,
  alertRuleUserOptionsFilterSchema,
  createAlertRulesInputSchema,
  deleteAlertRulesInputSchema,
  type Language,
  updateAlertRuleInputSchema,
  updateAlertRulesInputSchema,
} from "@armada/domain";
import { asc, count, eq } from "drizzle-orm";
import type { Db, DbExecutor } from "../../../db/database.js";
import { AppError, notFound } from "../../../http/appError.js";
import type { AuthUser } from "../../../http/authUser.js";
import { requireAnyKey, requireKey } from "../../../http/requireKeys.js";
import { ALERT_RULE_SETTING, ALERT_RULE_TEMPLATE_READ_KEYS } from "../alertAccess.js";
import { alertRuleTemplates } from "../alerts.tables.js";
import { parseAlertInput } from "../parseAlertInput.js";
import {
  type AlertRuleRow,
  activeRulesByCode,
  countOwned,
  deleteAlertRuleRows,
  findAlertRules,
  findAlertRulesByIds,
  insertAlertRule,
  loadAlertRuleLinks,
  replaceAlertRuleLinks,
  ruleColumns,
  setAlertRulesActive,
  updateAlertRuleRow,
} from "./alertRuleRepository.js";
import { findAlertRuleUserOptions } from "./alertRuleUserOptions.js";
import { toAlertRuleView } from "./alertRuleView.js";
import { insertTemplateRules } from "./templateRules.js";

/** Told after every change with the company and the rule ids (the engine reloads them). */
export type AlertRulesChanged = (companyId: number, alertRuleIds: number[]) => void;

export function createAlertRuleService(db: Db, changed: AlertRulesChanged = () => {}) {
  async function views(rows: AlertRuleRow[], user: AuthUser) {
    const links = await loadAlertRuleLinks(
      db,
      rows.map((row) => row.alertRuleId),
    );
    return rows.map((row) => toAlertRuleView(row, links, user.userId));
  }

  async function viewOf(user: AuthUser, alertRuleId: number) {
    const [row] = await findAlertRulesByIds(db, user.companyId, [alertRuleId]);
    if (!row) throw notFound();
    const [view] = await views([row], user);
    if (!view) throw notFound();
    return view;
  }

  /** Another company's vehicles, groups, users or geofences are answered as not found. */
  async function requireOwnedLinks(tx: DbExecutor, companyId: number, input: AlertRuleInput) {
    const contactUsers = input.contactRecipients.flatMap((contact) =>
      contact.userId === undefined ? [] : [contact.userId],
    );
    const checks: [Parameters<typeof countOwned>[2], number[]][] = [
      ["vehicles", input.vehicleIds],
      ["vgroups", input.vgroupIds],
      ["users", [...new Set([...input.userIds, ...contactUsers])]],
      ["geofences", input.geofenceIds],
    ];
    for (const [kind, ids] of checks) {
      if ((await countOwned(tx, companyId, kind, ids)) !== ids.length) throw notFound();
    }
  }

  async function requireAllOwned(companyId: number, ids: number[]) {
    const rows = await findAlertRulesByIds(db, companyId, ids);
    if (rows.length !== ids.length) throw notFound();
    return rows;
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const { pagination, ...criteria } = parseAlertInput(alertRulesFilterSchema, filter ?? {}, language);
      const { rows, total } = await findAlertRules(db, user.companyId, { ...criteria, ...pagination });
      return { data: await views(rows, user), pagination: { ...pagination, total } };
    },

    async get(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const { alertRuleId } = parseAlertInput(alertRuleFilterSchema, filter, language);
      return viewOf(user, alertRuleId);
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const rule = parseAlertInput(alertRuleInputSchema, input, language);
      const row = await db.transaction(async (tx) => {
        await requireOwnedLinks(tx, user.companyId, rule);
        const inserted = await insertAlertRule(tx, user.companyId, user.userId, ruleColumns(rule));
        await replaceAlertRuleLinks(tx, inserted.alertRuleId, rule);
        return inserted;
      });
      changed(user.companyId, [row.alertRuleId]);
      return viewOf(user, row.alertRuleId);
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const { alertRuleId, data } = parseAlertInput(updateAlertRuleInputSchema, input, language);
      await db.transaction(async (tx) => {
        const row = await updateAlertRuleRow(tx, user.companyId, alertRuleId, ruleColumns(data));
        if (!row) throw notFound();
        await requireOwnedLinks(tx, user.companyId, data);
        await replaceAlertRuleLinks(tx, alertRuleId, data);
      });
      changed(user.companyId, [alertRuleId]);
      return viewOf(user, alertRuleId);
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const { alertRuleId } = parseAlertInput(alertRuleIdInputSchema, input, language);
      const view = await viewOf(user, alertRuleId);
      await deleteAlertRuleRows(db, user.companyId, [alertRuleId]);
      changed(user.companyId, [alertRuleId]);
      return view;
    },

    /** Bulk active switch; every id must be the company's. Returns how many rules changed. */
    async setActive(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const { alertRuleIds, isActive } = parseAlertInput(updateAlertRulesInputSchema, input, language);
      await requireAllOwned(user.companyId, alertRuleIds);
      const rows = await setAlertRulesActive(db, user.companyId, alertRuleIds, isActive);
      changed(user.companyId, alertRuleIds);
      return rows.length;
    },

    async removeMany(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const { alertRuleIds } = parseAlertInput(deleteAlertRulesInputSchema, input, language);
      await requireAllOwned(user.companyId, alertRuleIds);
      const rows = await deleteAlertRuleRows(db, user.companyId, alertRuleIds);
      changed(user.companyId, alertRuleIds);
      return rows.length;
    },

    /** alertRuleUserOptions: the company's active non-driver users for the rule's subscribed users. */
    async userOptions(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const { search, pagination } = parseAlertInput(
        alertRuleUserOptionsFilterSchema,
        filter ?? {},
        language,
      );
      const { rows, total } = await findAlertRuleUserOptions(db, user.companyId, { search, ...pagination });
      return { data: rows, pagination: { ...pagination, total } };
    },

    /** alertRuleTemplates: the stored templates with, per code, whether the company already has an active rule. */
    async templates(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, ALERT_RULE_TEMPLATE_READ_KEYS);
      const { category, pagination } = parseAlertInput(
        alertRuleTemplatesFilterSchema,
        filter ?? {},
        language,
      );
      const where = category ? eq(alertRuleTemplates.category, category) : undefined;
      const [rows, [all], active] = await Promise.all([
        db.select().from(alertRuleTemplates).where(where).orderBy(asc(alertRuleTemplates.templateId)),
        db.select({ total: count() }).from(alertRuleTemplates),
        activeRulesByCode(db, user.companyId),
      ]);
      const codeOf = (alertCode: number) => {
        const definition = alertCodeDefinition(alertCode);
        const rules = active.get(alertCode) ?? [];
        return {
          alertCode,
          descriptionIdn: definition?.descriptionIdn ?? String(alertCode),
          descriptionEng: definition?.descriptionEng ?? String(alertCode),
          fullDescriptionIdn: definition?.fullDescriptionIdn ?? "",
          fullDescriptionEng: definition?.fullDescriptionEng ?? "",
          isAlreadyActive: rules.length > 0,
          alertRule: rules,
        };
      };
      const start = (pagination.page - 1) * pagination.show;
      return {
        data: rows.slice(start, start + pagination.show).map((template) => ({
          ...template,
          defaultAlertCodes: template.defaultAlertCodes.map(codeOf),
          additionalAlertCodes: template.additionalAlertCodes.map(codeOf),
        })),
        pagination: { ...pagination, total: rows.length, actualTotal: all?.total ?? 0 },
      };
    },

    /**
     * createAlertRules: one rule per chosen code of the templates (insertTemplateRules). Creates rules, so it needs
     * the rule-setting key like `create` (the onboarding's template keys alone do not suffice).
     */
    async createFromTemplates(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, ALERT_RULE_SETTING);
      const { templates } = parseAlertInput(createAlertRulesInputSchema, input, language);
      const codes = new Set<number>();
      for (const selection of templates) {
        const template = alertRuleTemplate(selection.templateId);
        if (!template) throw notFound();
        const offered = [...template.defaultAlertCodes, ...template.additionalAlertCodes];
        for (const code of selection.alertCodes) {
          if (!offered.includes(code)) throw new AppError("AlertCodeNotInRule", 400);
          codes.add(code);
        }
      }
      const created = await db.transaction((tx) =>
        insertTemplateRules(tx, user.companyId, user.userId, codes, language),
      );
      if (created.length > 0)
        changed(
          user.companyId,
          created.map((row) => row.alertRuleId),
        );
      return {
        data: created.map((row) => ({
          alertRuleId: row.alertRuleId,
          label: row.label,
          alertCode: row.alertCode,
          minThreshold: row.minThreshold,
          maxThreshold: row.maxThreshold,
        })),
        pagination: { total: created.length, page: 1, show: Math.max(created.length, 1) },
      };
    },
  };
}

export type AlertRuleService = ReturnType<typeof createAlertRuleService>;
