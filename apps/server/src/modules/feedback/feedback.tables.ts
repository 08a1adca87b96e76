import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";

/** Satisfaction feedback (docs/spec/alert-center-and-shell.md §3 Feedback): one per user and month, the latest answer kept. */
export const feedbacks = pgTable(
  "feedbacks",
  {
    feedbackId: integer("feedback_id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "YYYY-MM" in the company's zone */
    period: text("period").notNull(),
    point: integer("point").notNull(),
    comment: text("comment").notNull().default(""),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("feedbacks_user_period_uq").on(table.userId, table.period),
    index("feedbacks_period_company_idx").on(table.period, table.companyId),
  ],
);
