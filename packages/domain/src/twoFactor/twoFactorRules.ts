import { z } from "zod";
import { requiredError } from "../schemas/issueKeys.js";

/** RFC 6238 as authenticator apps read an otpauth URI without parameters: SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of the server's, for a phone clock a little off. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** 16 characters of 32 (80 bits): hashed with SHA-256 they need no slow hash (docs/decisions.md "Two-factor"). */
export const RECOVERY_CODE_LENGTH = 16;
const RECOVERY_CODE_GROUP = 4;
/** Crockford's base-32 alphabet: no I, L, O or U to misread. */
export const RECOVERY_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** A sign-in's pending second step lives this long. */
export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60_000;

/** The time step a moment falls in. */
export const totpStep = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);

/** A code is accepted once: its step must come after the last step used (replay of an observed code). */
export const isFreshTotpStep = (step: number, lastUsedStep: number | null) =>
  lastUsedStep === null || step > lastUsedStep;

/** Typed recovery code as stored: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** "abcd-efgh-jkmn-pqrs": how a recovery code is shown. */
export const formatRecoveryCode = (code: string) =>
  (normaliseRecoveryCode(code).match(new RegExp(`.{1,${RECOVERY_CODE_GROUP}}`, "g")) ?? []).join("-");

const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_CODE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

export type SecondFactorCode = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

/** What a typed second-factor code is: six digits from the app, or a recovery code; null when neither. */
export function parseSecondFactorCode(input: string): SecondFactorCode | null {
  const digits = input.replace(/\s/g, "");
  if (TOTP_CODE.test(digits)) return { kind: "totp", code: digits };
  const recovery = normaliseRecoveryCode(input);
  return RECOVERY_CODE.test(recovery) ? { kind: "recovery", code: recovery } : null;
}

const totpCodeSchema = z
  .string({ error: requiredError })
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().regex(TOTP_CODE));

/** The sign-in's second step: an app code or a recovery code. */
export const secondFactorInputSchema = z.object({
  code: z
    .string({ error: requiredError })
    .max(64)
    .transform((code, context) => {
      const parsed = parseSecondFactorCode(code);
      if (!parsed) context.addIssue({ code: "custom", message: "invalid" });
      return parsed as SecondFactorCode;
    }),
});

/** Turning the app on: a code from it proves the key was read. */
export const confirmTotpInputSchema = z.object({ code: totpCodeSchema });

/** Turning the app off: the password and a current code. */
export const disableTotpInputSchema = z.object({
  password: z.string({ error: requiredError }).min(1).max(200),
  code: totpCodeSchema,
});

export const regenerateRecoveryCodesInputSchema = z.object({
  password: z.string({ error: requiredError }).min(1).max(200),
});

/** A company admin's rule: every user of the company signs in with a second factor. */
export const companyTwoFactorInputSchema = z.object({ required: z.boolean() });
