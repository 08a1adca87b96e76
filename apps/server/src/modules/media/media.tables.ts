import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { rawAlerts } from "../alerts/index.js";
import { companies } from "../company/index.js";
import { devices, vehicles } from "../fleet/index.js";

/**
 * Safety alarms whose attachments Armada asked for (0x9208): the alarm number it gave each, which the terminal's
 * upload to the attachment server must name. One row per alarm.
 */
export const alarmAttachments = pgTable(
  "alarm_attachments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** the 32-character number sent in the 0x9208 (random: an upload cannot guess another alarm's) */
    alarmNumber: text("alarm_number").notNull().unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    /** the alert code the alarm raises (null: a type Armada does not name) */
    alertCode: integer("alert_code"),
    /** the position time of the 0x0200 that carried the alarm: its alert's createdOn */
    alarmTime: timestamp("alarm_time", { withTimezone: true }).notNull(),
    /** the alarm identification number as the terminal sent it */
    identification: jsonb("identification").$type<Record<string, unknown>>().notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("alarm_attachments_device_idx").on(table.deviceId, table.createdOn)],
);

/**
 * Clips asked of dashcams (JT/T 1078 0x9206 upload to Armada's FTP receiver): the download history and, once
 * complete, the stored clip. One row per request; files of an alarm's attachments (0x1210 ...) are rows too,
 * stored at once, with their alarm and no FTP login.
 */
export const mediaRequests = pgTable(
  "media_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    /** the alert whose clip this is, when asked from an alert */
    rawAlertId: bigint("raw_alert_id", { mode: "number" }).references(() => rawAlerts.rawAlertId, {
      onDelete: "set null",
    }),
    /** the dashcam's logical channel (1 ADAS / road, 3 DMS / driver on BSJ) */
    channel: integer("channel").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    /** W waiting for the upload, S stored (success), F failed (MEDIA_REQUEST_STATUS) */
    status: text("status").notNull(),
    /** the one-time FTP login of this request (null for alarm attachments) */
    ftpUsername: text("ftp_username").unique(),
    /** sha-256 of the one-time FTP password */
    ftpPasswordHash: text("ftp_password_hash"),
    /** an alarm attachment: its alarm and the terminal's file name */
    alarmAttachmentId: integer("alarm_attachment_id").references(() => alarmAttachments.id, {
      onDelete: "set null",
    }),
    fileName: text("file_name"),
    /** set once the login was used: a second login with it is refused */
    ftpLoggedInOn: timestamp("ftp_logged_in_on", { withTimezone: true }),
    /** the serial of the 0x9206 sent, which the terminal's 0x1206 answers */
    commandSerial: integer("command_serial"),
    /** the stored clip: key under the media store, size, type */
    fileKey: text("file_key"),
    fileSize: bigint("file_size", { mode: "number" }),
    contentType: text("content_type"),
    failureReason: text("failure_reason"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("media_requests_vehicle_idx").on(table.companyId, table.vehicleId, table.startTime),
    index("media_requests_alert_idx").on(table.rawAlertId),
  ],
);
