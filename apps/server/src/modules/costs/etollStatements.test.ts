import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { vehicleAuditLogs, vehicles as vehicleTable } from "../fleet/fleet.tables.js";
import { positions } from "../positions/index.js";
import { costEntries } from "./costs.tables.js";

const FIXTURES = join(import.meta.dirname, "../../../../../e2e/fixtures");
const MANDIRI = readFileSync(join(FIXTURES, "etoll-mandiri-emoney.csv"));
const JASA_MARGA = readFileSync(join(FIXTURES, "etoll-jasamarga.csv"));
const MANDIRI_CARD = "6032981234567890";
const FLAZZ_CARD = "0145223344556677";

const CARD_FIELDS =
  "etollCardId cardNumber issuer vehicleId licensePlate assignedFrom balance balanceOn note";
const CARDS = `query { etollCards { isSuccessful errorName data { ${CARD_FIELDS} } } }`;
const CREATE = `mutation ($input: EtollCardInput!) { createEtollCard(input: $input) {
  isSuccessful errorName message data { ${CARD_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateEtollCardInput!) { updateEtollCard(input: $input) {
  isSuccessful errorName message data { ${CARD_FIELDS} } } }`;
const DELETE = `mutation ($id: Int!) { deleteEtollCard(input: { etollCardId: $id }) { isSuccessful errorName } }`;

interface Card {
  etollCardId: number;
  cardNumber: string;
  vehicleId: number | null;
  licensePlate: string | null;
  balance: number | null;
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };
interface Preview {
  sample: boolean;
  matched: number;
  unassigned: number;
  unmatched: number;
  duplicates: number;
  topUps: number;
  booked: number;
  matchedAmount: number;
  issues: { line: number; field: string }[];
  gateChecks: { near: number; far: number; noData: number };
  rows: {
    line: number;
    time: string;
    cardNumber: string;
    status: string;
    gateCheck: string;
    gateDistanceMeters: number | null;
    licensePlate: string | null;
    gateOut: string | null;
    amount: number;
  }[];
}

describe("e-toll cards and statements", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "fleetcosts-etoll-"));
  let t: TestApp;
  let admin: string;
  let lain: string;
  let vehicles: { id: number; licensePlate: string }[];

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const send = (cookie: string | null, bytes: Buffer, book = false, type = "text/csv") =>
    t.app.inject({
      method: "POST",
      url: `/api/costs/etoll/statement${book ? "?book=true" : ""}`,
      headers: {
        [CLIENT_HEADER]: "web",
        "content-type": type,
        "accept-language": "id",
        ...(cookie ? { cookie } : {}),
      },
      payload: bytes,
    });
  const preview = async (cookie: string, bytes: Buffer, book = false, type = "text/csv") => {
    const response = await send(cookie, bytes, book, type);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Preview;
  };

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    admin = await t.login("admin");
    lain = await t.login("lain");
    vehicles = (
      await call<{ data: { id: number; licensePlate: string }[] }>(
        admin,
        `query { vehicles { data { id licensePlate } } }`,
      )
    ).data;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("registers cards, books each toll on the vehicle its card was on at that time, and books nothing twice", async () => {
    const [first, second] = vehicles;
    if (!first || !second) throw new Error("the demo company needs two vehicles");
    const card = await call<Result<Card>>(admin, CREATE, {
      input: {
        cardNumber: "6032 9812 3456 7890",
        issuer: "mandiri",
        vehicleId: first.id,
        assignedFrom: "2026-10-01T00:00:00+07:00",
      },
    });
    expect(card).toMatchObject({
      isSuccessful: true,
      data: { cardNumber: MANDIRI_CARD, vehicleId: first.id, licensePlate: first.licensePlate },
    });
    const cardId = card.data.etollCardId;
    expect(
      await call<Result<null>>(admin, CREATE, { input: { cardNumber: MANDIRI_CARD, issuer: "bca" } }),
    ).toMatchObject({ isSuccessful: false, errorName: "EtollCardExists" });
    expect(
      await call<Result<null>>(admin, CREATE, { input: { cardNumber: "12 34", issuer: "bca" } }),
    ).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    // on the second vehicle from 15 November
    const moved = await call<Result<Card>>(admin, UPDATE, {
      input: {
        etollCardId: cardId,
        cardNumber: MANDIRI_CARD,
        issuer: "mandiri",
        vehicleId: second.id,
        assignedFrom: "2026-11-15T00:00:00+07:00",
      },
    });
    expect(moved.data).toMatchObject({ vehicleId: second.id });
    expect(
      await call<Result<null>>(admin, UPDATE, {
        input: {
          etollCardId: cardId,
          cardNumber: MANDIRI_CARD,
          issuer: "mandiri",
          vehicleId: first.id,
          assignedFrom: "2026-11-01T00:00:00+07:00",
        },
      }),
    ).toMatchObject({ isSuccessful: false, errorName: "EtollAssignedFromTooEarly" });

    const seen = await preview(admin, MANDIRI);
    expect(seen.sample).toBe(false);
    expect(seen).toMatchObject({ matched: 4, unmatched: 0, duplicates: 0, topUps: 1, booked: 0, issues: [] });
    expect(seen.matchedAmount).toBe(15_500 + 54_000 + 48_500 + 11_000);
    expect(seen.rows.map((row) => [row.line, row.licensePlate])).toEqual([
      [6, first.licensePlate],
      [7, first.licensePlate],
      [9, second.licensePlate],
      [10, second.licensePlate],
    ]);
    expect(seen.rows[3]?.gateOut).toBe('HYPERLINK("http://contoh.invalid";"Cawang")');
    const tollsBefore = await t.database.db
      .select({ id: costEntries.id })
      .from(costEntries)
      .where(isNotNull(costEntries.tollTransactionKey));
    expect(tollsBefore).toEqual([]);

    const booked = await preview(admin, MANDIRI, true);
    expect(booked).toMatchObject({ matched: 4, booked: 4 });
    const entries = await t.database.db
      .select({
        vehicleId: costEntries.vehicleId,
        amount: costEntries.amount,
        category: costEntries.category,
      })
      .from(costEntries)
      .where(and(isNotNull(costEntries.tollTransactionKey), eq(costEntries.etollCard, MANDIRI_CARD)));
    expect(entries.map((e) => [e.vehicleId, e.amount, e.category]).sort()).toEqual(
      [
        [first.id, 15_500, "toll"],
        [first.id, 54_000, "toll"],
        [second.id, 48_500, "toll"],
        [second.id, 11_000, "toll"],
      ].sort(),
    );
    const cards = await call<Result<Card[]>>(admin, CARDS);
    expect(cards.data.find((c) => c.etollCardId === cardId)?.balance).toBe(271_000);
    const audit = await t.database.db
      .select({ action: vehicleAuditLogs.action })
      .from(vehicleAuditLogs)
      .where(
        and(
          eq(vehicleAuditLogs.object, "etoll_card"),
          inArray(vehicleAuditLogs.vehicleId, [first.id, second.id]),
        ),
      );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["Tambah Kartu E-toll", "Ubah Kartu E-toll", "Impor Mutasi E-toll"]),
    );

    // the same statement again, the toll operator's list of the same trip, and the same rows as XLSX book nothing
    expect(await preview(admin, MANDIRI, true)).toMatchObject({ matched: 0, duplicates: 4, booked: 0 });
    const operator = await preview(admin, JASA_MARGA);
    expect(operator).toMatchObject({ matched: 0, unmatched: 3, duplicates: 1 });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Mutasi");
    sheet.addRow(["Tgl. Transaksi", "No. Kartu", "Gerbang Keluar", "Nominal (Rp)"]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 2, 7, 15, 20)), MANDIRI_CARD, "Cikampek Utama", 15_500]);
    sheet.addRow([
      new Date(Date.UTC(2026, 10, 19, 8, 0, 0)),
      MANDIRI_CARD,
      "Pasteur",
      { formula: "1+1", result: 2 },
    ]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(
      await preview(admin, xlsx, false, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    ).toMatchObject({ duplicates: 1, matched: 1, matchedAmount: 2 });

    // a card on no vehicle at the time: known, but not booked
    const flazz = await call<Result<Card>>(admin, CREATE, {
      input: { cardNumber: FLAZZ_CARD, issuer: "bca" },
    });
    expect(await preview(admin, JASA_MARGA)).toMatchObject({ unassigned: 2, unmatched: 1, duplicates: 1 });
    expect(await call<Result<unknown>>(admin, DELETE, { id: flazz.data.etollCardId })).toMatchObject({
      isSuccessful: true,
    });
  });

  it("checks each transaction against its vehicle's track at the toll gate: near, far, or no data", async () => {
    const vehicle = vehicles[2];
    if (!vehicle) throw new Error("the demo company needs three vehicles");
    await call<Result<Card>>(admin, CREATE, {
      input: {
        cardNumber: "6032 9800 1111 2222",
        issuer: "mandiri",
        vehicleId: vehicle.id,
        assignedFrom: "2026-09-01T00:00:00+07:00",
      },
    });
    const [owner] = await t.database.db
      .select({ companyId: vehicleTable.companyId })
      .from(vehicleTable)
      .where(eq(vehicleTable.id, vehicle.id));
    const fix = (time: string, latitude: number, longitude: number, filterReason: "jump" | null = null) => ({
      vehicleId: vehicle.id,
      companyId: owner?.companyId ?? 0,
      protocol: "osmand",
      fixTime: new Date(time),
      latitude,
      longitude,
      filterReason,
    });
    await t.database.db.insert(positions).values([
      // passing the Cawang plaza three minutes before its card paid there
      fix("2026-09-10T07:50:00+07:00", -6.26, 106.9),
      fix("2026-09-10T07:57:00+07:00", -6.2447, 106.8724),
      // in Bandung while its card paid at Cawang; a filtered-out fix at the gate is no part of the track
      fix("2026-09-11T08:55:00+07:00", -6.9, 107.58),
      fix("2026-09-11T09:02:00+07:00", -6.2445, 106.872, "jump"),
      fix("2026-09-11T09:10:00+07:00", -6.91, 107.59),
      // at Cawang twenty minutes before the third payment: outside the window
      fix("2026-09-12T09:40:00+07:00", -6.2445, 106.872),
      // on the road when the card paid at a gate the table does not know
      fix("2026-09-13T10:00:00+07:00", -6.3, 107.1),
    ]);
    const statement = Buffer.from(
      [
        "Transaction Date,Card Number,Gate In,Gate Out,Amount",
        "2026-09-10 08:00:00,6032 9800 1111 2222,Cikunir 1,Cawang,9500",
        "2026-09-11 09:00:00,6032 9800 1111 2222,Cikunir 1,Cawang,9500",
        "2026-09-12 10:00:00,6032 9800 1111 2222,Cikunir 1,Cawang,9500",
        "2026-09-13 10:00:00,6032 9800 1111 2222,Cikunir 1,Gerbang Entah,9500",
        "2026-09-13 11:00:00,7546 0000 1111 2222,Cikunir 1,Cawang,9500",
      ].join("\n"),
    );
    const result = await preview(admin, statement);
    expect(result.rows.map((row) => row.gateCheck)).toEqual(["near", "far", "noData", "noData", "noData"]);
    const [near, far] = result.rows;
    expect(near?.gateDistanceMeters).toBeLessThan(100);
    expect(far?.gateDistanceMeters).toBeGreaterThan(50_000);
    expect(result.rows.slice(2).map((row) => row.gateDistanceMeters)).toEqual([null, null, null]);
    expect(result.gateChecks).toEqual({ near: 1, far: 1, noData: 3 });
    // another company's import of the same card reads none of this vehicle's track
    expect((await preview(lain, statement)).gateChecks).toEqual({ near: 0, far: 0, noData: 5 });
  });

  it("keeps each company's cards apart", async () => {
    const mine = await call<Result<Card[]>>(admin, CARDS);
    const card = mine.data.find((c) => c.cardNumber === MANDIRI_CARD);
    if (!card) throw new Error("the first case registers the card");
    expect((await call<Result<Card[]>>(lain, CARDS)).data).toEqual([]);
    expect(await preview(lain, MANDIRI, true)).toMatchObject({ matched: 0, unmatched: 4, booked: 0 });
    expect(
      await call<Result<null>>(lain, UPDATE, {
        input: { etollCardId: card.etollCardId, cardNumber: MANDIRI_CARD, issuer: "bni" },
      }),
    ).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
    expect(await call<Result<null>>(lain, DELETE, { id: card.etollCardId })).toMatchObject({
      isSuccessful: false,
      errorName: "NotFound",
    });
    expect(
      await call<Result<null>>(lain, CREATE, {
        input: { cardNumber: "7546000011112222", issuer: "bni", vehicleId: card.vehicleId },
      }),
    ).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(
      (await call<Result<Card[]>>(admin, CARDS)).data.find((c) => c.cardNumber === MANDIRI_CARD),
    ).toEqual(card);
  });

  it("refuses what is no statement, too large or too long, with a clear message, and callers without the keys", async () => {
    const refused = async (bytes: Buffer, status: number, errorName: string) => {
      const response = await send(admin, bytes);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ errorName });
      return response.json().message as string;
    };
    expect(await refused(Buffer.from("nama,alamat\nBudi,Jakarta\n"), 400, "StatementNoHeader")).toMatch(
      /Kolom tanggal dan nominal/,
    );
    expect(await refused(Buffer.from("Tanggal;Nominal;No Kartu\n"), 400, "StatementEmpty")).toMatch(
      /tidak berisi/,
    );
    const long = [
      "Tanggal;Nominal;No Kartu",
      ...Array.from({ length: 5_001 }, () => `01/11/2026 07:00;1000;${MANDIRI_CARD}`),
    ];
    expect(await refused(Buffer.from(long.join("\n")), 400, "StatementTooManyRows")).toMatch(/5000 baris/);
    expect(await refused(Buffer.alloc(2_100_000, "a"), 413, "StatementTooLarge")).toMatch(/maksimal 2 MB/);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect(await refused(xls, 415, "StatementFileType")).toMatch(/CSV atau XLSX/);
    expect((await send(null, MANDIRI)).statusCode).toBe(401);
    const readOnly = await t.loginAs(["financial-record:read"]);
    expect((await send(readOnly, MANDIRI)).statusCode).toBe(200);
    expect((await send(readOnly, MANDIRI, true)).statusCode).toBe(403);
    expect((await send(await t.loginAs(["d1a-master-vehicle:read"]), MANDIRI)).statusCode).toBe(403);
  });

  it("serves a sample statement of the company's own cards that the import reads with a cocok, a tidak cocok and a tanpa data row", async () => {
    const download = (cookie: string | null) =>
      t.app.inject({
        method: "GET",
        url: "/api/costs/etoll/statement/sample",
        headers: { [CLIENT_HEADER]: "web", "accept-language": "id", ...(cookie ? { cookie } : {}) },
      });
    const sample = await download(admin);
    expect(sample.statusCode, sample.body).toBe(200);
    expect(sample.headers["content-type"]).toMatch(/^text\/csv/);
    expect(sample.headers["content-disposition"]).toMatch(/attachment/);
    const result = await preview(admin, sample.rawPayload);
    expect(result.gateChecks.near).toBeGreaterThanOrEqual(1);
    expect(result.gateChecks.far).toBeGreaterThanOrEqual(1);
    expect(result.gateChecks.noData).toBeGreaterThanOrEqual(1);
    expect(result.matched).toBe(result.rows.length);
    expect(result.sample).toBe(true);
    // made-up rows on the company's real cards are never booked
    const tollKeys = () =>
      t.database.db
        .select({ id: costEntries.id })
        .from(costEntries)
        .where(isNotNull(costEntries.tollTransactionKey));
    const before = (await tollKeys()).length;
    const booking = await send(admin, sample.rawPayload, true);
    expect(booking.statusCode).toBe(400);
    expect(booking.json()).toMatchObject({ errorName: "EtollSampleNotBookable" });
    expect(booking.json().message).toMatch(/tidak dapat dibukukan/);
    expect((await tollKeys()).length).toBe(before);
    // the seeded trip is yesterday's or the day before (WIB), whatever the hour the test runs
    for (const row of result.rows) expect(Date.now() - Date.parse(row.time)).toBeLessThan(3 * 86_400_000);
    const demoCards = [...new Set(result.rows.map((row) => row.cardNumber))];
    // PT Lain has no card: its sample is refused, and never names the demo company's cards
    const other = await download(lain);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errorName: "EtollSampleNoCards" });
    for (const card of demoCards) expect(other.body.replaceAll(" ", "")).not.toContain(card);
    expect((await download(null)).statusCode).toBe(401);
    expect((await download(await t.loginAs(["d1a-master-vehicle:read"]))).statusCode).toBe(403);
  });
});
