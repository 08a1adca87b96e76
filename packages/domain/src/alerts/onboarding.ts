/**
 * The notification onboarding wizard (docs/spec/alert-center-and-shell.md §2.6, §4, §5): categories (rule
 * templates) on the main page, their alerts on the detail page, rules created for what is chosen.
 */
export interface OnboardingTemplate {
  templateId: number;
  defaultAlertCodes: readonly { alertCode: number; isAlreadyActive: boolean }[];
  additionalAlertCodes: readonly { alertCode: number; isAlreadyActive: boolean }[];
}

/** The alerts of a category ticked before its detail page is opened: the default ones. */
export function defaultOnboardingCodes(template: OnboardingTemplate): number[] {
  return template.defaultAlertCodes.map((code) => code.alertCode);
}

/**
 * The createAlertRules input for the chosen categories: each with its confirmed detail choice (or its defaults),
 * without codes that already have an active rule; categories left with nothing are dropped.
 */
export function onboardingSelection(
  templates: readonly OnboardingTemplate[],
  chosenTemplateIds: ReadonlySet<number>,
  confirmedCodes: ReadonlyMap<number, readonly number[]>,
): { templateId: number; alertCodes: number[] }[] {
  return templates
    .filter((template) => chosenTemplateIds.has(template.templateId))
    .map((template) => {
      const offered = [...template.defaultAlertCodes, ...template.additionalAlertCodes];
      const wanted = new Set(confirmedCodes.get(template.templateId) ?? defaultOnboardingCodes(template));
      const alertCodes = [
        ...new Set(
          offered
            .filter((code) => !code.isAlreadyActive && wanted.has(code.alertCode))
            .map((code) => code.alertCode),
        ),
      ];
      return { templateId: template.templateId, alertCodes };
    })
    .filter((selection) => selection.alertCodes.length > 0);
}

/** Save is disabled until at least one category is chosen (§5). */
export const canSaveOnboarding = (chosenTemplateIds: ReadonlySet<number>) => chosenTemplateIds.size > 0;

/** "YYYY-MM" of a date in the user's zone-independent calendar (UTC): the reminder shows once per month. */
export const onboardingReminderMonth = (now: Date) => now.toISOString().slice(0, 7);

/**
 * Whether the onboarding wizard opens by itself: the company has not finished it, and it was not shown yet this
 * month nor in this session (§4 "Onboarding reminder: shown once per month and once per session").
 */
export function isOnboardingReminderDue(state: {
  setupNotifCompleted: boolean;
  lastShownMonth: string | null;
  shownThisSession: boolean;
  now: Date;
}): boolean {
  if (state.setupNotifCompleted || state.shownThisSession) return false;
  return state.lastShownMonth !== onboardingReminderMonth(state.now);
}
