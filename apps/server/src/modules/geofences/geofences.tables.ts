import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies } from "../company/index.js";

export interface CircleData {
  lat: number;
  lng: number;
  /** metres */
  radius: number;
}
/** Polygon ring as [lat, lng] pairs, not closed. */
export type PolygonData = [number, number][];

export const geofences = pgTable(
  "geofences",
  {
    geofenceId: integer("geofence_id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fenceName: text("fence_name").notNull(),
    /** C circle, P polygon */
    type: text("type").notNull(),
    circData: jsonb("circ_data").$type<CircleData>(),
    polyData: jsonb("poly_data").$type<PolygonData>(),
    /** Bounding box, so a position is only tested against fences it could be inside. */
    minLat: doublePrecision("min_lat").notNull(),
    maxLat: doublePrecision("max_lat").notNull(),
    minLng: doublePrecision("min_lng").notNull(),
    maxLng: doublePrecision("max_lng").notNull(),
    /** Own (the company's places) or Customer (customers' addresses). */
    ownership: text("ownership").notNull().default("Own"),
    address: text("address"),
    addressDetail: text("address_detail"),
    province: text("province"),
    city: text("city"),
    postalCode: text("postal_code"),
    category: text("category"),
    contactName: text("contact_name"),
    phoneNo: text("phone_no"),
    isGarage: boolean("is_garage").notNull().default(false),
    isServiceLoc: boolean("is_service_loc").notNull().default(false),
    isBillingAddr: boolean("is_billing_addr").notNull().default(false),
    isDepot: boolean("is_depot").notNull().default(false),
    isAlert: boolean("is_alert").notNull().default(true),
    serviceStart: text("service_start"),
    serviceEnd: text("service_end"),
    breakStart: text("break_start"),
    breakEnd: text("break_end"),
    serviceLocType: text("service_loc_type"),
    customerName: text("customer_name"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("geofences_company_idx").on(table.companyId, table.ownership),
    index("geofences_bbox_idx").on(table.companyId, table.minLat, table.maxLat),
  ],
);
