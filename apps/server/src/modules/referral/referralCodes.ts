import { randomInt } from "node:crypto";
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "@armada/domain";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { referralCodes } from "./referrals.tables.js";

const newReferralCode = () =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join("");

/** The company's referral code, made on first use (31^8 codes: a clash is retried, not expected). */
export async function referralCodeOf(db: DbExecutor, companyId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.companyId, companyId));
    if (existing) return existing.code;
    await db.insert(referralCodes).values({ companyId, code: newReferralCode() }).onConflictDoNothing();
  }
  throw new Error("no referral code could be made");
}
