import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Menu modules marked new (the side menu's "Baru" badge) until a date (docs/spec/alert-center-and-shell.md §2.2). */
export const newModules = pgTable("new_modules", {
  /** a menu path, e.g. /liveview-2/ */
  path: text("path").primaryKey(),
  newUntil: timestamp("new_until", { withTimezone: true }).notNull(),
});
