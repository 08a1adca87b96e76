import {
  type CompanyTimeZone,
  DEFAULT_FLEET_TASK_SETTINGS,
  DEFAULT_MAX_ACTIVE_CALLS,
  DEFAULT_MAX_LIVE_STREAMS,
  type TrackFilterSettings,
} from "@armada/domain";
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const companies = pgTable("companies", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  idleTimeout: integer("idle_timeout").notNull().default(5),
  parkTimeout: integer("park_timeout").notNull().default(10),
  offlineTimeout: integer("offline_timeout").notNull().default(60),
  fuelGainAlert: numeric("fuel_gain_alert", { mode: "number" }).notNull().default(10),
  fuelLossAlert: numeric("fuel_loss_alert", { mode: "number" }).notNull().default(10),
  isActive: boolean("is_active").notNull().default(true),
  showGeocode: boolean("show_geocode").notNull().default(true),
  phoneNo: text("phone_no"),
  faxNo: text("fax_no"),
  taxNo: text("tax_no"),
  category: text("category"),
  companyTag: text("company_tag"),
  email: text("email"),
  domainName: text("domain_name"),
  logoUrl: text("logo_url"),
  setupNotifCompleted: boolean("setup_notif_completed").notNull().default(false),
  /** every user signs in with a second factor (TOTP); one without it enrols right after the password */
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  /** IANA zone of the dates and times shown to the company's operators and recipients (COMPANY_TIME_ZONES) */
  timeZone: text("time_zone").$type<CompanyTimeZone>().notNull().default("Asia/Jakarta"),
  /** temporary tracking: "almost arrived" below this ETA (minutes) or distance (metres) */
  arrivalSoonMinutes: integer("arrival_soon_minutes").notNull().default(15),
  arrivalSoonMeters: integer("arrival_soon_meters").notNull().default(2000),
  /** temporary tracking: "arrived" within this radius (metres) of a destination point */
  arrivalRadiusMeters: integer("arrival_radius_meters").notNull().default(200),
  /** fleet tasks (FLEET_TASK_SETTINGS): a stop reached within this radius (no geofence) for this long */
  stopArrivalRadiusMeters: integer("stop_arrival_radius_meters")
    .notNull()
    .default(DEFAULT_FLEET_TASK_SETTINGS.stopArrivalRadiusMeters),
  stopDwellSeconds: integer("stop_dwell_seconds")
    .notNull()
    .default(DEFAULT_FLEET_TASK_SETTINGS.stopDwellSeconds),
  /** fleet tasks: what counts for the fleet-order alerts */
  fleetLateToleranceMinutes: integer("fleet_late_tolerance_minutes")
    .notNull()
    .default(DEFAULT_FLEET_TASK_SETTINGS.fleetLateToleranceMinutes),
  fleetLongStopMinutes: integer("fleet_long_stop_minutes")
    .notNull()
    .default(DEFAULT_FLEET_TASK_SETTINGS.fleetLongStopMinutes),
  fleetOffRouteMeters: integer("fleet_off_route_meters")
    .notNull()
    .default(DEFAULT_FLEET_TASK_SETTINGS.fleetOffRouteMeters),
  /** driver calls through dashcams that may run at once (DEFAULT_MAX_ACTIVE_CALLS) */
  /** the track filters applied at ingest (TrackFilterSettings; null or a missing field: the default) */
  trackFilters: jsonb("track_filters").$type<Partial<TrackFilterSettings>>(),
  maxActiveCalls: integer("max_active_calls").notNull().default(DEFAULT_MAX_ACTIVE_CALLS),
  /** live video streams (vehicle × channel) the company may watch at once (DEFAULT_MAX_LIVE_STREAMS) */
  maxLiveStreams: integer("max_live_streams").notNull().default(DEFAULT_MAX_LIVE_STREAMS),
  /** Track Vision video minutes the company may watch per calendar month (its zone); null: unlimited */
  monthlyVideoMinutes: integer("monthly_video_minutes"),
  dsBase: numeric("ds_base", { mode: "number" }).notNull().default(100),
  dsIntervalType: text("ds_interval_type").notNull().default("month"),
  dsInitialInterval: integer("ds_initial_interval").notNull().default(1),
  dsInitialBonus: numeric("ds_initial_bonus", { mode: "number" }).notNull().default(0),
  dsInterval: integer("ds_interval").notNull().default(1),
  dsBonus: numeric("ds_bonus", { mode: "number" }).notNull().default(0),
  dsCostBrake: numeric("ds_cost_brake", { mode: "number" }).notNull().default(1),
  dsCostAccel: numeric("ds_cost_accel", { mode: "number" }).notNull().default(1),
  dsCostOverspeed: numeric("ds_cost_overspeed", { mode: "number" }).notNull().default(1),
  dsCostSharpturn: numeric("ds_cost_sharpturn", { mode: "number" }).notNull().default(1),
  dsMinScoreA: numeric("ds_min_score_a", { mode: "number" }).notNull().default(90),
  dsMinScoreB: numeric("ds_min_score_b", { mode: "number" }).notNull().default(75),
  dsMinScoreC: numeric("ds_min_score_c", { mode: "number" }).notNull().default(60),
  dsMinScoreD: numeric("ds_min_score_d", { mode: "number" }).notNull().default(40),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
});

export const companyCategories = pgTable(
  "company_categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    srcTable: text("src_table").notNull(),
    srcColumn: text("src_column").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("company_categories_company_idx").on(table.companyId, table.srcTable, table.srcColumn)],
);

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    bankAccountId: integer("bank_account_id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    bankName: text("bank_name").notNull(),
    accountName: text("account_name").notNull(),
    accountNo: text("account_no").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("bank_accounts_company_idx").on(table.companyId)],
);
