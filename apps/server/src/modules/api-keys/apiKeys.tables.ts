import { index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";

/**
 * A company's API keys (issue 37). The secret is shown once; only its SHA-256 is kept (`secret_hash`), with its
 * first characters (`prefix`) so the operator can tell keys apart. A key acts for its creator, narrowed to its own
 * access keys.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    accessKeys: text("access_keys").array().notNull(),
    /** CIDR ranges the key may be used from; empty: any address */
    allowedCidrs: text("allowed_cidrs").array().notNull().default([]),
    expiresOn: timestamp("expires_on", { withTimezone: true }),
    createdByUserId: integer("created_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    revokedOn: timestamp("revoked_on", { withTimezone: true }),
    lastUsedOn: timestamp("last_used_on", { withTimezone: true }),
    lastUsedIp: text("last_used_ip"),
  },
  (table) => [index("api_keys_company_idx").on(table.companyId, table.createdOn)],
);

/** Every call made with a key: the audit the Integrasi page lists. */
export const apiKeyCalls = pgTable(
  "api_key_calls",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    apiKeyId: integer("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: smallint("status").notNull(),
    durationMs: integer("duration_ms").notNull(),
    ip: text("ip").notNull(),
    calledOn: timestamp("called_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("api_key_calls_company_idx").on(table.companyId, table.calledOn),
    index("api_key_calls_key_idx").on(table.apiKeyId, table.calledOn),
  ],
);
