/** Access keys of the company calls (catalogued in packages/domain accessKeys.ts). */
export const COMPANY_READ = "c1a-setting-company:read";
export const COMPANY_UPDATE = "c1a-setting-company:update";
/** The notification onboarding marks the company's setup as done with this key alone. */
export const ONBOARDING_CREATE = "alert_rule_template:create";
