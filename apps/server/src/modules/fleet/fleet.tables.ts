import type { VehicleSkill } from "@armada/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { geofences } from "../geofences/index.js";

const createdOn = () => timestamp("created_on", { withTimezone: true }).notNull().defaultNow();
const updatedOn = () => timestamp("updated_on", { withTimezone: true }).notNull().defaultNow();

/** Reference list shared by every company. */
export const fuelTypes = pgTable("fuel_types", {
  fuelTypeId: integer("fuel_type_id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  category: text("category").notNull(),
});

export const vehicleTypes = pgTable(
  "vehicle_types",
  {
    vehicleTypeId: integer("vehicle_type_id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    manufacturer: text("manufacturer").notNull(),
    model: text("model").notNull(),
    type: text("type").notNull(),
    category: text("category").notNull(),
    transmissionType: text("transmission_type"),
    fuelTypeId: integer("fuel_type_id").references(() => fuelTypes.fuelTypeId),
    tonnage: numeric("tonnage", { mode: "number" }),
    volume: numeric("volume", { mode: "number" }),
    fuelEfficiency: numeric("fuel_efficiency", { mode: "number" }),
    icon: text("icon"),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (table) => [
    index("vehicle_types_company_idx").on(table.companyId),
    uniqueIndex("vehicle_types_company_name_uq").on(
      table.companyId,
      sql`lower(${table.manufacturer})`,
      sql`lower(${table.model})`,
      sql`lower(${table.type})`,
    ),
  ],
);

/** A GPS tracker or dashcam. The IMEI is unique across the whole system: it is how a packet finds its vehicle. */
export const devices = pgTable(
  "devices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    imei: text("imei").notNull().unique(),
    identifier: text("identifier"),
    phoneNo: text("phone_no"),
    deviceCode: text("device_code"),
    deviceName: text("device_name"),
    /** gt06, osmand, bsj, vss-howen, jc, ... */
    vendorType: text("vendor_type").notNull(),
    /** GT06 family: the model whose frame layouts and ACK habits the gateway follows (GT06_MODELS); null = standard */
    model: text("model"),
    /** GT06 family: take packets with a wrong CRC or length byte (buggy firmware) instead of dropping them */
    lenientFraming: boolean("lenient_framing").notNull().default(false),
    /** JT/T 808: SHA-256 of the random authentication code the last registration (0x8100) gave; null before one */
    jt808AuthCodeHash: text("jt808_auth_code_hash"),
    status: text("status").notNull().default("active"),
    activeOn: timestamp("active_on", { withTimezone: true }),
    createdOn: createdOn(),
  },
  (table) => [index("devices_company_idx").on(table.companyId)],
);

export const vehicles = pgTable(
  "vehicles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    licensePlate: text("license_plate").notNull(),
    hullNo: text("hull_no"),
    vehicleTypeId: integer("vehicle_type_id").references(() => vehicleTypes.vehicleTypeId, {
      onDelete: "set null",
    }),
    /** the GPS tracker, or the only device; its fixes make the track (trackSource in @armada/domain) */
    deviceId: integer("device_id").references(() => devices.id, { onDelete: "set null" }),
    /** a dashcam beside the tracker: its alarms, clips and calls; its fixes fill in while the tracker is silent */
    cameraDeviceId: integer("camera_device_id").references(() => devices.id, { onDelete: "set null" }),
    driver1Id: integer("driver1_id").references(() => users.id, { onDelete: "set null" }),
    driver2Id: integer("driver2_id").references(() => users.id, { onDelete: "set null" }),
    garageId: integer("garage_id").references(() => geofences.geofenceId, { onDelete: "set null" }),
    tonnage: numeric("tonnage", { mode: "number" }),
    volume: numeric("volume", { mode: "number" }),
    fuelEfficiency: numeric("fuel_efficiency", { mode: "number" }),
    fuelCapacity: numeric("fuel_capacity", { mode: "number" }),
    odometer: numeric("odometer", { mode: "number" }),
    hourmeter: numeric("hourmeter", { mode: "number" }),
    /** active, service, repair or archived. */
    status: text("status").notNull().default("active"),
    sourceMode: text("source_mode"),
    thermoType: text("thermo_type"),
    boxType: text("box_type"),
    chassisNumber: text("chassis_number"),
    machineNumber: text("machine_number"),
    carrosserie: text("carrosserie"),
    year: integer("year"),
    /** what the vehicle is fitted or licensed for (VEHICLE_SKILLS), the route planner's rule (issue 36) */
    skills: text("skills").array().$type<VehicleSkill[]>().notNull().default(sql`'{}'::text[]`),
    /**
     * While a fleet task on the vehicle runs, its driver's phone reports the vehicle's position (issue 33): for a
     * vehicle without a tracker, or by the company's choice beside one.
     */
    phoneTracking: boolean("phone_tracking").notNull().default(false),
    door1: boolean("door1"),
    door2: boolean("door2"),
    /** Per-vehicle override of the company's idle and parking timeouts, in minutes. */
    idleDuration: integer("idle_duration"),
    parkingDuration: integer("parking_duration"),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (table) => [
    index("vehicles_company_idx").on(table.companyId),
    uniqueIndex("vehicles_company_plate_uq").on(
      table.companyId,
      sql`upper(replace(${table.licensePlate}, ' ', ''))`,
    ),
    uniqueIndex("vehicles_device_uq").on(table.deviceId),
    uniqueIndex("vehicles_camera_device_uq").on(table.cameraDeviceId),
    check("vehicles_two_devices_ck", sql`${table.cameraDeviceId} <> ${table.deviceId}`),
  ],
);

/**
 * A driver card (RFID, iButton) presented to a vehicle's device: who drove from when. `driverId` is the company's
 * driver whose card it is, null when no driver has that card (yet); the card stays for a later match.
 */
export const driverIdentifications = pgTable(
  "driver_identifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    deviceId: integer("device_id").references(() => devices.id, { onDelete: "set null" }),
    cardId: text("card_id").notNull(),
    driverId: integer("driver_id").references(() => users.id, { onDelete: "set null" }),
    identifiedAt: timestamp("identified_at", { withTimezone: true }).notNull(),
    createdOn: createdOn(),
  },
  (table) => [
    index("driver_identifications_vehicle_time_idx").on(table.vehicleId, table.identifiedAt),
    index("driver_identifications_driver_time_idx").on(table.driverId, table.identifiedAt),
  ],
);

/**
 * Who was a vehicle's driver 1 or driver 2 from when to when (`endedAt` null: still assigned). The vehicle's
 * driver1Id / driver2Id are the open periods; changing them closes one period and opens the next.
 */
/**
 * A device taken from one vehicle to another (or to or from the spares). The plates are copied so the history
 * still reads after a vehicle is deleted.
 */
export const deviceMoves = pgTable(
  "device_moves",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    fromVehicleId: integer("from_vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    fromLicensePlate: text("from_license_plate"),
    toVehicleId: integer("to_vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    toLicensePlate: text("to_license_plate"),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
    movedBy: integer("moved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("device_moves_device_idx").on(table.deviceId, table.movedAt)],
);

export const vehicleDriverAssignments = pgTable(
  "vehicle_driver_assignments",
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
    /** 1 or 2: the vehicle's driver1 or driver2. */
    slot: smallint("slot").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdOn: createdOn(),
  },
  (table) => [
    index("vehicle_driver_assignments_vehicle_idx").on(table.vehicleId, table.startedAt),
    index("vehicle_driver_assignments_driver_idx").on(table.driverId, table.startedAt),
    uniqueIndex("vehicle_driver_assignments_open_uq")
      .on(table.vehicleId, table.slot)
      .where(sql`${table.endedAt} is null`),
    check("vehicle_driver_assignments_slot_ck", sql`${table.slot} in (1, 2)`),
    check(
      "vehicle_driver_assignments_period_ck",
      sql`${table.endedAt} is null or ${table.endedAt} >= ${table.startedAt}`,
    ),
  ],
);

export const vehicleSensors = pgTable(
  "vehicle_sensors",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    sensorCode: text("sensor_code").notNull(),
    statusBool: boolean("status_bool").notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.sensorCode] })],
);

export const vgroups = pgTable(
  "vgroups",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdOn: createdOn(),
  },
  (table) => [uniqueIndex("vgroups_company_name_uq").on(table.companyId, sql`lower(${table.name})`)],
);

export const vehicleVgroups = pgTable(
  "vehicle_vgroups",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    vgroupId: integer("vgroup_id")
      .notNull()
      .references(() => vgroups.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.vgroupId] }),
    index("vehicle_vgroups_group_idx").on(table.vgroupId),
  ],
);

/** Every change to a vehicle: who, when, what it was and what it became. Kept after the vehicle is deleted. */
export const vehicleAuditLogs = pgTable(
  "vehicle_audit_logs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").notNull(),
    time: timestamp("time", { withTimezone: true }).notNull().defaultNow(),
    /** create, update, delete */
    actionType: text("action_type").notNull(),
    action: text("action").notNull(),
    detail: text("detail").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    object: text("object").notNull(),
    oldData: jsonb("old_data"),
    newData: jsonb("new_data"),
  },
  (table) => [index("vehicle_audit_logs_vehicle_idx").on(table.companyId, table.vehicleId, table.time)],
);

/**
 * One row per vehicle: where it is now and what it is doing. Written by positions' pipeline (positionWriter), read
 * by the fleet's lists and the features above; it lives here, below both, so fleet needs nothing of positions.
 */
export const vehicleLatestStatus = pgTable(
  "vehicle_latest_status",
  {
    vehicleId: integer("vehicle_id")
      .primaryKey()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    speed: real("speed").notNull().default(0),
    course: real("course"),
    altitude: real("altitude"),
    ignition: boolean("ignition"),
    temperature: real("temperature"),
    fuel: real("fuel"),
    battery: real("battery"),
    odometer: doublePrecision("odometer"),
    /** moving, idle, parked or offline */
    motionStatus: text("motion_status").notNull(),
    /** When the vehicle last stopped moving (idle and parking durations count from here). */
    stoppedSince: timestamp("stopped_since", { withTimezone: true }),
    fixTime: timestamp("fix_time", { withTimezone: true }).notNull(),
    lastPacket: timestamp("last_packet", { withTimezone: true }).notNull(),
    address: text("address"),
    attributes: jsonb("attributes").$type<Record<string, unknown>>(),
  },
  (table) => [index("vehicle_latest_status_company_idx").on(table.companyId)],
);
