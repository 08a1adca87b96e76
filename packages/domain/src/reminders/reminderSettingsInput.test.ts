import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_REMINDER_LEAD_DAYS } from "./reminderLeadDays.js";
import { reminderSettingsInputSchema } from "./reminderSettingsInput.js";

const base = { byWhatsApp: true, byEmail: false, byPush: false, recipientsChosen: false, recipients: [] };
const recipient = (userId: number) => ({ userId, byWhatsApp: true, byEmail: false, byPush: true });

describe("reminderSettingsInputSchema", () => {
  it("keeps distinct lead days, largest first", () => {
    expect(reminderSettingsInputSchema.parse({ ...base, leadDays: [1, 30, 7, 30] })).toEqual({
      ...base,
      leadDays: [30, 7, 1],
    });
  });

  it("refuses settings with no channel, no lead day, too many or out-of-range days", () => {
    const parse = (input: object) => reminderSettingsInputSchema.safeParse({ ...base, ...input }).success;
    expect(parse({ leadDays: [7], byWhatsApp: false, byEmail: false, byPush: false })).toBe(false);
    expect(parse({ leadDays: [7], byWhatsApp: false, byEmail: false, byPush: true })).toBe(true);
    expect(parse({ leadDays: [] })).toBe(false);
    expect(parse({ leadDays: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toBe(false);
    expect(parse({ leadDays: [MAX_REMINDER_LEAD_DAYS + 1] })).toBe(false);
    expect(parse({ leadDays: [-1] })).toBe(false);
    expect(parse({ leadDays: [1.5] })).toBe(false);
  });

  it("needs a chosen recipient when recipients are chosen, each once and on a channel", () => {
    const parse = (input: object) =>
      reminderSettingsInputSchema.safeParse({ ...base, leadDays: [7], ...input }).success;
    expect(parse({ recipientsChosen: true, recipients: [] })).toBe(false);
    expect(parse({ recipientsChosen: true, recipients: [recipient(4)] })).toBe(true);
    expect(parse({ recipientsChosen: true, recipients: [recipient(4), recipient(4)] })).toBe(false);
    expect(
      parse({
        recipientsChosen: true,
        recipients: [{ userId: 4, byWhatsApp: false, byEmail: false, byPush: false }],
      }),
    ).toBe(false);
    expect(parse({ recipientsChosen: true, recipients: [recipient(0)] })).toBe(false);
  });

  it("never throws, and what it accepts is 1-8 sorted distinct days 0-365, a channel and distinct recipients", () => {
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
          byPush: fc.oneof(fc.boolean(), fc.anything()),
          recipientsChosen: fc.boolean(),
          recipients: fc.array(
            fc.record({
              userId: fc.integer({ min: -1, max: 5 }),
              byWhatsApp: fc.boolean(),
              byEmail: fc.boolean(),
              byPush: fc.boolean(),
            }),
            { maxLength: 4 },
          ),
        }),
        (input) => {
          const parsed = reminderSettingsInputSchema.safeParse(input);
          if (!parsed.success) return;
          const { leadDays, byWhatsApp, byEmail, byPush, recipientsChosen, recipients } = parsed.data;
          expect(byWhatsApp || byEmail || byPush).toBe(true);
          expect(leadDays.length).toBeGreaterThanOrEqual(1);
          expect(leadDays.length).toBeLessThanOrEqual(8);
          expect(new Set(leadDays).size).toBe(leadDays.length);
          expect([...leadDays].sort((a, b) => b - a)).toEqual(leadDays);
          for (const day of leadDays)
            expect(Number.isInteger(day) && day >= 0 && day <= MAX_REMINDER_LEAD_DAYS).toBe(true);
          if (recipientsChosen) expect(recipients.length).toBeGreaterThan(0);
          expect(new Set(recipients.map((r) => r.userId)).size).toBe(recipients.length);
          for (const r of recipients)
            expect(r.userId > 0 && (r.byWhatsApp || r.byEmail || r.byPush)).toBe(true);
        },
      ),
    );
  });
});
