import type { TicketCategory, TicketPriority, TicketStatus } from "@armada/domain";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { devices, vehicles } from "../fleet/index.js";

/** The referenced vehicle's or device's health when the ticket was opened (what support sees first). */
export interface TicketHealth {
  lastPositionOn: string | null;
  lastPacketOn: string | null;
  online: boolean;
  /** moving, idle, parked or offline */
  motionStatus: string | null;
  battery: number | null;
  /** GSM signal as the device reports it, when it does */
  signal: number | null;
}

/**
 * A company's support ticket to Armada's platform team (issue 38). The vehicle or device it is about keeps its
 * name copied (the record may be removed later) and its health as it was when the ticket was opened.
 */
export const companyTickets = pgTable(
  "company_tickets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    category: text("category").$type<TicketCategory>().notNull(),
    priority: text("priority").$type<TicketPriority>().notNull(),
    status: text("status").$type<TicketStatus>().notNull().default("new"),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    attachments: jsonb("attachments").$type<string[]>().notNull().default([]),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    deviceId: integer("device_id").references(() => devices.id, { onDelete: "set null" }),
    /** the plate or IMEI when the ticket was opened */
    referenceLabel: text("reference_label"),
    health: jsonb("health").$type<TicketHealth>(),
    /** the marketplace item a request ticket (a lead) is for */
    marketplaceItemId: text("marketplace_item_id"),
    /** the platform team answered and the company has not opened the ticket since */
    unreadByCompany: boolean("unread_by_company").notNull().default(false),
    /** the company wrote (opened, replied, closed) and the platform team has not opened the ticket since */
    unreadByPlatform: boolean("unread_by_platform").notNull().default(false),
    lastActivityOn: timestamp("last_activity_on", { withTimezone: true }).notNull().defaultNow(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("company_tickets_company_idx").on(table.companyId, table.lastActivityOn),
    index("company_tickets_status_idx").on(table.status, table.lastActivityOn),
  ],
);

/** A reply in a ticket's thread: the company's user, or the platform team's (`fromPlatform`). */
export const companyTicketMessages = pgTable(
  "company_ticket_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => companyTickets.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    fromPlatform: boolean("from_platform").notNull(),
    body: text("body").notNull(),
    attachments: jsonb("attachments").$type<string[]>().notNull().default([]),
    /** the status the platform set with this reply */
    status: text("status").$type<TicketStatus>(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("company_ticket_messages_ticket_idx").on(table.ticketId, table.id)],
);
