import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { companies } from "../company/company.tables.js";
import { whatsappMessages } from "./messaging.tables.js";

const MIGRATION = new URL("../../../drizzle/0008_company_time_zone.sql", import.meta.url);

/** Migration 0008 marks the log provider's old `sent` rows `stored`; other providers' rows stay as they are. */
describe("migration 0008: log-provider rows sent before `stored` existed", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("marks only the log provider's sent rows stored, without a sent time", async () => {
    const { db } = database;
    const [company] = await db.insert(companies).values({ name: "PT Migrasi" }).returning();
    const sentOn = new Date("2026-11-01T03:00:00Z");
    const row = (key: string, status: "sent" | "delivered" | "failed", providerMessageId: string | null) => ({
      companyId: company?.id ?? 0,
      kind: "tracking-link" as const,
      recipientPhone: "+6281111111111",
      body: "Halo",
      idempotencyKey: key,
      status,
      providerMessageId,
      sentOn,
    });
    // as the worker wrote them before the `stored` status existed
    await db
      .insert(whatsappMessages)
      .values([
        row("log-sent", "sent", "log-0c6a1f4e"),
        row("meta-sent", "sent", "wamid.HBgN"),
        row("fonnte-sent", "sent", "fonnte-7"),
        row("log-failed", "failed", null),
        row("meta-delivered", "delivered", "wamid.XYZ"),
      ]);

    const statements = (await readFile(MIGRATION, "utf8"))
      .split("--> statement-breakpoint")
      .filter((statement) => /^\s*(--.*\n\s*)*UPDATE/i.test(statement));
    expect(statements).toHaveLength(1);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const rows = await db.select().from(whatsappMessages);
    const byKey = Object.fromEntries(rows.map((entry) => [entry.idempotencyKey, entry]));
    expect(byKey["log-sent"]).toMatchObject({ status: "stored", sentOn: null });
    expect(byKey["meta-sent"]).toMatchObject({ status: "sent", sentOn });
    expect(byKey["fonnte-sent"]).toMatchObject({ status: "sent", sentOn });
    expect(byKey["log-failed"]?.status).toBe("failed");
    expect(byKey["meta-delivered"]?.status).toBe("delivered");
  });
});
