import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_REMINDER_LEAD_DAYS } from "./reminderLeadDays.js";
import { reminderSettingsInputSchema } from "./reminderSettingsInput.js";

describe("reminderSettingsInputSchema", () => {
  it("keeps distinct lead days, largest first", () => {
    expect(
      reminderSettingsInputSchema.parse({ leadDays: [1, 30, 7, 30], byWhatsApp: true, byEmail: false }),
    ).toEqual({ leadDays: [30, 7, 1], byWhatsApp: true, byEmail: false });
  });

  it("refuses settings with no channel, no lead day, too many or out-of-range days", () => {
    const parse = (input: unknown) => reminderSettingsInputSchema.safeParse(input).success;
    expect(parse({ leadDays: [7], byWhatsApp: false, byEmail: false })).toBe(false);
    expect(parse({ leadDays: [], byWhatsApp: true, byEmail: true })).toBe(false);
    expect(parse({ leadDays: [1, 2, 3, 4, 5, 6, 7, 8, 9], byWhatsApp: true, byEmail: true })).toBe(false);
    expect(parse({ leadDays: [MAX_REMINDER_LEAD_DAYS + 1], byWhatsApp: true, byEmail: true })).toBe(false);
    expect(parse({ leadDays: [-1], byWhatsApp: true, byEmail: true })).toBe(false);
    expect(parse({ leadDays: [1.5], byWhatsApp: true, byEmail: true })).toBe(false);
  });

  it("never throws, and what it accepts is 1-8 sorted distinct days 0-365 with a channel", () => {
    fc.assert(
      fc.property(
        fc.record({
          leadDays: fc.oneof(
            fc.array(fc.integer({ min: 0, max: MAX_REMINDER_LEAD_DAYS }), { maxLength: 9 }),
            fc.array(fc.oneof(fc.integer({ min: -2, max: 400 }), fc.integer(), fc.double(), fc.string()), {
              maxLength: 10,
            }),
          ),
          byWhatsApp: fc.oneof(fc.boolean(), fc.anything()),
          byEmail: fc.oneof(fc.boolean(), fc.anything()),
        }),
        (input) => {
          const parsed = reminderSettingsInputSchema.safeParse(input);
          if (!parsed.success) return;
          const { leadDays, byWhatsApp, byEmail } = parsed.data;
          expect(byWhatsApp || byEmail).toBe(true);
          expect(leadDays.length).toBeGreaterThanOrEqual(1);
          expect(leadDays.length).toBeLessThanOrEqual(8);
          expect(new Set(leadDays).size).toBe(leadDays.length);
          expect([...leadDays].sort((a, b) => b - a)).toEqual(leadDays);
          for (const day of leadDays)
            expect(Number.isInteger(day) && day >= 0 && day <= MAX_REMINDER_LEAD_DAYS).toBe(true);
        },
      ),
    );
  });
});
