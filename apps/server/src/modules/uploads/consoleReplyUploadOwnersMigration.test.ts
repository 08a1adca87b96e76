import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testUploadNames, uploadOwnersMigrationDatabase } from "../../testing/uploadOwnersMigration.js";
import { uploadOwners } from "./uploads.tables.js";

const MIGRATION = new URL("../../../drizzle/0069_console_reply_uploads_private.sql", import.meta.url);
const { file, url } = testUploadNames(6);

/**
 * Migration 0069 makes the images of the platform console's ticket replies, uploaded before they had their own route,
 * private to the ticket's company; one an announcement or a banner shows, or one already owned, stays as it is.
 */
describe("migration 0069: owners of the console's ticket replies' images stored before", () => {
  const database = uploadOwnersMigrationDatabase();
  const { idOf } = database;

  it("owns each console reply's image by the ticket's company, but not an announcement's or a banner's", async () => {
    const db = database.db();
    const company = await idOf(sql`insert into companies (name) values ('PT Migrasi Balasan') returning id`);
    const later = await idOf(sql`insert into companies (name) values ('PT Migrasi Kedua') returning id`);
    const other = await idOf(sql`insert into companies (name) values ('PT Migrasi Pemilik') returning id`);
    const ticketOf = (companyId: number) =>
      idOf(sql`insert into company_tickets (company_id, category, priority, subject, description, attachments)
        values (${companyId}, 'data', 'normal', 'Laporan', 'Kosong', '[]'::jsonb) returning id`);
    const reply = (ticketId: number, fromPlatform: boolean, attachments: string[], minutesAgo: number) =>
      db.execute(sql`insert into company_ticket_messages (ticket_id, from_platform, body, attachments, created_on)
        values (${ticketId}, ${fromPlatform}, 'Balasan', ${JSON.stringify(attachments)}::jsonb,
          now() - make_interval(mins => ${minutesAgo}))`);
    const ticket = await ticketOf(company);
    const laterTicket = await ticketOf(later);
    await reply(ticket, true, [url(1), url(2), url(3), url(4), "https://elsewhere.example/x.png"], 10);
    // the same image in a later reply to another company's ticket: the first reply's company keeps it
    await reply(laterTicket, true, [url(1)], 5);
    // a company's own reply is migration 0065's
    await reply(ticket, false, [url(5)], 1);
    await db.execute(
      sql`insert into banners (title, image_url, day_show) values ('Promo', ${url(2)}, '{1,2}')`,
    );
    await db.execute(sql`insert into system_notifications (header, description, action, data, thumbnail_url, publish_on)
      values ('Baru', 'Fitur baru', 'images', ${JSON.stringify({ urls: [url(3)] })}::jsonb, null, now())`);
    await db
      .insert(uploadOwners)
      .values({ name: file(4), companyId: other, readKey: "financial-record:read" });

    await database.migrate(MIGRATION);
    const owners = await database.owners();
    expect(owners[file(1)]).toEqual({
      companyId: company,
      readKey: "company_ticket:read",
      platformReads: true,
    });
    expect(owners[file(2)]).toBeUndefined();
    expect(owners[file(3)]).toBeUndefined();
    expect(owners[file(4)]).toEqual({
      companyId: other,
      readKey: "financial-record:read",
      platformReads: false,
    });
    expect(owners[file(5)]).toBeUndefined();
    expect(Object.values(owners).filter((owner) => owner.companyId === later)).toHaveLength(0);
  });
});
