import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";

/** Banners written in the platform console, shown on the Dashboard after login on their weekdays (docs/spec/alert-center-and-shell.md §4). */
export const banners = pgTable(
  "banners",
  {
    bannerId: integer("banner_id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    /** weekdays, 0 = Sunday … 6 = Saturday */
    dayShow: integer("day_show").array().notNull(),
    /** null = every company */
    companyIds: integer("company_ids").array(),
    /** a white-label domain it is limited to; null = any */
    domain: text("domain"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("banners_created_idx").on(table.createdOn)],
);
