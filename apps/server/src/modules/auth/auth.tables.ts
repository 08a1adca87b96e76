import { sql } from "drizzle-orm";
import { boolean, index, inet, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "../company/index.js";

export const roles = pgTable(
  "roles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    accessKeys: text("access_keys").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex("roles_company_name_uq").on(table.companyId, table.name)],
);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    roleId: integer("role_id").references(() => roles.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    email: text("email"),
    name: text("name").notNull(),
    phoneNo: text("phone_no"),
    passwordHash: text("password_hash").notNull(),
    isDriver: boolean("is_driver").notNull().default(false),
    /** the RFID card or iButton a driver presents to a vehicle's reader (driver_identifications) */
    driverCardId: text("driver_card_id"),
    isActive: boolean("is_active").notNull().default(true),
    /** Armada's own staff: signs in to the platform console only, holds no company role (docs/decisions.md) */
    isPlatformAdmin: boolean("is_platform_admin").notNull().default(false),
    language: text("language").notNull().default("id"),
    /** minutes between reminders to add a missing e-mail or number; 0 is none (docs/spec/alert-center-and-shell.md §9) */
    reminderMinutes: integer("reminder_minutes").notNull().default(5),
    /** when that reminder was last shown */
    lastReminder: timestamp("last_reminder", { withTimezone: true }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_username_uq").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_uq").on(sql`lower(${table.email})`),
    index("users_company_idx").on(table.companyId),
    uniqueIndex("users_company_driver_card_uq").on(table.companyId, table.driverCardId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    lastSeenOn: timestamp("last_seen_on", { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
    ip: inet("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresOn)],
);
