import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";

/** Users who went back to version 1.0, with their reason (docs/spec/alert-center-and-shell.md §7 item 11). */
export const backToV1Requests = pgTable(
  "back_to_v1_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("back_to_v1_requests_company_idx").on(table.companyId, table.createdOn)],
);
