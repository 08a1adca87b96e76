import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canSaveOnboarding, isOnboardingReminderDue, onboardingSelection } from "./onboarding.js";

const code = (alertCode: number, isAlreadyActive = false) => ({ alertCode, isAlreadyActive });
const templates = [
  { templateId: 1, defaultAlertCodes: [code(8), code(9, true)], additionalAlertCodes: [code(20)] },
  { templateId: 2, defaultAlertCodes: [code(30)], additionalAlertCodes: [code(31)] },
];

describe("onboardingSelection", () => {
  it("takes the default alerts of a chosen category, without those already active", () => {
    expect(onboardingSelection(templates, new Set([1]), new Map())).toEqual([
      { templateId: 1, alertCodes: [8] },
    ]);
  });

  it("keeps only the alerts checked on the detail page", () => {
    const confirmed = new Map([[1, [20]]]);
    expect(onboardingSelection(templates, new Set([1, 2]), confirmed)).toEqual([
      { templateId: 1, alertCodes: [20] },
      { templateId: 2, alertCodes: [30] },
    ]);
  });

  it("drops a category left with nothing new and ignores codes the category does not offer", () => {
    const confirmed = new Map([[1, [9, 999]]]);
    expect(onboardingSelection(templates, new Set([1]), confirmed)).toEqual([]);
  });

  it("property: only offered, not active codes of chosen categories come out", () => {
    fc.assert(
      fc.property(fc.subarray([1, 2]), fc.array(fc.integer({ min: 0, max: 40 })), (chosen, picked) => {
        const result = onboardingSelection(
          templates,
          new Set(chosen),
          new Map([
            [1, picked],
            [2, picked],
          ]),
        );
        for (const selection of result) {
          expect(chosen).toContain(selection.templateId);
          const template = templates.find((t) => t.templateId === selection.templateId);
          const allowed = [...(template?.defaultAlertCodes ?? []), ...(template?.additionalAlertCodes ?? [])]
            .filter((c) => !c.isAlreadyActive)
            .map((c) => c.alertCode);
          for (const alertCode of selection.alertCodes) expect(allowed).toContain(alertCode);
          expect(selection.alertCodes.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("save needs a category", () => {
    expect(canSaveOnboarding(new Set())).toBe(false);
    expect(canSaveOnboarding(new Set([2]))).toBe(true);
  });
});

describe("isOnboardingReminderDue", () => {
  const now = new Date("2026-11-24T05:00:00Z");
  const base = { setupNotifCompleted: false, lastShownMonth: null, shownThisSession: false, now };

  it("shows once a month and once a session until the setup is completed", () => {
    expect(isOnboardingReminderDue(base)).toBe(true);
    expect(isOnboardingReminderDue({ ...base, lastShownMonth: "2026-11" })).toBe(false);
    expect(isOnboardingReminderDue({ ...base, lastShownMonth: "2026-10" })).toBe(true);
    expect(isOnboardingReminderDue({ ...base, shownThisSession: true })).toBe(false);
    expect(isOnboardingReminderDue({ ...base, setupNotifCompleted: true })).toBe(false);
  });
});
