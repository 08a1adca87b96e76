import { randomInt } from "node:crypto";
import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  type SecondFactorCode,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  totpStep,
} from "@armada/domain";
import { Secret, TOTP } from "otpauth";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AccountActor, AccountAudit } from "./accountAudit.js";
import type { SecondFactorGuard } from "./secondFactorGuard.js";
import type { TotpSecretCipher } from "./totpSecretCipher.js";
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findTotp,
  markTotpEnabled,
  replaceRecoveryCodes,
  savePendingTotp,
  updateTotpSecret,
  useRecoveryCode,
} from "./twoFactorRepository.js";
import { findSignInUser } from "./userRepository.js";

const ISSUER = "Armada";

const totpOf = (secret: string, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

const newRecoveryCode = () =>
  Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join("");

/**
 * The authenticator app (TOTP) and recovery codes of a user; every check goes through the second factors' one
 * throttle (secondFactorGuard.ts). The app's key is sealed at rest (totpSecretCipher.ts). Turning the app on or
 * off and new recovery codes are written to the audit log with the change (never the key nor a code).
 */
export function createTwoFactorService(
  db: Db,
  options: { guard: SecondFactorGuard; cipher: TotpSecretCipher; audit: AccountAudit; now: () => Date },
) {
  const { guard, cipher, audit, now } = options;
  const { throttled, passwordMatches } = guard;

  /** The user's app with its key opened; a key stored before the cipher is sealed now (migrated on read). */
  async function findOpenTotp(userId: number) {
    const totp = await findTotp(db, userId);
    if (!totp) return null;
    if (cipher.isSealed(totp.secret)) return { ...totp, secret: cipher.open(totp.secret) };
    await updateTotpSecret(db, userId, cipher.seal(totp.secret));
    return totp;
  }

  /** Checks an app code against the user's secret and claims its time step (a replay is refused). */
  async function useTotpCode(userId: number, secret: string, code: string): Promise<boolean> {
    const at = now().getTime();
    const delta = totpOf(secret).validate({ token: code, timestamp: at, window: TOTP_WINDOW });
    if (delta === null) return false;
    return claimTotpStep(db, userId, totpStep(at) + delta);
  }

  async function issueRecoveryCodes(executor: DbExecutor, userId: number) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(executor, userId, codes);
    return codes.map(formatRecoveryCode);
  }

  async function enabledTotp(userId: number) {
    const totp = await findOpenTotp(userId);
    if (!totp?.enabledOn) throw new AppError("TwoFactorNotOn", 400);
    return totp;
  }

  return {
    async status(userId: number) {
      const totp = await findTotp(db, userId);
      const enabled = Boolean(totp?.enabledOn);
      return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0 };
    },

    /** A new secret waiting for its first code; the only time the secret leaves the server. */
    async startEnrolment(userId: number) {
      if ((await findTotp(db, userId))?.enabledOn) throw new AppError("TwoFactorAlreadyOn", 400);
      const user = await findSignInUser(db, userId);
      if (!user) throw new AppError("NotFound", 404);
      const secret = new Secret({ size: 20 }).base32;
      await savePendingTotp(db, userId, cipher.seal(secret));
      return { secret, otpauthUri: totpOf(secret, user.username).toString() };
    },

    /** Turns the app on with its first code; answers the new recovery codes (shown once). */
    async confirmEnrolment(actor: AccountActor, code: string) {
      const userId = actor.user.id;
      const totp = await findOpenTotp(userId);
      if (!totp) throw new AppError("TwoFactorNotOn", 400);
      if (totp.enabledOn) throw new AppError("TwoFactorAlreadyOn", 400);
      await throttled(userId, () => useTotpCode(userId, totp.secret, code), "TwoFactorCodeInvalid");
      return db.transaction(async (tx) => {
        await markTotpEnabled(tx, userId, now());
        const codes = await issueRecoveryCodes(tx, userId);
        await audit.changed(tx, actor, "two_factor.enable", { details: { codes: codes.length } });
        return codes;
      });
    },

    /** The sign-in's second step: an app code or an unused recovery code (used up by it). */
    async verify(userId: number, code: SecondFactorCode) {
      const totp = await enabledTotp(userId);
      await throttled(
        userId,
        () =>
          code.kind === "totp"
            ? useTotpCode(userId, totp.secret, code.code)
            : useRecoveryCode(db, userId, code.code, now()),
        "TwoFactorCodeInvalid",
      );
    },

    async disable(actor: AccountActor, input: { password: string; code: string }) {
      const userId = actor.user.id;
      const totp = await enabledTotp(userId);
      await throttled(userId, () => passwordMatches(userId, input.password), "WrongCurrentPassword");
      await throttled(userId, () => useTotpCode(userId, totp.secret, input.code), "TwoFactorCodeInvalid");
      await db.transaction(async (tx) => {
        await deleteTwoFactor(tx, userId);
        await audit.changed(tx, actor, "two_factor.disable");
      });
    },

    async regenerateRecoveryCodes(actor: AccountActor, password: string) {
      const userId = actor.user.id;
      await enabledTotp(userId);
      await throttled(userId, () => passwordMatches(userId, password), "WrongCurrentPassword");
      return db.transaction(async (tx) => {
        const codes = await issueRecoveryCodes(tx, userId);
        await audit.changed(tx, actor, "two_factor.recovery_codes_regenerate", {
          details: { codes: codes.length },
        });
        return codes;
      });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
