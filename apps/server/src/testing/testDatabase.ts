import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type Database, openDatabase } from "../db/database.js";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the PostgreSQL server at TEST_DATABASE_URL (its `url` lets a test open more connections to it),
 * dropped again on close.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `armada_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
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
