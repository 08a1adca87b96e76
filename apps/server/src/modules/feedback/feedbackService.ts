import { can, feedbackInputSchema, feedbackPeriod, type Language } from "@armada/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { forbidden } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requirePlatformAdmin, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { feedbacks } from "./feedback.tables.js";

/** docs/spec/alert-center-and-shell.md §6: the feedback link and modal */
export const FEEDBACK_CREATE = "customer-wish-feedback:create";

const periodQuerySchema = z.object({
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});

export function createFeedbackService(db: Db, now: () => Date = () => new Date()) {
  const requireFeedbackKey = (user: AuthUser) => {
    if (!can(user.accessKeys, FEEDBACK_CREATE)) throw forbidden();
  };
  return {
    /** POST /feedback: this month's answer of the user (a second answer replaces the first) */
    async submit(user: AuthUser, body: unknown, language: Language) {
      requireFeedbackKey(user);
      const input = parseInput(feedbackInputSchema, body ?? {}, language);
      const period = feedbackPeriod(now(), user.companyTimeZone);
      const values = { companyId: user.companyId, userId: user.userId, period, ...input, createdOn: now() };
      await db
        .insert(feedbacks)
        .values(values)
        .onConflictDoUpdate({
          target: [feedbacks.userId, feedbacks.period],
          set: { point: input.point, comment: input.comment, createdOn: values.createdOn },
        });
      return { period, point: input.point };
    },
    /** GET /feedback-status: `status` true when the user already answered this month */
    async status(user: AuthUser) {
      requireFeedbackKey(user);
      const period = feedbackPeriod(now(), user.companyTimeZone);
      const [row] = await db
        .select({ id: feedbacks.feedbackId })
        .from(feedbacks)
        .where(and(eq(feedbacks.userId, user.userId), eq(feedbacks.period, period)))
        .limit(1);
      return { status: !!row, period };
    },
    /** The console: a month's feedback per company with its average score, and each answer. */
    async consoleReport(admin: AuthUser | null, query: unknown, language: Language) {
      requirePlatformAdmin(admin);
      const period = parseInput(periodQuerySchema, query ?? {}, language).period ?? feedbackPeriod(now());
      const rows = await db
        .select({
          companyId: feedbacks.companyId,
          companyName: companies.name,
          userName: users.name,
          point: feedbacks.point,
          comment: feedbacks.comment,
          createdOn: feedbacks.createdOn,
        })
        .from(feedbacks)
        .innerJoin(companies, eq(companies.id, feedbacks.companyId))
        .innerJoin(users, eq(users.id, feedbacks.userId))
        .where(eq(feedbacks.period, period))
        .orderBy(asc(companies.name), desc(feedbacks.createdOn))
        .limit(5000);
      const byCompany = new Map<number, { company_id: number; company_name: string; answers: typeof rows }>();
      for (const row of rows) {
        const entry = byCompany.get(row.companyId) ?? {
          company_id: row.companyId,
          company_name: row.companyName,
          answers: [],
        };
        entry.answers.push(row);
        byCompany.set(row.companyId, entry);
      }
      return {
        period,
        companies: [...byCompany.values()].map(({ answers, ...company }) => ({
          ...company,
          count: answers.length,
          average:
            Math.round((answers.reduce((sum, row) => sum + row.point, 0) / answers.length) * 100) / 100,
          feedbacks: answers.map((row) => ({
            user_name: row.userName,
            point: row.point,
            comment: row.comment,
            created_on: row.createdOn.toISOString(),
          })),
        })),
      };
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
