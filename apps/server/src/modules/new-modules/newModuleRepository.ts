import { gt } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { newModules } from "./newModules.tables.js";

/** How long a module released with this version stays new, counted from the first start that knows it. */
export const NEW_MODULE_DAYS = 90;

/** Modules released with this version (the spec's "badge new" entries). */
export const RELEASED_MODULES = ["/liveview-2/", "/live-streaming/", "/video-history/", "/vehicle-media/"];

/** Marks the released modules new from now on; a module already marked keeps its date. */
export async function seedNewModules(db: DbExecutor, now = new Date()): Promise<void> {
  const newUntil = new Date(now.getTime() + NEW_MODULE_DAYS * 86_400_000);
  await db
    .insert(newModules)
    .values(RELEASED_MODULES.map((path) => ({ path, newUntil })))
    .onConflictDoNothing({ target: newModules.path });
}

/** The new-module check: modules still new at `now`. */
export async function findNewModules(db: DbExecutor, now: Date) {
  return db
    .select({ path: newModules.path, newUntil: newModules.newUntil })
    .from(newModules)
    .where(gt(newModules.newUntil, now))
    .orderBy(newModules.path);
}
