import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

/** A contact's destination: a place from the places service (id = place id) or a saved address (a geofence id). */
export interface ContactLocation {
  name: string;
  fullName: string;
  lat: number;
  lng: number;
  id?: string | number | null;
  /** GOOGLE (places service) or MEP_MASTER_DATA (saved address) */
  type: string;
}

/** A time-limited live tracking link for chosen vehicles. */
export const temporaryLiveViews = pgTable(
  "temporary_live_views",
  {
    temporaryLvId: integer("temporary_lv_id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    note: text("note"),
    /** minutes */
    duration: integer("duration").notNull(),
    pickedColumns: text("picked_columns").array().notNull().default(sql`'{}'::text[]`),
    alertCodes: integer("alert_codes").array().notNull().default(sql`'{}'::int[]`),
    popupDuration: integer("popup_duration"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
    /** A active, E expired; reads also compare expiresOn with the clock */
    status: text("status").notNull().default("A"),
    /** ≥ 128 random bits, base64url; the link's `token` */
    accessToken: text("access_token").notNull(),
    /** ≥ 60 random bits, base62; the link's `shToken` */
    shortKey: text("short_key").notNull(),
    deletedOn: timestamp("deleted_on", { withTimezone: true }),
    /** public page loads of the link, by anyone */
    openCount: integer("open_count").notNull().default(0),
    lastOpenedOn: timestamp("last_opened_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("temporary_live_views_access_token_uq").on(table.accessToken),
    uniqueIndex("temporary_live_views_short_key_uq").on(table.shortKey),
    index("temporary_live_views_company_idx").on(table.companyId, table.createdOn),
    index("temporary_live_views_expiry_idx").on(table.status, table.expiresOn),
  ],
);

export const temporaryLiveViewVehicles = pgTable(
  "temporary_live_view_vehicles",
  {
    temporaryLvId: integer("temporary_lv_id")
      .notNull()
      .references(() => temporaryLiveViews.temporaryLvId, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.temporaryLvId, table.vehicleId] }),
    index("temporary_live_view_vehicles_vehicle_idx").on(table.vehicleId),
  ],
);

export const temporaryLiveViewContacts = pgTable(
  "temporary_live_view_contacts",
  {
    contactId: integer("contact_id").primaryKey().generatedByDefaultAsIdentity(),
    temporaryLvId: integer("temporary_lv_id")
      .notNull()
      .references(() => temporaryLiveViews.temporaryLvId, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** E.164 */
    phoneNumber: text("phone_number").notNull(),
    location: jsonb("location").$type<ContactLocation>(),
    /** ≥ 60 random bits: identifies this contact in their own link, revoked by deleting the contact */
    contactKey: text("contact_key").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** page loads of this contact's own link */
    openCount: integer("open_count").notNull().default(0),
    lastOpenedOn: timestamp("last_opened_on", { withTimezone: true }),
    /** a consignee, who confirms the delivery by replying to the "arrived" notice (issue 40) */
    asksReceipt: boolean("asks_receipt").notNull().default(false),
  },
  (table) => [
    index("temporary_live_view_contacts_view_idx").on(table.temporaryLvId),
    uniqueIndex("temporary_live_view_contacts_phone_uq").on(table.temporaryLvId, table.phoneNumber),
    uniqueIndex("temporary_live_view_contacts_key_uq").on(table.contactKey),
  ],
);

/**
 * Which arrival notices a contact has had for a vehicle. The row is written in the same transaction
 * as the WhatsApp message, so a restart neither loses nor repeats a notice.
 */
export const arrivalNotices = pgTable(
  "arrival_notices",
  {
    contactId: integer("contact_id")
      .notNull()
      .references(() => temporaryLiveViewContacts.contactId, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    approachingSentOn: timestamp("approaching_sent_on", { withTimezone: true }),
    arrivedSentOn: timestamp("arrived_sent_on", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.contactId, table.vehicleId] })],
);
