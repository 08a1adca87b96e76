import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles, vgroups } from "../fleet/index.js";
import { geofences } from "../geofences/index.js";

/** Groups of alert codes (Keselamatan, Perilaku Pengemudi, ...) for filters and templates. */
export const alertCategories = pgTable("alert_categories", {
  alertCategoryId: integer("alert_category_id").primaryKey(),
  categoryIdn: text("category_idn").notNull(),
  categoryEng: text("category_eng").notNull(),
  iconUrl: text("icon_url"),
  descriptionIdn: text("description_idn"),
  descriptionEng: text("description_eng"),
});

/** The catalogue of alert kinds; seeded from `ALERT_CODES` in packages/domain. */
export const alertCodes = pgTable("alert_codes", {
  alertCode: integer("alert_code").primaryKey(),
  descriptionIdn: text("description_idn").notNull(),
  descriptionEng: text("description_eng").notNull(),
  fullDescriptionIdn: text("full_description_idn").notNull(),
  fullDescriptionEng: text("full_description_eng").notNull(),
  iconUrl: text("icon_url").notNull(),
  /** false for codes only raised by other systems (fleet orders): not offered in the rule form */
  enabledInRule: boolean("enabled_in_rule").notNull().default(true),
  /** GPS or camera */
  sourceDeviceCategory: text("source_device_category").notNull().default("GPS"),
  categoryIds: integer("category_ids").array().notNull().default(sql`'{}'::integer[]`),
});

export const alertRules = pgTable(
  "alert_rules",
  {
    alertRuleId: integer("alert_rule_id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    alertCode: integer("alert_code")
      .notNull()
      .references(() => alertCodes.alertCode),
    isActive: boolean("is_active").notNull().default(true),
    maxThreshold: real("max_threshold"),
    minThreshold: real("min_threshold"),
    /** seconds the condition must hold before an alert is raised */
    minThresholdTime: integer("min_threshold_time"),
    withSchedule: boolean("with_schedule").notNull().default(false),
    /** HH:mm local time (Asia/Jakarta unless the company says otherwise) */
    startTime: text("start_time"),
    endTime: text("end_time"),
    /** ISO weekdays 1 (Monday) .. 7 (Sunday) */
    dayOfWeek: integer("day_of_week").array().notNull().default(sql`'{}'::integer[]`),
    withGeofence: boolean("with_geofence").notNull().default(false),
    /** with geofences: alert only inside (true) or only outside (false) them */
    isInsideGeofence: boolean("is_inside_geofence").notNull().default(true),
    /** Urgent or Important */
    alertUrgencyType: text("alert_urgency_type").notNull().default("Important"),
    /** raise an alert only on the Nth episode within alertCountWindow seconds (1 = every episode) */
    alertCountThreshold: integer("alert_count_threshold").notNull().default(1),
    /** seconds */
    alertCountWindow: integer("alert_count_window"),
    autoPopup: boolean("auto_popup").notNull().default(false),
    /** send the alert to the rule's contact recipients through the WhatsApp outbox */
    notifyContacts: boolean("notify_contacts").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("alert_rules_company_idx").on(table.companyId, table.alertCode)],
);

/** Vehicles a rule covers. A rule with neither vehicles nor vehicle groups covers every vehicle of the company. */
export const alertRuleVehicles = pgTable(
  "alert_rule_vehicles",
  {
    alertRuleId: integer("alert_rule_id")
      .notNull()
      .references(() => alertRules.alertRuleId, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.alertRuleId, table.vehicleId] }),
    index("alert_rule_vehicles_vehicle_idx").on(table.vehicleId),
  ],
);

export const alertRuleVgroups = pgTable(
  "alert_rule_vgroups",
  {
    alertRuleId: integer("alert_rule_id")
      .notNull()
      .references(() => alertRules.alertRuleId, { onDelete: "cascade" }),
    vgroupId: integer("vgroup_id")
      .notNull()
      .references(() => vgroups.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.alertRuleId, table.vgroupId] })],
);

/** Users subscribed to a rule: its alerts reach their alert center. A rule with none reaches every user of the company with alert center access. */
export const alertRuleUsers = pgTable(
  "alert_rule_users",
  {
    alertRuleId: integer("alert_rule_id")
      .notNull()
      .references(() => alertRules.alertRuleId, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.alertRuleId, table.userId] }),
    index("alert_rule_users_user_idx").on(table.userId),
  ],
);

export const alertRuleGeofences = pgTable(
  "alert_rule_geofences",
  {
    alertRuleId: integer("alert_rule_id")
      .notNull()
      .references(() => alertRules.alertRuleId, { onDelete: "cascade" }),
    geofenceId: integer("geofence_id")
      .notNull()
      .references(() => geofences.geofenceId, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.alertRuleId, table.geofenceId] })],
);

/** People outside the alert center who get a rule's alerts (by WhatsApp when the rule's notifyContacts is on). */
export const alertRuleContacts = pgTable(
  "alert_rule_contacts",
  {
    contactId: integer("contact_id").primaryKey().generatedByDefaultAsIdentity(),
    alertRuleId: integer("alert_rule_id")
      .notNull()
      .references(() => alertRules.alertRuleId, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** E.164 */
    phoneNumber: text("phone_number"),
    email: text("email"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("alert_rule_contacts_rule_idx").on(table.alertRuleId)],
);

/** Onboarding templates: a named set of alert codes to create rules from in one go. */
export const alertRuleTemplates = pgTable("alert_rule_templates", {
  templateId: integer("template_id").primaryKey(),
  category: text("category").notNull(),
  nameIdn: text("name_idn").notNull(),
  nameEng: text("name_eng").notNull(),
  descriptionIdn: text("description_idn").notNull(),
  descriptionEng: text("description_eng").notNull(),
  iconUrl: text("icon_url").notNull(),
  defaultAlertCodes: integer("default_alert_codes").array().notNull(),
  additionalAlertCodes: integer("additional_alert_codes").array().notNull().default(sql`'{}'::integer[]`),
});

/**
 * One alert: one episode of a condition on one vehicle. Urgency per user is derived from alertRuleIds and
 * the rules the user subscribes to; isUrgent/isImportant here are the rules' own flags, for the Notifikasi
 * page filters.
 */
export const rawAlerts = pgTable(
  "raw_alerts",
  {
    rawAlertId: bigint("raw_alert_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    childVehicleId: integer("child_vehicle_id"),
    driverId: integer("driver_id").references(() => users.id, { onDelete: "set null" }),
    alertCode: integer("alert_code")
      .notNull()
      .references(() => alertCodes.alertCode),
    alertRuleIds: integer("alert_rule_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** pipe-separated, per code (overspeed: `speed|durationSeconds|maxThreshold`) */
    alertData: text("alert_data"),
    /** what triggered it: the measured value or the device alarm name */
    alertTrigger: text("alert_trigger"),
    /** start of an episode (S) or a one-off event (E) */
    alertFlag: text("alert_flag").notNull().default("E"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** the geocoder's phrase in Indonesian (search, messages); `addressNear` lets a client phrase it in its language */
    address: text("address"),
    addressNear: jsonb("address_near").$type<{ name: string; metres: number }>(),
    geofenceIds: integer("geofence_ids").array().notNull().default(sql`'{}'::integer[]`),
    isUrgent: boolean("is_urgent").notNull().default(false),
    isImportant: boolean("is_important").notNull().default(false),
    autoPopup: boolean("auto_popup").notNull().default(false),
    isRead: boolean("is_read").notNull().default(false),
    readOn: timestamp("read_on", { withTimezone: true }),
    isResolved: boolean("is_resolved").notNull().default(false),
    resolvedOn: timestamp("resolved_on", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    isFalseAlert: boolean("is_false_alert").notNull().default(false),
    /** false-alert reason form: { reason, others } */
    form: jsonb("form").$type<{ reason: string; others?: string | null }>(),
    note: text("note"),
    shouldHaveMedia: boolean("should_have_media").notNull().default(false),
    /** GPS or camera */
    sourceDeviceCategory: text("source_device_category").notNull().default("GPS"),
    sourceDeviceType: text("source_device_type"),
    additionalData: jsonb("additional_data").$type<Record<string, unknown>>(),
    /** when it happened (position time) */
    createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
    insertedOn: timestamp("inserted_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("raw_alerts_company_created_idx").on(table.companyId, table.createdOn.desc()),
    index("raw_alerts_vehicle_created_idx").on(table.vehicleId, table.createdOn.desc()),
    index("raw_alerts_driver_created_idx").on(table.driverId, table.createdOn.desc()),
    index("raw_alerts_rule_ids_idx").using("gin", table.alertRuleIds),
    index("raw_alerts_open_idx")
      .on(table.companyId, table.createdOn.desc())
      .where(sql`${table.isResolved} = false and ${table.isFalseAlert} = false`),
  ],
);

/** What users did with an alert: Read, Resolve, FalseAlert, Feedback (note). */
export const rawAlertUserLogs = pgTable(
  "raw_alert_user_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    rawAlertId: bigint("raw_alert_id", { mode: "number" })
      .notNull()
      .references(() => rawAlerts.rawAlertId, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Read, Resolve, FalseAlert or Feedback */
    typeField: text("type_field").notNull(),
    /** Resolve/FalseAlert: "true"/"false"; Feedback: the note */
    data: text("data"),
    note: text("note"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("raw_alert_user_logs_alert_idx").on(table.rawAlertId, table.createdOn),
    index("raw_alert_user_logs_company_idx").on(table.companyId, table.createdOn.desc()),
  ],
);

/**
 * The engine's memory of each vehicle (open episodes, when a condition started, recent episode times per rule),
 * written with the alerts it raises so a restart neither repeats nor forgets an episode.
 */
export const alertEngineState = pgTable("alert_engine_state", {
  vehicleId: integer("vehicle_id")
    .primaryKey()
    .references(() => vehicles.id, { onDelete: "cascade" }),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  state: jsonb("state").$type<Record<string, unknown>>().notNull(),
  updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
});
