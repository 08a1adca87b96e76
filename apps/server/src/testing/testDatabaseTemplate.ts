import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** a migrated PGlite data directory as a tar file, loaded by every test file's in-memory database */
    pgliteTemplate: string;
    /** a migrated PostgreSQL database every test file's database is created from */
    postgresTemplate: string;
  }
}

export const adminUrl = () => process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Vitest's global setup: migrates one database for the run, which each test file's fresh database copies instead of
 * running every migration again (about 5 s a file on PostgreSQL and 10–20 s on PGlite, most of the suites' time).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === "postgres") {
    const name = `armada_template_${randomBytes(6).toString("hex")}`;
    const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await database.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "armada-pglite-template-"));
  const file = join(dir, "migrated.tar");
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
