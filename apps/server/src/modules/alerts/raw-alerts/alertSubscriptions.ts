import { can, type Language, parseLanguage } from "@armada/domain";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { roles, users } from "../../auth/index.js";
import { ALERT_CENTER_MAIN, ALERT_CENTER_URGENT } from "../alertAccess.js";
import { alertRules, alertRuleUsers } from "../alerts.tables.js";

export interface SubscribedAlertRules {
  urgentAlertRules: number[];
  importantAlertRules: number[];
  autoPopupAlertRules: number[];
}

export interface RuleSubscription {
  alertRuleId: number;
  alertUrgencyType: string;
  autoPopup: boolean;
  /** subscribed users; empty means every alert center user of the company */
  userIds: number[];
}

export interface AlertCenterUser {
  userId: number;
  name: string;
  accessKeys: readonly string[];
  language: Language;
}

/** The company's active rules (optionally only `alertRuleIds`) with their subscribed users. */
export async function loadRuleSubscriptions(
  db: DbExecutor,
  companyId: number,
  alertRuleIds?: readonly number[],
): Promise<RuleSubscription[]> {
  const conditions: SQL[] = [eq(alertRules.companyId, companyId), eq(alertRules.isActive, true)];
  if (alertRuleIds) {
    if (alertRuleIds.length === 0) return [];
    conditions.push(inArray(alertRules.alertRuleId, [...new Set(alertRuleIds)]));
  }
  const rules = await db
    .select({
      alertRuleId: alertRules.alertRuleId,
      alertUrgencyType: alertRules.alertUrgencyType,
      autoPopup: alertRules.autoPopup,
    })
    .from(alertRules)
    .where(and(...conditions));
  if (rules.length === 0) return [];
  const members = await db
    .select()
    .from(alertRuleUsers)
    .where(
      inArray(
        alertRuleUsers.alertRuleId,
        rules.map((rule) => rule.alertRuleId),
      ),
    );
  return rules.map((rule) => ({
    ...rule,
    userIds: members
      .filter((member) => member.alertRuleId === rule.alertRuleId)
      .map((member) => member.userId),
  }));
}

const isSubscribed = (rule: RuleSubscription, userId: number) =>
  rule.userIds.length === 0 || rule.userIds.includes(userId);

/**
 * The rule id lists of one user: the rules they subscribe to (listed as a user, or rules without users),
 * by urgency and auto-popup. Without the urgent key, urgent rules count as important (docs/spec/alert-center-and-shell.md §6).
 */
export function subscribedRulesFor(
  rules: readonly RuleSubscription[],
  userId: number,
  accessKeys: readonly string[],
): SubscribedAlertRules {
  const mine = rules.filter((rule) => isSubscribed(rule, userId));
  const urgentScope = can(accessKeys, ALERT_CENTER_URGENT);
  const urgent = mine.filter((rule) => rule.alertUrgencyType === "Urgent");
  const important = mine.filter((rule) => rule.alertUrgencyType !== "Urgent");
  return {
    urgentAlertRules: urgentScope ? urgent.map((rule) => rule.alertRuleId) : [],
    importantAlertRules: (urgentScope ? important : mine).map((rule) => rule.alertRuleId),
    autoPopupAlertRules: mine.filter((rule) => rule.autoPopup).map((rule) => rule.alertRuleId),
  };
}

/** isUrgent / isImportant / autoPopup of an alert for one user: its rule ids against their lists. */
export function alertFlagsFor(alertRuleIds: readonly number[], subscribed: SubscribedAlertRules) {
  const overlaps = (list: readonly number[]) => alertRuleIds.some((id) => list.includes(id));
  const isUrgent = overlaps(subscribed.urgentAlertRules);
  return {
    isUrgent,
    isImportant: !isUrgent && overlaps(subscribed.importantAlertRules),
    autoPopup: overlaps(subscribed.autoPopupAlertRules),
  };
}

/** Active users of the company who may open the alert center (e4a). */
export async function alertCenterUsers(db: DbExecutor, companyId: number): Promise<AlertCenterUser[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, accessKeys: roles.accessKeys, language: users.language })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true)));
  return rows
    .filter((row) => can(row.accessKeys, ALERT_CENTER_MAIN))
    .map((row) => ({ ...row, language: parseLanguage(row.language) }));
}

/** Users of `rules` who get an alert raised by them in their alert center. */
export function recipientsOf(rules: readonly RuleSubscription[], candidates: readonly AlertCenterUser[]) {
  return candidates.filter((user) => rules.some((rule) => isSubscribed(rule, user.userId)));
}
