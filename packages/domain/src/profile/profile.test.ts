import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isContactReminderDue, REMINDER_MINUTES } from "./contactReminder.js";
import {
  VERIFICATION_REQUEST_GAP_MS,
  VERIFICATION_REQUESTS_PER_HOUR,
  verificationRetryAfterSeconds,
} from "./contactVerification.js";
import {
  addEmailInputSchema,
  addNumberInputSchema,
  changePasswordInputSchema,
  updateProfileInputSchema,
  verifyNumberInputSchema,
} from "./profileInputs.js";

const now = new Date("2026-11-24T05:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("isContactReminderDue", () => {
  const missingPhone = { email: "a@b.id", phoneNo: null, reminderMinutes: 5, lastReminder: null };

  it("is due when something is missing and the interval has passed since the last reminder", () => {
    expect(isContactReminderDue(missingPhone, now)).toBe(true);
    expect(isContactReminderDue({ ...missingPhone, lastReminder: minutesAgo(4) }, now)).toBe(false);
    expect(isContactReminderDue({ ...missingPhone, lastReminder: minutesAgo(5) }, now)).toBe(true);
  });

  it("is never due with 'none' or with both e-mail and number", () => {
    expect(isContactReminderDue({ ...missingPhone, reminderMinutes: 0 }, now)).toBe(false);
    expect(isContactReminderDue({ ...missingPhone, phoneNo: "+6281234567890" }, now)).toBe(false);
  });

  it("property: never due before the chosen interval", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REMINDER_MINUTES.filter((m) => m > 0)),
        fc.nat(3_599),
        (minutes, seconds) => {
          fc.pre(seconds < minutes * 60);
          const state = {
            email: null,
            phoneNo: null,
            reminderMinutes: minutes,
            lastReminder: new Date(now.getTime() - seconds * 1000),
          };
          return !isContactReminderDue(state, now);
        },
      ),
    );
  });
});

describe("verificationRetryAfterSeconds", () => {
  it("allows the first request, then one a minute", () => {
    expect(verificationRetryAfterSeconds([], now)).toBe(0);
    expect(verificationRetryAfterSeconds([new Date(now.getTime() - 20_000)], now)).toBe(40);
    expect(verificationRetryAfterSeconds([minutesAgo(1)], now)).toBe(0);
  });

  it("allows at most 5 in an hour", () => {
    const five = [50, 40, 30, 20, 10].map(minutesAgo);
    expect(verificationRetryAfterSeconds(five, now)).toBe(10 * 60);
    expect(verificationRetryAfterSeconds(five.slice(1), now)).toBe(0);
  });

  it("property: the wait never exceeds an hour and requests spaced by the answer respect both limits", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3_600_000), { maxLength: 20 }), (agesMs) => {
        const times = agesMs.map((age) => new Date(now.getTime() - age));
        const wait = verificationRetryAfterSeconds(times, now);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(3_600);
        const at = new Date(now.getTime() + wait * 1000);
        const inLastHour = times.filter((time) => time.getTime() > at.getTime() - 3_600_000);
        expect(inLastHour.length).toBeLessThan(VERIFICATION_REQUESTS_PER_HOUR);
        expect(times.every((time) => at.getTime() - time.getTime() >= VERIFICATION_REQUEST_GAP_MS)).toBe(
          true,
        );
      }),
    );
  });
});

describe("profile input schemas", () => {
  it("PATCH takes name, language and a listed reminder; nothing else, not empty", () => {
    expect(updateProfileInputSchema.parse({ name: " Sari ", reminderMinutes: 15 })).toEqual({
      name: "Sari",
      reminderMinutes: 15,
    });
    for (const bad of [{}, { reminderMinutes: 7 }, { language: "fr" }, { email: "a@b.id" }, { name: "" }]) {
      expect(updateProfileInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("property: any reminder outside the list is refused", () => {
    fc.assert(
      fc.property(fc.integer(), (minutes) => {
        const ok = updateProfileInputSchema.safeParse({ reminderMinutes: minutes }).success;
        return ok === (REMINDER_MINUTES as readonly number[]).includes(minutes);
      }),
    );
  });

  it("a new password has 8 characters or more and differs from the current one", () => {
    expect(
      changePasswordInputSchema.safeParse({ currentPassword: "a", newPassword: "12345678" }).success,
    ).toBe(true);
    expect(
      changePasswordInputSchema.safeParse({ currentPassword: "a", newPassword: "1234567" }).success,
    ).toBe(false);
    const same = changePasswordInputSchema.safeParse({
      currentPassword: "abcdefgh",
      newPassword: "abcdefgh",
    });
    expect(same.error?.issues[0]?.path).toEqual(["newPassword"]);
  });

  it("e-mails are trimmed and lower-cased; numbers become E.164; codes are 6 digits", () => {
    expect(addEmailInputSchema.parse({ email: " Sari@Contoh.ID " }).email).toBe("sari@contoh.id");
    expect(addEmailInputSchema.safeParse({ email: "sari@" }).success).toBe(false);
    expect(addNumberInputSchema.parse({ phoneNo: "0812-3456-7890" }).phoneNo).toBe("+6281234567890");
    expect(addNumberInputSchema.safeParse({ phoneNo: "12" }).error?.issues[0]?.message).toBe("phoneInvalid");
    expect(verifyNumberInputSchema.safeParse({ phoneNo: "081234567890", code: "12345" }).success).toBe(false);
    expect(verifyNumberInputSchema.parse({ phoneNo: "081234567890", code: " 012345 " }).code).toBe("012345");
  });

  it("property: parsing never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const schema of [
          updateProfileInputSchema,
          changePasswordInputSchema,
          addEmailInputSchema,
          addNumberInputSchema,
          verifyNumberInputSchema,
        ]) {
          schema.safeParse(input);
        }
      }),
    );
  });
});
