import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/database.js";
import { adminUrl } from "./testDatabaseTemplate.js";

/**
 * A fresh, migrated database for one test file: in-memory PGlite loaded from the run's migrated template, or
 * (TEST_DB=postgres) a new database on the PostgreSQL server at TEST_DATABASE_URL created from the run's template
 * database (its `url` lets a test open more connections to it), dropped again on close. The templates are made once
 * per run by `testDatabaseTemplate.ts`.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== "postgres") {
    const template = inject("pgliteTemplate");
    return openDatabase({ memory: true, from: new Blob([await readFile(template)]) });
  }
  const name = `armada_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject("postgresTemplate")}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
