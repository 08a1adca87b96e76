import { DEFAULT_REMINDER_LEAD_DAYS } from "@armada/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";

/**
 * A company's reminder settings (issue 34); no row: the defaults (30/14/7/1 days before and on the day, every
 * channel, to the users whose role looks after the documents/plans).
 */
export const reminderSettings = pgTable("reminder_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** days before a due day a reminder goes out; 0 is the day itself */
  leadDays: integer("lead_days")
    .array()
    .notNull()
    .default(sql.raw(`'{${DEFAULT_REMINDER_LEAD_DAYS.join(",")}}'::integer[]`)),
  byWhatsApp: boolean("by_whatsapp").notNull().default(true),
  byEmail: boolean("by_email").notNull().default(true),
  byPush: boolean("by_push").notNull().default(true),
  /** false: the users whose role looks after the documents/plans; true: the users in reminder_recipients */
  recipientsChosen: boolean("recipients_chosen").notNull().default(false),
});

/** The users a company chose to receive its reminders, each on their channels (within the company's channels). */
export const reminderRecipients = pgTable(
  "reminder_recipients",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    byWhatsApp: boolean("by_whatsapp").notNull(),
    byEmail: boolean("by_email").notNull(),
    byPush: boolean("by_push").notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);

export const REMINDER_SUBJECTS = ["DOCUMENT", "SERVICE_ITEM"] as const;
export type ReminderSubject = (typeof REMINDER_SUBJECTS)[number];

/**
 * A reminder sent: claimed in the transaction that queues its messages, unique per (subject, cycle, threshold), so
 * each reminder goes out once across instances, restarts and repeated passes. The cycle is the document's expiry day
 * or the service item's last service, so a renewed document or a serviced item is reminded again.
 */
export const reminderClaims = pgTable(
  "reminder_claims",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    subject: text("subject").$type<ReminderSubject>().notNull(),
    subjectId: integer("subject_id").notNull(),
    vehicleId: integer("vehicle_id"),
    cycle: text("cycle").notNull(),
    threshold: text("threshold").notNull(),
    /** the Indonesian text sent */
    message: text("message").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reminder_claims_subject_cycle_threshold_idx").on(
      table.subject,
      table.subjectId,
      table.cycle,
      table.threshold,
    ),
    index("reminder_claims_company_idx").on(table.companyId, table.createdOn),
  ],
);
