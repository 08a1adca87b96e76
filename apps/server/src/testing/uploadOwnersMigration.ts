import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/database.js";
import { resultRows } from "../db/resultRows.js";
import { uploadOwners } from "../modules/uploads/uploads.tables.js";
import { openTestDatabase } from "./testDatabase.js";

/**
 * The stored name and URL of test upload `n` (0-9); `series` (one digit per test file) keeps two tests' files apart.
 */
export function testUploadNames(series: number) {
  const file = (n: number) => `000000${series}${n}-0000-4000-8000-000000000000.png`;
  return { file, url: (n: number) => `/api/uploads/${file(n)}` };
}

/**
 * For a test of a migration owning old uploads: a migrated test database of the describe block, `idOf` (the id an
 * insert … returning id gives) and `owners` (each owned file's company, read key and platform reads, by name).
 */
export function uploadOwnersMigrationDatabase() {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  return {
    db: () => database.db,
    async idOf(statement: ReturnType<typeof sql>) {
      const [row] = resultRows<{ id: number }>(await database.db.execute(statement));
      if (!row) throw new Error("insert returned nothing");
      return Number(row.id);
    },
    async owners() {
      return Object.fromEntries(
        (await database.db.select().from(uploadOwners)).map((owner) => [
          owner.name,
          { companyId: owner.companyId, readKey: owner.readKey, platformReads: owner.platformReads },
        ]),
      );
    },
    /** runs the migration file's statements that `keep` picks (all of them by default) */
    async migrate(migration: URL, keep: (statement: string) => boolean = () => true) {
      const statements = (await readFile(migration, "utf8")).split("--> statement-breakpoint").filter(keep);
      for (const statement of statements) await database.db.execute(sql.raw(statement));
      return statements.length;
    },
  };
}
