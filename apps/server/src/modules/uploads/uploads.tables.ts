import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../company/index.js";

/**
 * The company an uploaded file belongs to and the access key that reads it (issue 34: receipts, proofs of delivery,
 * ticket screenshots). GET /api/uploads/:name serves a file with a row only to a user of that company holding that
 * key (or, when `platformReads`, a platform admin); a file without one (the platform console's announcements and
 * banners) to any signed-in user.
 */
export const uploadOwners = pgTable(
  "upload_owners",
  {
    /** the stored file's name (`UPLOAD_FILE_NAME`) */
    name: text("name").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** the access key that reads it; several, space-separated, when any one of them does (`readKeysOf`) */
    readKey: text("read_key").notNull(),
    /** the platform team reads it too (a company's support ticket screenshot, answered from the console) */
    platformReads: boolean("platform_reads").notNull().default(false),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("upload_owners_company_idx").on(table.companyId)],
);
