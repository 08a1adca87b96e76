import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  confirmTotpInputSchema,
  formatRecoveryCode,
  isFreshTotpStep,
  parseSecondFactorCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  secondFactorInputSchema,
  totpStep,
} from "./twoFactorRules.js";

const recoveryCode = fc
  .array(fc.constantFrom(...RECOVERY_CODE_ALPHABET), {
    minLength: RECOVERY_CODE_LENGTH,
    maxLength: RECOVERY_CODE_LENGTH,
  })
  .map((chars) => chars.join(""));

describe("totpStep", () => {
  it("counts 30-second steps from the epoch", () => {
    expect(totpStep(0)).toBe(0);
    expect(totpStep(29_999)).toBe(0);
    expect(totpStep(30_000)).toBe(1);
    expect(totpStep(59_000_000)).toBe(1966);
  });
});

describe("isFreshTotpStep", () => {
  it("accepts any step before the first use and refuses the same or an earlier step after", () => {
    expect(isFreshTotpStep(10, null)).toBe(true);
    expect(isFreshTotpStep(10, 10)).toBe(false);
    expect(isFreshTotpStep(9, 10)).toBe(false);
    expect(isFreshTotpStep(11, 10)).toBe(true);
  });

  it("never accepts a step twice, in any order of attempts", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 50 }), (steps) => {
        let last: number | null = null;
        const accepted: number[] = [];
        for (const step of steps) {
          if (!isFreshTotpStep(step, last)) continue;
          accepted.push(step);
          last = step;
        }
        expect(new Set(accepted).size).toBe(accepted.length);
      }),
    );
  });
});

describe("parseSecondFactorCode", () => {
  it("reads six digits as an app code, spaces allowed", () => {
    expect(parseSecondFactorCode("123 456")).toEqual({ kind: "totp", code: "123456" });
  });

  it("reads a recovery code whatever its case and dashes", () => {
    expect(parseSecondFactorCode("ABCD-EFGH-JKMN-PQRS")).toEqual({
      kind: "recovery",
      code: "abcdefghjkmnpqrs",
    });
  });

  it("refuses anything else", () => {
    for (const input of ["", "12345", "1234567", "abcd", "abcd-efgh-ijkl-mnop", "<script>"])
      expect(parseSecondFactorCode(input)).toBeNull();
  });

  it("reads back every recovery code as shown", () => {
    fc.assert(
      fc.property(recoveryCode, (code) => {
        expect(parseSecondFactorCode(formatRecoveryCode(code))).toEqual({ kind: "recovery", code });
        expect(parseSecondFactorCode(formatRecoveryCode(code).toUpperCase())).toEqual({
          kind: "recovery",
          code,
        });
      }),
    );
  });

  it("reads every six-digit string as an app code", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (value) => {
        const code = String(value).padStart(6, "0");
        expect(parseSecondFactorCode(code)).toEqual({ kind: "totp", code });
      }),
    );
  });
});

describe("inputs", () => {
  it("validates the second step and the confirmation", () => {
    expect(secondFactorInputSchema.safeParse({ code: "12" }).success).toBe(false);
    expect(secondFactorInputSchema.parse({ code: "654321" }).code).toEqual({ kind: "totp", code: "654321" });
    expect(confirmTotpInputSchema.safeParse({ code: "abcd-efgh-jkmn-pqrs" }).success).toBe(false);
    expect(confirmTotpInputSchema.parse({ code: " 012345 " }).code).toBe("012345");
  });
});
