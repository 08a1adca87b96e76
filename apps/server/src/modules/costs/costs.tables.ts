import type {
  AllowanceExpenseKind,
  AllowanceStatus,
  CalibrationPoint,
  CostCategory,
  EtollIssuer,
  FuelEventKind,
} from "@armada/domain";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { fleetTasks } from "../deliveries/index.js";
import { vehicles } from "../fleet/index.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A cost of a vehicle (issue 34): fuel, toll, driver allowance, tax, insurance, fine, maintenance, other. */
export const costEntries = pgTable(
  "cost_entries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    category: text("category").$type<CostCategory>().notNull(),
    spentAt: at("spent_at").notNull(),
    /** whole Rupiah */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** fuel only */
    litres: doublePrecision("litres"),
    pricePerLitre: doublePrecision("price_per_litre"),
    station: text("station"),
    /** toll only: the e-toll card's number */
    etollCard: text("etoll_card"),
    /** set when an imported e-toll statement wrote the entry: `tollTransactionKey`, booked once per company */
    tollTransactionKey: text("toll_transaction_key"),
    odometerKm: doublePrecision("odometer_km"),
    description: text("description"),
    /** set when a settled driver allowance's receipt wrote the entry: it follows the allowance, never edited here */
    allowanceExpenseId: integer("allowance_expense_id").references(() => driverAllowanceExpenses.id, {
      onDelete: "cascade",
    }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [
    index("cost_entries_company_time_idx").on(table.companyId, table.spentAt),
    index("cost_entries_vehicle_time_idx").on(table.vehicleId, table.spentAt),
    uniqueIndex("cost_entries_allowance_expense_idx").on(table.allowanceExpenseId),
    uniqueIndex("cost_entries_toll_transaction_idx").on(table.companyId, table.tollTransactionKey),
  ],
);

/** A company's e-toll card (issue 34): its number (digits), issuer, the vehicle it is on now and its known balance. */
export const etollCards = pgTable(
  "etoll_cards",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    cardNumber: text("card_number").notNull(),
    issuer: text("issuer").$type<EtollIssuer>().notNull(),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** whole Rupiah: entered, or the latest balance an imported statement showed */
    balance: bigint("balance", { mode: "number" }),
    balanceOn: at("balance_on"),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("etoll_cards_company_number_idx").on(table.companyId, table.cardNumber)],
);

/**
 * Which vehicle an e-toll card was on, from when until when (open while it still is): a statement's transaction is
 * booked on the vehicle of its time. Moving a card ends its open row and starts another.
 */
export const etollCardAssignments = pgTable(
  "etoll_card_assignments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    cardId: integer("card_id")
      .notNull()
      .references(() => etollCards.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    assignedFrom: at("assigned_from").notNull(),
    assignedTo: at("assigned_to"),
  },
  (table) => [index("etoll_card_assignments_card_idx").on(table.cardId, table.assignedFrom)],
);

/**
 * A driver allowance (uang jalan, issue 34): an advance paid to a driver for a vehicle's trip (optionally a fleet
 * task), spent on receipts, then settled (the variance returned or paid) or canceled. Settling books the receipts as
 * the vehicle's cost entries (docs/decisions.md "Driver allowances").
 */
export const driverAllowances = pgTable(
  "driver_allowances",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    driverId: integer("driver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fleetTaskId: integer("fleet_task_id").references(() => fleetTasks.id, { onDelete: "set null" }),
    purpose: text("purpose").notNull(),
    /** the advance, whole Rupiah */
    amount: bigint("amount", { mode: "number" }).notNull(),
    paidOn: at("paid_on").notNull(),
    note: text("note"),
    status: text("status").$type<AllowanceStatus>().notNull().default("GIVEN"),
    /** at settlement: advance − receipts (above 0 returned to the company, below 0 paid to the driver) */
    variance: bigint("variance", { mode: "number" }),
    closedOn: at("closed_on"),
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [
    index("driver_allowances_company_paid_idx").on(table.companyId, table.paidOn),
    index("driver_allowances_driver_status_idx").on(table.driverId, table.status),
  ],
);

/** A receipt spent from a driver allowance, with its photo (an uploaded image). */
export const driverAllowanceExpenses = pgTable(
  "driver_allowance_expenses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    allowanceId: integer("allowance_id")
      .notNull()
      .references(() => driverAllowances.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AllowanceExpenseKind>().notNull(),
    spentAt: at("spent_at").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    description: text("description"),
    receiptUrl: text("receipt_url"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
  },
  (table) => [index("driver_allowance_expenses_allowance_idx").on(table.allowanceId)],
);

/**
 * A refuel or drain the fuel alert worker found in a vehicle's readings (docs/fuel.md): stored once (an event
 * overlapping a stored one of the same kind is the same event, checked under a per-vehicle lock in the inserting
 * transaction), then raised as fuel gain (13) or loss (14) for the rules that pick it.
 */
export const fuelEvents = pgTable(
  "fuel_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FuelEventKind>().notNull(),
    startTime: at("start_time").notNull(),
    endTime: at("end_time").notNull(),
    litres: doublePrecision("litres").notNull(),
    levelBefore: doublePrecision("level_before").notNull(),
    levelAfter: doublePrecision("level_after").notNull(),
    whileParked: boolean("while_parked").notNull(),
    createdOn: at("created_on").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("fuel_events_vehicle_kind_start_idx").on(table.vehicleId, table.kind, table.startTime),
    index("fuel_events_company_time_idx").on(table.companyId, table.startTime),
  ],
);

/**
 * A vehicle tank's calibration table (sensor reading → litres, piecewise linear; docs/fuel.md), applied wherever the
 * fuel readings become litres; a vehicle without a row is linear over its `fuelCapacity`.
 */
export const fuelTankCalibrations = pgTable("fuel_tank_calibrations", {
  vehicleId: integer("vehicle_id")
    .primaryKey()
    .references(() => vehicles.id, { onDelete: "cascade" }),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** in sensor order, validated by `fuelCalibrationPointsSchema` */
  points: jsonb("points").$type<CalibrationPoint[]>().notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedOn: at("updated_on").notNull().defaultNow(),
});

/**
 * A vehicle's monthly ownership cost (leasing or instalment, or the owner's own depreciation per month), whole Rupiah:
 * the total cost of ownership adds its share of a period to the period's running costs, counting only the period's days
 * between `startsOn` and `endsOn` (docs/decisions.md).
 */
export const vehicleOwnershipCosts = pgTable(
  "vehicle_ownership_costs",
  {
    vehicleId: integer("vehicle_id")
      .primaryKey()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    monthlyCost: bigint("monthly_cost", { mode: "number" }).notNull(),
    /** the first company day the cost applies (the vehicle joined, the lease began); null: always */
    startsOn: date("starts_on", { mode: "string" }),
    /** the last company day it applies (the lease ended), inclusive; null: open */
    endsOn: date("ends_on", { mode: "string" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [index("vehicle_ownership_costs_company_idx").on(table.companyId)],
);
