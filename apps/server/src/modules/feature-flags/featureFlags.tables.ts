import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { companies } from "../company/index.js";

/** The global default of each flag; a company row in company_feature_flags overrides it. */
export const featureFlagDefaults = pgTable("feature_flag_defaults", {
  key: text("key").primaryKey(),
  enabled: boolean("enabled").notNull(),
});

export const companyFeatureFlags = pgTable(
  "company_feature_flags",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: text("key")
      .notNull()
      .references(() => featureFlagDefaults.key, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.key] })],
);
