import {
  canUseReferralProgram,
  hidesReferralAndFeedback,
  type Language,
  REFERRAL_STATUSES,
  type ReferCompanyInput,
  referCompanyInputSchema,
  referralCodeSchema,
  referralStatusInputSchema,
} from "@armada/domain";
import { count, desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, forbidden, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requirePlatformAdmin, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { referralCodeOf } from "./referralCodes.js";
import { referralCodes, referrals } from "./referrals.tables.js";

type ReferralRow = typeof referrals.$inferSelect;

/** A referral as its company sees it (GraphQL Referral). */
const toReferral = (row: ReferralRow) => ({
  referralId: row.referralId,
  companyName: row.companyName,
  contactName: row.contactName,
  phoneNo: row.phoneNo,
  status: row.status,
  createdOn: row.createdOn.toISOString(),
  statusUpdatedOn: row.statusUpdatedOn?.toISOString() ?? null,
});

/** The console's list: ?status=&limit=&page= */
const consoleListQuerySchema = z.object({
  status: z.enum(REFERRAL_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const referralLinkSchema = z.object({ code: referralCodeSchema });
const referralIdSchema = z.object({ referralId: z.coerce.number().int().positive().max(2_147_483_647) });

/** How many of its referrals a company sees on its page, newest first. */
const COMPANY_LIST_LIMIT = 200;

export function createReferralService(db: Db, options: { publicUrl: string }) {
  const requireProgram = (user: AuthUser) => {
    if (!canUseReferralProgram(user.accessKeys, user.companyId)) throw forbidden();
  };

  /** The company a referral code belongs to, while it may use the program (active, not company 1449). */
  async function companyOfCode(code: string) {
    const [company] = await db
      .select({ id: companies.id, name: companies.name, isActive: companies.isActive })
      .from(referralCodes)
      .innerJoin(companies, eq(companies.id, referralCodes.companyId))
      .where(eq(referralCodes.code, code));
    if (!company?.isActive || hidesReferralAndFeedback(company.id)) throw notFound();
    return company;
  }

  async function insertReferral(companyId: number, referredBy: number | null, referral: ReferCompanyInput) {
    try {
      const [row] = await db
        .insert(referrals)
        .values({ ...referral, companyId, referredBy })
        .returning();
      if (!row) throw new Error("referral not inserted");
      return toReferral(row);
    } catch (error) {
      if (uniqueViolation(error) === "referrals_open_phone_uq") throw new AppError("AlreadyReferred", 409);
      throw error;
    }
  }
  return {
    /** referralProgram: the company's code, the link to share and its referrals with their status */
    async program(user: AuthUser) {
      requireProgram(user);
      const code = await referralCodeOf(db, user.companyId);
      const rows = await db
        .select()
        .from(referrals)
        .where(eq(referrals.companyId, user.companyId))
        .orderBy(desc(referrals.createdOn), desc(referrals.referralId))
        .limit(COMPANY_LIST_LIMIT);
      return { code, link: `${options.publicUrl}/referral/${code}`, referrals: rows.map(toReferral) };
    },

    /** referCompany: records another company for Armada's staff to contact */
    async refer(user: AuthUser, input: unknown, language: Language) {
      requireProgram(user);
      return insertReferral(
        user.companyId,
        user.userId,
        parseInput(referCompanyInputSchema, input, language),
      );
    },

    /** The referral link's page: the referring company's name; NotFound for an unknown code. */
    async linkOwner(params: unknown, language: Language) {
      const { code } = parseInput(referralLinkSchema, params, language);
      return { companyName: (await companyOfCode(code)).name };
    },

    /** The referral link's form: the prospect leaves its own contact, recorded for the referring company. */
    async referByLink(params: unknown, body: unknown, language: Language) {
      const { code } = parseInput(referralLinkSchema, params, language);
      const referral = parseInput(referCompanyInputSchema, body, language);
      const company = await companyOfCode(code);
      const { status, createdOn } = await insertReferral(company.id, null, referral);
      return { status, createdOn };
    },

    async consoleList(admin: AuthUser | null, query: unknown, language: Language) {
      requirePlatformAdmin(admin);
      const { status, limit, page } = parseInput(consoleListQuerySchema, query ?? {}, language);
      const where: SQL | undefined = status ? eq(referrals.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ referral: referrals, referrerCompany: companies.name, referrerUser: users.name })
          .from(referrals)
          .innerJoin(companies, eq(companies.id, referrals.companyId))
          .leftJoin(users, eq(users.id, referrals.referredBy))
          .where(where)
          .orderBy(desc(referrals.createdOn), desc(referrals.referralId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(referrals).where(where),
      ]);
      return {
        paginated_result: rows.map((row) => ({
          ...toReferral(row.referral),
          referrerCompanyId: row.referral.companyId,
          referrerCompany: row.referrerCompany,
          referrerUser: row.referrerUser,
        })),
        metadata: { total_count: total?.total ?? 0, limit, page },
      };
    },

    async setStatus(admin: AuthUser | null, params: unknown, body: unknown, language: Language) {
      const staff = requirePlatformAdmin(admin);
      const { referralId } = parseInput(referralIdSchema, params, language);
      const { status } = parseInput(referralStatusInputSchema, body, language);
      try {
        const [row] = await db
          .update(referrals)
          .set({ status, statusUpdatedOn: new Date(), statusUpdatedBy: staff.userId })
          .where(eq(referrals.referralId, referralId))
          .returning();
        if (!row) throw notFound();
        return toReferral(row);
      } catch (error) {
        if (uniqueViolation(error) === "referrals_open_phone_uq") throw new AppError("AlreadyReferred", 409);
        throw error;
      }
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
