import type { InvoiceStatus, RateUnit, ServiceType } from "@armada/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
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
import { deliveryOrders } from "../deliveries/index.js";

const at = (name: string) => timestamp(name, { withTimezone: true });
/** whole Rupiah */
const rupiah = (name: string) => bigint(name, { mode: "number" });

/** A customer's price for a service type, narrowed by area and vehicle size when set (issue 36). */
export const rateCards = pgTable(
  "rate_cards",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    serviceType: text("service_type").$type<ServiceType>().notNull(),
    originArea: text("origin_area"),
    destinationArea: text("destination_area"),
    vehicleSize: text("vehicle_size"),
    unit: text("unit").$type<RateUnit>().notNull(),
    price: rupiah("price").notNull(),
    waitingFreeMinutes: integer("waiting_free_minutes").notNull().default(0),
    waitingPricePerHour: rupiah("waiting_price_per_hour").notNull().default(0),
    extraDropPrice: rupiah("extra_drop_price").notNull().default(0),
    overnightPrice: rupiah("overnight_price").notNull().default(0),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [index("rate_cards_company_customer_idx").on(table.companyId, table.customerName)],
);

/** An invoice to a customer for delivered orders of a period; its number is given when it is issued. */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<InvoiceStatus>().notNull().default("DRAFT"),
    /** INV/2026/11/0001, null while a draft */
    number: text("number"),
    customerName: text("customer_name").notNull(),
    serviceType: text("service_type").$type<ServiceType>().notNull(),
    periodFrom: at("period_from").notNull(),
    periodTo: at("period_to").notNull(),
    /** the tax of the company's settings when the draft was made (InvoiceTax); basis points: 1100 = 11 % */
    ppnRateBp: integer("ppn_rate_bp").notNull(),
    ppnDppNilaiLain: boolean("ppn_dpp_nilai_lain").notNull().default(false),
    pricesIncludePpn: boolean("prices_include_ppn").notNull().default(false),
    /** 0 when the customer does not withhold */
    pph23RateBp: integer("pph23_rate_bp").notNull(),
    subtotal: rupiah("subtotal").notNull(),
    /** what PPN is on: the subtotal, or 11/12 of it on DPP nilai lain */
    ppnBase: rupiah("ppn_base").notNull(),
    ppn: rupiah("ppn").notNull(),
    pph23: rupiah("pph23").notNull(),
    total: rupiah("total").notNull(),
    notes: text("notes"),
    cancelReason: text("cancel_reason"),
    issuedOn: at("issued_on"),
    /** the seller's details as they were when the invoice was issued (the settings and the company profile) */
    dueOn: at("due_on"),
    sellerTaxNo: text("seller_tax_no"),
    sellerAddress: text("seller_address"),
    sellerBankAccount: text("seller_bank_account"),
    paidOn: at("paid_on"),
    cancelledOn: at("cancelled_on"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [
    index("invoices_company_status_idx").on(table.companyId, table.status, table.id),
    uniqueIndex("invoices_company_number_uq").on(table.companyId, table.number),
  ],
);

/**
 * A delivered order on an invoice, priced when the draft was made, with its proof of delivery (receiver, time) or
 * the reason it was invoiced without one. `voided` once the invoice is cancelled: an order is on at most one
 * invoice that is not cancelled (the partial unique index).
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    deliveryOrderId: integer("delivery_order_id")
      .notNull()
      .references(() => deliveryOrders.id),
    rateCardId: integer("rate_card_id").references(() => rateCards.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    unit: text("unit").$type<RateUnit>().notNull(),
    quantity: doublePrecision("quantity").notNull(),
    unitPrice: rupiah("unit_price").notNull(),
    baseAmount: rupiah("base_amount").notNull(),
    waitingAmount: rupiah("waiting_amount").notNull(),
    extraDropAmount: rupiah("extra_drop_amount").notNull(),
    overnightAmount: rupiah("overnight_amount").notNull(),
    amount: rupiah("amount").notNull(),
    deliveredOn: at("delivered_on"),
    podReceiverName: text("pod_receiver_name"),
    podTime: at("pod_time"),
    /** why an order without proof of delivery was invoiced anyway */
    podOverrideReason: text("pod_override_reason"),
    voided: boolean("voided").notNull().default(false),
  },
  (table) => [
    index("invoice_lines_invoice_idx").on(table.invoiceId),
    uniqueIndex("invoice_lines_order_uq").on(table.deliveryOrderId).where(sql`not ${table.voided}`),
  ],
);

/** A company's invoice settings (InvoiceSettings); a company without a row has DEFAULT_INVOICE_SETTINGS. */
export const invoiceSettings = pgTable("invoice_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  invoiceAddress: text("invoice_address"),
  paymentTermsDays: integer("payment_terms_days").notNull(),
  ppnRateBp: integer("ppn_rate_bp").notNull(),
  ppnDppNilaiLain: boolean("ppn_dpp_nilai_lain").notNull(),
  pricesIncludePpn: boolean("prices_include_ppn").notNull(),
  pph23RateBp: integer("pph23_rate_bp").notNull(),
  numberPrefix: text("number_prefix").notNull(),
  /** the logo the invoices print: an upload private to the company (png or jpg), null: none */
  logoUrl: text("logo_url"),
  updatedOn: at("updated_on").notNull().defaultNow(),
});

/**
 * What a customer's next invoice starts with: whether it withholds PPh 23, as chosen on its last invoice. The
 * customer is its name as invoices know it, trimmed and lower-cased (`customerKey`).
 */
export const invoiceCustomerDefaults = pgTable(
  "invoice_customer_defaults",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    customerKey: text("customer_key").notNull(),
    withholdPph23: boolean("withhold_pph23").notNull(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.customerKey] })],
);

/** The last invoice number given by a company in a month (INV/year/month/sequence). */
export const invoiceNumberCounters = pgTable(
  "invoice_number_counters",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    month: integer("month").notNull(),
    last: integer("last").notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.year, table.month] })],
);
