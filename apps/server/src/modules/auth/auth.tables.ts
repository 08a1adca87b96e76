import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea } from "../../db/bytea.js";
import { companies } from "../company/index.js";

export const roles = pgTable(
  "roles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    accessKeys: text("access_keys").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex("roles_company_name_uq").on(table.companyId, table.name)],
);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    roleId: integer("role_id").references(() => roles.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    email: text("email"),
    name: text("name").notNull(),
    phoneNo: text("phone_no"),
    passwordHash: text("password_hash").notNull(),
    isDriver: boolean("is_driver").notNull().default(false),
    /** the RFID card or iButton a driver presents to a vehicle's reader (driver_identifications) */
    driverCardId: text("driver_card_id"),
    isActive: boolean("is_active").notNull().default(true),
    /** Armada's own staff: signs in to the platform console only, holds no company role (docs/decisions.md) */
    isPlatformAdmin: boolean("is_platform_admin").notNull().default(false),
    language: text("language").notNull().default("id"),
    /** minutes between reminders to add a missing e-mail or number; 0 is none (docs/spec/alert-center-and-shell.md §9) */
    reminderMinutes: integer("reminder_minutes").notNull().default(5),
    /** when that reminder was last shown */
    lastReminder: timestamp("last_reminder", { withTimezone: true }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    /** when the user's latest session began (the users page's "last sign-in"; sessions end, this stays) */
    lastSignInOn: timestamp("last_sign_in_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_username_uq").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_uq").on(sql`lower(${table.email})`),
    index("users_company_idx").on(table.companyId),
    uniqueIndex("users_company_driver_card_uq").on(table.companyId, table.driverCardId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
    tokenHash: text("token_hash").primaryKey(),
    /** what the sessions page names a session by: the token hash never leaves the server */
    id: integer("id").notNull().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    lastSeenOn: timestamp("last_seen_on", { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
    ip: inet("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [
    index("sessions_user_idx").on(table.userId),
    index("sessions_expires_idx").on(table.expiresOn),
    uniqueIndex("sessions_id_uq").on(table.id),
  ],
);

/** A user's authenticator app (TOTP, RFC 6238); `enabledOn` null while the enrolment waits for its first code. */
export const userTotp = pgTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** AES-256-GCM sealed base-32 key (totpSecretCipher.ts; docs/decisions.md "Two-factor sign-in") */
  secret: text("secret").notNull(),
  enabledOn: timestamp("enabled_on", { withTimezone: true }),
  /** the time step of the last accepted code: a code of that step or an earlier one is a replay */
  lastUsedStep: integer("last_used_step"),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, SHA-256 hashed; `usedOn` set when one signs in. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedOn: timestamp("used_on", { withTimezone: true }),
  },
  (table) => [uniqueIndex("recovery_codes_user_hash_uq").on(table.userId, table.codeHash)],
);

/**
 * A sign-in between the password and the second factor: no session exists yet. The token (SHA-256 here) sits in
 * a short-lived cookie; `purpose` is "verify" (enter a code) or "enrol" (the company requires the app).
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"verify" | "enrol">().notNull(),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
  },
  (table) => [index("sign_in_challenges_user_idx").on(table.userId)],
);

/**
 * A one-time link a company admin hands a user to choose their password (a new user, a reset): SHA-256 of the
 * token here, the token only in the link; used once, within SET_PASSWORD_LINK_TTL_MS.
 */
export const passwordSetLinks = pgTable(
  "password_set_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_set_links_user_idx").on(table.userId)],
);

/** A user's WebAuthn passkey, a second factor beside (or instead of) the authenticator app. */
export const userPasskeys = pgTable(
  "user_passkeys",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the authenticator's credential id, base64url */
    credentialId: text("credential_id").notNull(),
    /** COSE public key */
    publicKey: bytea("public_key").notNull(),
    /** the authenticator's signature counter: an assertion must raise it (a cloned key shows) unless both are 0 */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    name: text("name").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    lastUsedOn: timestamp("last_used_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("user_passkeys_credential_uq").on(table.credentialId),
    index("user_passkeys_user_idx").on(table.userId),
  ],
);

/**
 * The one open WebAuthn challenge of a user per ceremony: taken (deleted) by its answer, so it serves once. A
 * sign-in's is bound to its pending sign-in challenge and goes with it.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ceremony: text("ceremony").$type<"registration" | "authentication">().notNull(),
    challenge: text("challenge").notNull(),
    signInTokenHash: text("sign_in_token_hash").references(() => signInChallenges.tokenHash, {
      onDelete: "cascade",
    }),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.ceremony] })],
);
