import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { roles, users } from "../auth/index.js";
import { companies } from "../company/index.js";

/** A company's OpenID Connect provider (issue 39): one per company, set by its admin. */
export const ssoConfigs = pgTable("sso_configs", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  issuerUrl: text("issuer_url").notNull(),
  clientId: text("client_id").notNull(),
  /** write-only: used to redeem codes at the provider, never answered nor logged */
  clientSecret: text("client_secret").notNull(),
  /** the role of a user made at their first sign-in */
  defaultRoleId: integer("default_role_id").references(() => roles.id, { onDelete: "set null" }),
  isEnabled: boolean("is_enabled").notNull().default(false),
  /** password sign-in refused for the company's users but its admins (c1a-setting-company:update) */
  ssoOnly: boolean("sso_only").notNull().default(false),
  updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** The e-mail domains a company's SSO accepts: a domain leads to one company only (the login's e-mail step). */
export const ssoEmailDomains = pgTable(
  "sso_email_domains",
  {
    domain: text("domain").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => ssoConfigs.companyId, { onDelete: "cascade" }),
  },
  (table) => [index("sso_email_domains_company_idx").on(table.companyId)],
);

/** A sign-in sent to the provider and not back yet: its state (hashed), PKCE verifier and nonce, used once. */
export const ssoPendingSignIns = pgTable(
  "sso_pending_sign_ins",
  {
    stateHash: text("state_hash").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
  },
  (table) => [index("sso_pending_sign_ins_expires_idx").on(table.expiresOn)],
);
