import type { ReferralStatus } from "@armada/domain";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";

/** Each company's own referral code, made the first time its referral page is opened. */
export const referralCodes = pgTable("referral_codes", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
});

/** Companies referred by a customer (issue 20 item 9), followed up by Armada's staff in the platform console. */
export const referrals = pgTable(
  "referrals",
  {
    referralId: integer("referral_id").primaryKey().generatedByDefaultAsIdentity(),
    /** the referring company */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    referredBy: integer("referred_by").references(() => users.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    /** E.164 */
    phoneNo: text("phone_no").notNull(),
    status: text("status").$type<ReferralStatus>().notNull().default("submitted"),
    statusUpdatedOn: timestamp("status_updated_on", { withTimezone: true }),
    statusUpdatedBy: integer("status_updated_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("referrals_company_idx").on(table.companyId, table.createdOn),
    index("referrals_created_idx").on(table.createdOn),
    /** one open referral per number: the same prospect is not called twice */
    uniqueIndex("referrals_open_phone_uq").on(table.phoneNo).where(sql`status <> 'declined'`),
  ],
);
