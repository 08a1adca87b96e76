import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";

export type VerificationChannel = "email" | "phone";

/**
 * A pending proof that the user owns an e-mail address (a link) or a number (a WhatsApp code). Only the SHA-256
 * of the secret is kept; a row is used once, expires, and counts wrong code attempts.
 */
export const contactVerifications = pgTable(
  "contact_verifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<VerificationChannel>().notNull(),
    /** the lower-case e-mail or the E.164 number being verified */
    target: text("target").notNull(),
    secretHash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
    usedOn: timestamp("used_on", { withTimezone: true }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_verifications_user_idx").on(table.userId, table.channel, table.createdOn),
    index("contact_verifications_secret_idx").on(table.secretHash),
  ],
);
