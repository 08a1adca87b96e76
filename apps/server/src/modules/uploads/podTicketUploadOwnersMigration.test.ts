import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testUploadNames, uploadOwnersMigrationDatabase } from "../../testing/uploadOwnersMigration.js";
import { uploadOwners } from "./uploads.tables.js";

const MIGRATION = new URL("../../../drizzle/0065_pod_ticket_uploads_private.sql", import.meta.url);
const { file, url } = testUploadNames(0);

/**
 * Migration 0065 makes the POD images and company ticket screenshots stored before their owners were recorded private
 * to the company whose record names them; a file already owned, and the console's replies' images, stay as they are.
 */
describe("migration 0065: owners of the POD images and ticket screenshots stored before", () => {
  const database = uploadOwnersMigrationDatabase();
  const { idOf } = database;

  it("owns each referenced file by its record's company with the record's read key", async () => {
    const db = database.db();
    const company = await idOf(sql`insert into companies (name) values ('PT Migrasi Bukti') returning id`);
    const other = await idOf(sql`insert into companies (name) values ('PT Migrasi Lain') returning id`);
    const task = (isInstant: boolean) =>
      idOf(sql`insert into fleet_tasks (company_id, departure_time, is_instant)
        values (${company}, now(), ${isInstant}) returning id`);
    const outcome = (fleetTaskId: number, stopKey: string, photo: string | null, signature: string | null) =>
      db.execute(sql`insert into fleet_task_stop_outcomes
        (company_id, fleet_task_id, stop_key, outcome, photo_url, signature_url, happened_on)
        values (${company}, ${fleetTaskId}, ${stopKey}, 'DELIVERED', ${photo}, ${signature}, now())`);
    const planned = await task(false);
    const instant = await task(true);
    await outcome(planned, "a", url(1), url(2));
    await outcome(instant, "b", url(3), null);
    await outcome(planned, "c", "https://elsewhere.example/x.png", null);
    // a file some company already owns keeps its owner
    await db
      .insert(uploadOwners)
      .values({ name: file(4), companyId: other, readKey: "financial-record:read" });
    await outcome(planned, "d", url(4), null);

    const ticket = await idOf(sql`insert into company_tickets
      (company_id, category, priority, subject, description, attachments)
      values (${company}, 'data', 'normal', 'Laporan', 'Kosong', ${JSON.stringify([url(5)])}::jsonb) returning id`);
    const message = (fromPlatform: boolean, attachment: string) =>
      db.execute(sql`insert into company_ticket_messages (ticket_id, from_platform, body, attachments)
        values (${ticket}, ${fromPlatform}, 'Balasan', ${JSON.stringify([attachment])}::jsonb)`);
    await message(false, url(6));
    await message(true, url(7));

    const inserts = await database.migrate(MIGRATION, (statement) =>
      /^\s*(--.*\n\s*)*INSERT/i.test(statement),
    );
    expect(inserts).toBe(2);

    const owners = await database.owners();
    expect(owners[file(1)]).toEqual({ companyId: company, readKey: "tms:read", platformReads: false });
    expect(owners[file(2)]).toEqual({ companyId: company, readKey: "tms:read", platformReads: false });
    expect(owners[file(3)]).toEqual({
      companyId: company,
      readKey: "tms:read fleet-task-instant:read",
      platformReads: false,
    });
    expect(owners[file(4)]).toEqual({
      companyId: other,
      readKey: "financial-record:read",
      platformReads: false,
    });
    for (const screenshot of [file(5), file(6)])
      expect(owners[screenshot]).toEqual({
        companyId: company,
        readKey: "company_ticket:read",
        platformReads: true,
      });
    expect(owners[file(7)]).toBeUndefined();
    // nothing for the link to elsewhere: the company owns just the five files its records name
    expect(Object.values(owners).filter((owner) => owner.companyId === company)).toHaveLength(5);
  });
});
