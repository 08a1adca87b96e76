import type { LandMeasurementSource } from "@armada/domain";
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

/**
 * A named area measured by its boundary: points tapped on the map, or a vehicle's track between two times. The
 * boundary is stored as measured (the track thinned to its corners), with the area and perimeter computed on save.
 */
export const landMeasurements = pgTable(
  "land_measurements",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    source: text("source").$type<LandMeasurementSource>().notNull(),
    /** `[lat, lng]` pairs, not closed */
    points: jsonb("points").$type<[number, number][]>().notNull(),
    areaSquareMeters: doublePrecision("area_square_meters").notNull(),
    perimeterMeters: doublePrecision("perimeter_meters").notNull(),
    /** a track's vehicle; its plate is kept for when the vehicle goes */
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    licensePlate: text("license_plate"),
    trackStart: timestamp("track_start", { withTimezone: true }),
    trackEnd: timestamp("track_end", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("land_measurements_company_idx").on(table.companyId, table.createdOn)],
);
