import type { DocumentType } from "@armada/domain";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: "string" });

/** A vehicle's (STNK, KIR, insurance, permit) or a driver's (SIM) document (issue 34). */
export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").$type<DocumentType>().notNull(),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    driverId: integer("driver_id").references(() => users.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    issuedOn: day("issued_on").notNull(),
    expiresOn: day("expires_on").notNull(),
    notes: text("notes"),
    /** scans of the paper (images, PDFs): the company's private uploads, read with the document's read key */
    scanUrls: jsonb("scan_urls").$type<string[]>().notNull().default([]),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [
    index("documents_company_expiry_idx").on(table.companyId, table.expiresOn),
    index("documents_vehicle_idx").on(table.vehicleId),
    index("documents_driver_idx").on(table.driverId),
  ],
);

/** A company's own rule for a document type; a type without a row follows the Indonesian default. */
export const documentTypeRules = pgTable(
  "document_type_rules",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").$type<DocumentType>().notNull(),
    validityMonths: integer("validity_months").notNull(),
    reminderDays: integer("reminder_days").notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.type] })],
);

/** A company's document settings; no row: defaults (assigning is not blocked). */
export const documentSettings = pgTable("document_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** refuse a new fleet task for a vehicle or driver with an expired document */
  blockAssigning: boolean("block_assigning").notNull().default(false),
});
