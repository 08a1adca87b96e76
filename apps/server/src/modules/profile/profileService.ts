import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  addEmailInputSchema,
  addNumberInputSchema,
  EMAIL_LINK_TTL_MS,
  isContactReminderDue,
  type Language,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MS,
  parseLanguage,
  updateProfileInputSchema,
  verificationRetryAfterSeconds,
  verifyNumberInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { updateOwnUserFields } from "../auth/index.js";
import { enqueueEmail, enqueueWhatsApp } from "../messaging/index.js";
import type { VerificationChannel } from "./profile.tables.js";
import { findProfile, isEmailTaken, setVerifiedContact } from "./profileRepository.js";
import { verificationMessageKey } from "./verificationMessages.js";
import {
  countWrongAttempt,
  findEmailVerificationBySecret,
  findPendingPhoneVerification,
  findRecentRequestTimes,
  markVerificationUsed,
  replacePendingVerification,
} from "./verificationRepository.js";

/** Where the e-mail's link lands: the server checks the token and redirects to the Add Email page with the outcome. */
export const VERIFY_EMAIL_PATH = "/api/user/verify-email";

export type EmailVerificationOutcome = "verified" | "expired" | "taken";

const sha256 = (secret: string) => createHash("sha256").update(secret).digest("hex");

function emailText(language: Language, name: string, link: string) {
  return language === "en"
    ? {
        subject: "Verify your e-mail for Armada",
        body: `Hello ${name},\n\nOpen this link to add this e-mail to your Armada profile:\n${link}\n\nThe link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.`,
      }
    : {
        subject: "Verifikasi email Anda untuk Armada",
        body: `Halo ${name},\n\nBuka tautan ini untuk menambahkan email ini ke profil Armada Anda:\n${link}\n\nTautan hanya berlaku sekali dan selama 24 jam. Jika Anda tidak memintanya, abaikan email ini.`,
      };
}

/** The Indonesian WhatsApp text (the outbox sends Indonesian, see messaging/outbox.ts). */
const codeText = (code: string) =>
  `Kode verifikasi Armada Anda: ${code}. Berlaku 10 menit. Jangan berikan kode ini kepada siapa pun.`;

/**
 * The signed-in user's profile: own fields, the reminder to add an e-mail or number, and adding each only once
 * proven (a link by e-mail, a code by WhatsApp). Links and codes expire, work once and are throttled per user.
 */
export function createProfileService(db: Db, options: { publicUrl: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());

  async function view(userId: number) {
    const profile = await findProfile(db, userId);
    if (!profile) throw notFound();
    return {
      ...profile,
      lastReminder: profile.lastReminder?.toISOString() ?? null,
      reminderDue: isContactReminderDue(profile, now()),
    };
  }

  async function refuseWhenThrottled(tx: DbExecutor, userId: number, channel: VerificationChannel) {
    const since = new Date(now().getTime() - 3_600_000);
    const seconds = verificationRetryAfterSeconds(
      await findRecentRequestTimes(tx, userId, channel, since),
      now(),
    );
    if (seconds > 0) throw new AppError("VerificationThrottled", 429, { seconds });
  }

  return {
    profile: (user: AuthUser) => view(user.userId),

    async update(user: AuthUser, input: unknown, language: Language) {
      const fields = parseInput(updateProfileInputSchema, input, language);
      await updateOwnUserFields(db, user.userId, fields);
      return view(user.userId);
    },

    async markReminderShown(user: AuthUser) {
      await updateOwnUserFields(db, user.userId, { lastReminder: now() });
      return view(user.userId);
    },

    async requestEmailVerification(user: AuthUser, input: unknown, language: Language) {
      const { email } = parseInput(addEmailInputSchema, input, language);
      if (await isEmailTaken(db, email, user.userId)) throw new AppError("EmailTaken", 409);
      const token = randomBytes(32).toString("base64url");
      const link = `${options.publicUrl}${VERIFY_EMAIL_PATH}?token=${token}`;
      const text = emailText(parseLanguage(user.language), user.name, link);
      await db.transaction(async (tx) => {
        await refuseWhenThrottled(tx, user.userId, "email");
        const createdOn = now();
        const id = await replacePendingVerification(tx, {
          userId: user.userId,
          channel: "email",
          target: email,
          secretHash: sha256(token),
          createdOn,
          expiresOn: new Date(createdOn.getTime() + EMAIL_LINK_TTL_MS),
        });
        await enqueueEmail(tx, {
          companyId: user.companyId,
          recipientEmail: email,
          ...text,
          idempotencyKey: verificationMessageKey("email", id),
        });
      });
    },

    /** Follows a link: needs no session (the link may be opened on a phone), the token alone proves it. */
    async verifyEmail(token: string): Promise<EmailVerificationOutcome> {
      if (token.length < 20 || token.length > 100) return "expired";
      return db.transaction(async (tx) => {
        const pending = await findEmailVerificationBySecret(tx, sha256(token));
        if (!pending || pending.expiresOn <= now()) return "expired";
        await markVerificationUsed(tx, pending.id, now());
        if (await isEmailTaken(tx, pending.target, pending.userId)) return "taken";
        await setVerifiedContact(tx, pending.userId, { email: pending.target });
        return "verified";
      });
    },

    async requestNumberCode(user: AuthUser, input: unknown, language: Language) {
      const { phoneNo } = parseInput(addNumberInputSchema, input, language);
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, "0");
      await db.transaction(async (tx) => {
        await refuseWhenThrottled(tx, user.userId, "phone");
        const createdOn = now();
        const id = await replacePendingVerification(tx, {
          userId: user.userId,
          channel: "phone",
          target: phoneNo,
          secretHash: sha256(code),
          createdOn,
          expiresOn: new Date(createdOn.getTime() + PHONE_CODE_TTL_MS),
        });
        await enqueueWhatsApp(tx, {
          companyId: user.companyId,
          recipientPhone: phoneNo,
          body: codeText(code),
          kind: "verification-code",
          idempotencyKey: verificationMessageKey("phone", id),
        });
      });
    },

    async verifyNumber(user: AuthUser, input: unknown, language: Language) {
      const { phoneNo, code } = parseInput(verifyNumberInputSchema, input, language);
      // a wrong code is counted even though the answer is an error: the count must survive the refusal
      const outcome = await db.transaction(async (tx) => {
        const pending = await findPendingPhoneVerification(tx, user.userId, phoneNo);
        if (!pending || pending.expiresOn <= now() || pending.attempts >= PHONE_CODE_MAX_ATTEMPTS) {
          return { error: "VerificationExpired" as const };
        }
        const matches = timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(pending.secretHash));
        if (!matches) {
          const attempts = await countWrongAttempt(tx, pending.id);
          return { error: "VerificationCodeInvalid" as const, remaining: PHONE_CODE_MAX_ATTEMPTS - attempts };
        }
        await markVerificationUsed(tx, pending.id, now());
        await setVerifiedContact(tx, user.userId, { phoneNo });
        return { error: null };
      });
      if (outcome.error === "VerificationCodeInvalid" && outcome.remaining > 0) {
        throw new AppError("VerificationCodeInvalid", 400, { remaining: outcome.remaining });
      }
      if (outcome.error) throw new AppError("VerificationExpired", 410);
      return view(user.userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
