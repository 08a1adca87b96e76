import type { AnnouncementAction, AnnouncementView } from "@armada/domain";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";

/** Announcements written by Armada's staff in the platform console (docs/spec/alert-center-and-shell.md §3 System notification). */
export const announcements = pgTable(
  "system_notifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    header: text("header").notNull(),
    description: text("description").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    action: text("action").$type<AnnouncementAction>().notNull(),
    /** the action's data: `{url}` or `{urls}` (announcementInputSchema) */
    data: jsonb("data").$type<AnnouncementView["data"]>().notNull(),
    /** the companies it is aimed at; null = every company */
    companyIds: integer("company_ids").array(),
    publishOn: timestamp("publish_on", { withTimezone: true }).notNull(),
    /** set once, by the instance that claimed it, when it was pushed to the sockets */
    deliveredOn: timestamp("delivered_on", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("system_notifications_publish_idx").on(table.publishOn),
    index("system_notifications_undelivered_idx").on(table.publishOn).where(sql`delivered_on is null`),
  ],
);

/** Which user has read which announcement. */
export const announcementReads = pgTable(
  "system_notification_reads",
  {
    notificationId: integer("notification_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readOn: timestamp("read_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.userId] })],
);
