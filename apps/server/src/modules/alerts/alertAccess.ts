/** Access keys of the alert calls (catalogued in packages/domain accessKeys.ts; docs/spec/alert-center-and-shell.md §6). */
export const ALERT_CENTER_MAIN = "e4a-alert-center-main:read";
export const ALERT_RULE_SETTING = "e4b-alert-center-rule-setting:read";
export const ALERT_CENTER_URGENT = "e4e-alert-center-urgent:read";
export const NOTIFICATION_LOG = "e1j-log-notification:read";
export const ALERT_RULE_TEMPLATE_READ = "alert_rule_template:read";

/** Raw alerts, totals, actions and the socket payload: the alert center or the Notifikasi page. */
export const RAW_ALERT_KEYS = [
  ALERT_CENTER_MAIN,
  "e1b-web-umum:read",
  "e1c-web-dms:read",
  "e1a-web-perilakupengemudi:read",
  NOTIFICATION_LOG,
] as const;

/** The alert code catalogue: the rule settings, the alert center and the onboarding wizard. */
export const ALERT_CODE_KEYS = [ALERT_RULE_SETTING, ALERT_CENTER_MAIN, ALERT_RULE_TEMPLATE_READ] as const;
export const ALERT_RULE_TEMPLATE_READ_KEYS = [ALERT_RULE_TEMPLATE_READ, ALERT_RULE_SETTING] as const;
