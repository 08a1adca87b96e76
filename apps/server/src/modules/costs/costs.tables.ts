import type { CostCategory } from "@armada/domain";
import { bigint, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
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
    odometerKm: doublePrecision("odometer_km"),
    description: text("description"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [
    index("cost_entries_company_time_idx").on(table.companyId, table.spentAt),
    index("cost_entries_vehicle_time_idx").on(table.vehicleId, table.spentAt),
  ],
);
