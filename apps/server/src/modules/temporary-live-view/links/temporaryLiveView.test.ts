import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { whatsappMessages } from "../../messaging/messaging.tables.js";
import { temporaryLiveViews } from "../temporaryLiveView.tables.js";
import { expireViews } from "./temporaryLiveViewRepository.js";

const CREATE = `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) {
  isSuccessful message errorName status temporaryLiveView { temporaryLvId accessToken shortKey } } }`;
const UPDATE = `mutation ($input: UpdateTemporaryLiveViewInput!) { updateTemporaryLiveView(input: $input) { isSuccessful message errorName } }`;
const DELETE = `mutation ($input: DeleteTemporaryLiveViewInput!) { DeleteTemporaryLiveView(input: $input) { isSuccessful errorName } }`;
const UPSERT_LOCATION = `mutation ($input: UpsertContactLocationInput!) { UpsertContactLocationToTempLiveView(input: $input) { isSuccessful errorName } }`;
const DETAIL = `query ($filter: TemporaryLiveViewFilter!) { temporaryLiveView(filter: $filter) {
  isSuccessful errorName data { temporaryLvId name note duration status createdOn expiresOn pickedColumns accessToken shortKey
  vehicleIds { temporaryLvId vehicleId } vehicles { id licensePlate vehicleType { manufacturer category } }
  contacts { contactId label phoneNumber link createdBy location { name lat lng type id { masterDataValue googleValue } address { lat lng } }
             lastMessage { status kind } } } } }`;
const LIST = `query ($filter: TemporaryLiveViewsFilter) { TemporaryLiveViewsPaginated(filter: $filter) {
  isSuccessful message data { temporaryLvId name status vehicleCount contactCount } pagination { total page show } } }`;

type Detail = {
  temporaryLvId: number;
  name: string;
  status: string;
  duration: number;
  createdOn: string;
  expiresOn: string;
  accessToken: string;
  shortKey: string;
  vehicleIds: { vehicleId: number }[];
  vehicles: { id: number; licensePlate: string }[];
  contacts: {
    contactId: number;
    label: string;
    phoneNumber: string;
    link: string;
    createdBy: string;
    location: {
      name: string;
      type: string;
      id: { masterDataValue: number | null; googleValue: string | null } | null;
    } | null;
    lastMessage: { status: string; kind: string } | null;
  }[];
};

describe("temporary live view (operator side)", () => {
  let t: TestApp;
  let admin: string;
  let vehicleIds: number[];
  let otherCompanyVehicle: number;

  const create = (input: Record<string, unknown>, cookie = admin) =>
    t.graphql<{
      createTemporaryLiveView: {
        isSuccessful: boolean;
        message: string;
        errorName: string | null;
        temporaryLiveView: { temporaryLvId: number; accessToken: string; shortKey: string } | null;
      };
    }>(cookie, CREATE, { input });
  const detail = async (temporaryLvId: number) =>
    (await t.graphql<{ temporaryLiveView: { data: Detail } }>(admin, DETAIL, { filter: { temporaryLvId } }))
      .data?.temporaryLiveView.data as Detail;
  const valid = () => ({
    name: "Kiriman ke Bekasi",
    duration: 1_440,
    note: "Barang pecah belah",
    vehicleIds: vehicleIds.slice(0, 2),
    pickedColumns: ["driverName", "speed"],
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const own = await t.graphql<{ vehicles: { data: { id: number }[] } }>(
      admin,
      `query { vehicles(filter: { orderBy: { field: "licensePlate", direction: "asc" } }) { data { id } } }`,
    );
    vehicleIds = (own.data?.vehicles.data ?? []).map((vehicle) => vehicle.id);
    const other = await t.graphql<{ vehicles: { data: { id: number }[] } }>(
      await t.login("lain"),
      `query { vehicles { data { id } } }`,
    );
    otherCompanyVehicle = other.data?.vehicles.data[0]?.id ?? 0;
    expect(vehicleIds.length).toBeGreaterThan(3);
    expect(otherCompanyVehicle).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it.each([
    [{ vehicleIds: [] }, "FleetMinimum", /minimal 1 armada/],
    [{ pickedColumns: [] }, "FleetInfoMinimum", /minimal 1 informasi/],
    [{ duration: 0 }, "DurationMinimum", /Durasi minimal 1/],
    [{ name: "  " }, "ValidationError", /Nama Tautan wajib diisi/],
    [{ contacts: [{ label: "Budi", phoneNumber: "123" }] }, "PhoneNumberInvalid", /No. Whatsapp tidak valid/],
    [
      {
        contacts: [
          { label: "Budi", phoneNumber: "81234567890" },
          { label: "Sari", phoneNumber: "0812-3456-7890" },
        ],
      },
      "PhoneNumberAlreadyExists",
      /No. Whatsapp sudah terdaftar di sistem/,
    ],
  ])("refuses %o with %s and writes nothing", async (change, errorName, message) => {
    const before = await t.graphql<{ TemporaryLiveViewsPaginated: { pagination: { total: number } } }>(
      admin,
      LIST,
    );
    const result = await create({ ...valid(), ...change });
    expect(result.data?.createTemporaryLiveView).toMatchObject({
      isSuccessful: false,
      errorName,
      temporaryLiveView: null,
    });
    expect(result.data?.createTemporaryLiveView.message).toMatch(message);
    const after = await t.graphql<{ TemporaryLiveViewsPaginated: { pagination: { total: number } } }>(
      admin,
      LIST,
    );
    expect(after.data?.TemporaryLiveViewsPaginated.pagination.total).toBe(
      before.data?.TemporaryLiveViewsPaginated.pagination.total,
    );
  });

  it("creates a view with unguessable keys, its vehicles, and contacts whose link is queued for WhatsApp", async () => {
    const result = await create({ ...valid(), contacts: [{ label: "Budi", phoneNumber: "81234567890" }] });
    const created = result.data?.createTemporaryLiveView;
    expect(created).toMatchObject({
      isSuccessful: true,
      message: "Data Pelacakan Sementara berhasil tersimpan",
    });
    expect(created?.temporaryLiveView?.accessToken.length).toBeGreaterThanOrEqual(43);
    expect(created?.temporaryLiveView?.shortKey).toMatch(/^[0-9A-Za-z]{12}$/);

    const view = await detail(created?.temporaryLiveView?.temporaryLvId ?? 0);
    expect(view).toMatchObject({ name: "Kiriman ke Bekasi", status: "A", duration: 1_440 });
    expect(new Date(view.expiresOn).getTime() - new Date(view.createdOn).getTime()).toBe(1_440 * 60_000);
    expect(view.vehicleIds.map((entry) => entry.vehicleId).sort()).toEqual(vehicleIds.slice(0, 2).sort());
    expect(view.contacts).toEqual([
      expect.objectContaining({
        label: "Budi",
        phoneNumber: "+6281234567890",
        createdBy: "Admin Armada",
        // the log provider (default) delivers at once: queued, then sending, then sent
        lastMessage: { status: expect.stringMatching(/^(queued|sending|stored)$/), kind: "tracking-link" },
      }),
    ]);
    expect(view.contacts[0]?.link).toMatch(
      new RegExp(`/fleet/live-track/${view.temporaryLvId}\\?shToken=${view.shortKey}&c=[0-9A-Za-z]{12}$`),
    );
    // the web's link modal builds its link on /api/config's publicUrl: one origin for both
    const { publicUrl } = (await t.app.inject({ url: "/api/config" })).json<{ publicUrl: string }>();
    expect(view.contacts[0]?.link.startsWith(`${publicUrl}/fleet/live-track/`)).toBe(true);
    const [message] = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.contactId, view.contacts[0]?.contactId ?? 0));
    expect(message?.recipientPhone).toBe("+6281234567890");
    expect(message?.body).toContain(view.contacts[0]?.link);
    expect(message?.body).toMatch(/Tautan berlaku sampai \d{1,2} \w{3} \d{4} \d{2}:\d{2} WIB\.$/);
  });

  it("applies the difference of vehicles and contacts on update, in one go", async () => {
    const created = await create({
      ...valid(),
      contacts: [
        { label: "Budi", phoneNumber: "81234567890" },
        { label: "Sari", phoneNumber: "81298765432" },
      ],
    });
    const id = created.data?.createTemporaryLiveView.temporaryLiveView?.temporaryLvId ?? 0;
    const before = await detail(id);
    const budi = before.contacts.find((contact) => contact.label === "Budi");
    const result = await t.graphql<{ updateTemporaryLiveView: { isSuccessful: boolean; message: string } }>(
      admin,
      UPDATE,
      {
        input: {
          temporaryLvId: id,
          oldData: { name: before.name },
          newData: {
            ...valid(),
            name: "Kiriman ke Cikarang",
            duration: 120,
            vehicleIds: [vehicleIds[1], vehicleIds[2]],
            contacts: [
              { contactId: budi?.contactId, label: "Budi Santoso", phoneNumber: "081234567890" },
              { label: "Rina", phoneNumber: "81311112222" },
            ],
          },
        },
      },
    );
    expect(result.data?.updateTemporaryLiveView).toMatchObject({
      isSuccessful: true,
      message: "Data Pelacakan Sementara berhasil tersimpan",
    });
    const after = await detail(id);
    expect(after.name).toBe("Kiriman ke Cikarang");
    expect(new Date(after.expiresOn).getTime() - new Date(after.createdOn).getTime()).toBe(120 * 60_000);
    expect(after.vehicleIds.map((entry) => entry.vehicleId).sort()).toEqual(
      [vehicleIds[1], vehicleIds[2]].sort(),
    );
    expect(after.contacts.map((contact) => contact.label).sort()).toEqual(["Budi Santoso", "Rina"]);
    expect(after.contacts.find((contact) => contact.label === "Budi Santoso")?.contactId).toBe(
      budi?.contactId,
    );
    const messages = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.temporaryLvId, id));
    expect(messages.map((message) => message.recipientPhone).sort()).toEqual([
      "+6281234567890",
      "+6281298765432",
      "+6281311112222",
    ]);
    // Sari's contact is gone: her message stays in the outbox, no longer a contact's
    const sari = before.contacts.find((contact) => contact.label === "Sari");
    expect(messages.find((message) => message.recipientPhone === "+6281298765432")?.contactId).toBeNull();
    expect(sari?.contactId).toBeTypeOf("number");
  });

  it("refuses another company's vehicle and writes nothing", async () => {
    const result = await create({ ...valid(), vehicleIds: [vehicleIds[0], otherCompanyVehicle] });
    expect(result.data?.createTemporaryLiveView).toMatchObject({
      isSuccessful: false,
      errorName: "NotFound",
    });
  });

  it("reads a view past its expiry as E, before and after the scheduled job flips it", async () => {
    const created = await create({ ...valid(), name: "Sudah lewat" });
    const id = created.data?.createTemporaryLiveView.temporaryLiveView?.temporaryLvId ?? 0;
    await t.database.db.execute(
      sql`update temporary_live_views set expires_on = now() - interval '1 minute' where temporary_lv_id = ${id}`,
    );
    expect((await detail(id)).status).toBe("E");
    const expired = await t.graphql<{ TemporaryLiveViewsPaginated: { data: { temporaryLvId: number }[] } }>(
      admin,
      LIST,
      {
        filter: { status: "E" },
      },
    );
    expect(expired.data?.TemporaryLiveViewsPaginated.data.map((view) => view.temporaryLvId)).toContain(id);
    const active = await t.graphql<{ TemporaryLiveViewsPaginated: { data: { temporaryLvId: number }[] } }>(
      admin,
      LIST,
      {
        filter: { status: "A" },
      },
    );
    expect(active.data?.TemporaryLiveViewsPaginated.data.map((view) => view.temporaryLvId)).not.toContain(id);

    expect(await expireViews(t.database.db, new Date())).toContain(id);
    const [stored] = await t.database.db
      .select({ status: temporaryLiveViews.status })
      .from(temporaryLiveViews)
      .where(eq(temporaryLiveViews.temporaryLvId, id));
    expect(stored?.status).toBe("E");
    expect((await detail(id)).status).toBe("E");
  });

  it("lists views newest first with counts, search and pagination", async () => {
    await create({ ...valid(), name: "Cari saya 1" });
    await create({ ...valid(), name: "Cari saya 2", contacts: [{ label: "A", phoneNumber: "81355556666" }] });
    const page = await t.graphql<{
      TemporaryLiveViewsPaginated: {
        data: { name: string; vehicleCount: number; contactCount: number }[];
        pagination: { total: number; page: number; show: number };
      };
    }>(admin, LIST, { filter: { search: "cari saya", pagination: { page: 1, show: 1 } } });
    expect(page.data?.TemporaryLiveViewsPaginated.pagination).toEqual({ total: 2, page: 1, show: 1 });
    expect(page.data?.TemporaryLiveViewsPaginated.data).toEqual([
      {
        name: "Cari saya 2",
        vehicleCount: 2,
        contactCount: 1,
        temporaryLvId: expect.any(Number),
        status: "A",
      },
    ]);
  });

  it("saves a contact's destination and drops a numeric-looking places id", async () => {
    const created = await create({ ...valid(), contacts: [{ label: "Budi", phoneNumber: "81234567890" }] });
    const id = created.data?.createTemporaryLiveView.temporaryLiveView?.temporaryLvId ?? 0;
    const contactId = (await detail(id)).contacts[0]?.contactId;
    const result = await t.graphql<{ UpsertContactLocationToTempLiveView: { isSuccessful: boolean } }>(
      admin,
      UPSERT_LOCATION,
      {
        input: {
          temporaryLvId: id,
          contactId,
          location: {
            name: "Monas",
            fullName: "Monas, Jakarta Pusat",
            lat: -6.1754,
            lng: 106.8272,
            id: "4242",
            type: "GOOGLE",
          },
        },
      },
    );
    expect(result.data?.UpsertContactLocationToTempLiveView.isSuccessful).toBe(true);
    expect((await detail(id)).contacts[0]?.location).toMatchObject({
      name: "Monas",
      type: "GOOGLE",
      id: null,
    });
  });

  it("accepts a saved address's id as an integer as well as numeric text", async () => {
    const created = await create({ ...valid(), contacts: [{ label: "Sari", phoneNumber: "81234567891" }] });
    const id = created.data?.createTemporaryLiveView.temporaryLiveView?.temporaryLvId ?? 0;
    const contactId = (await detail(id)).contacts[0]?.contactId;
    const depot = { name: "Depo Cakung", fullName: "Depo Cakung, Jakarta Timur", lat: -6.18, lng: 106.94 };
    for (const savedId of [9, "9"]) {
      const result = await t.graphql<{ UpsertContactLocationToTempLiveView: { isSuccessful: boolean } }>(
        admin,
        UPSERT_LOCATION,
        {
          input: {
            temporaryLvId: id,
            contactId,
            location: { ...depot, id: savedId, type: "MEP_MASTER_DATA" },
          },
        },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.UpsertContactLocationToTempLiveView.isSuccessful).toBe(true);
      expect((await detail(id)).contacts[0]?.location?.id).toEqual({ masterDataValue: 9, googleValue: null });
    }
  });

  it("deletes a view: it is gone from reads and lists", async () => {
    const created = await create({ ...valid(), name: "Hapus saya" });
    const id = created.data?.createTemporaryLiveView.temporaryLiveView?.temporaryLvId ?? 0;
    const removed = await t.graphql<{ DeleteTemporaryLiveView: { isSuccessful: boolean } }>(admin, DELETE, {
      input: { temporaryLvId: id },
    });
    expect(removed.data?.DeleteTemporaryLiveView.isSuccessful).toBe(true);
    const read = await t.graphql<{ temporaryLiveView: { errorName: string } }>(admin, DETAIL, {
      filter: { temporaryLvId: id },
    });
    expect(read.data?.temporaryLiveView.errorName).toBe("NotFound");
  });

  it("shows a contact's failed message with its id and lets a tracking editor resend it", async () => {
    const result = await create({ ...valid(), contacts: [{ label: "Gagal", phoneNumber: "81377770001" }] });
    const id = result.data?.createTemporaryLiveView.temporaryLiveView?.temporaryLvId ?? 0;
    const contactId = (await detail(id)).contacts[0]?.contactId ?? 0;
    const [message] = await t.database.db
      .update(whatsappMessages)
      .set({ status: "failed", lastError: "fonnte: invalid target" })
      .where(eq(whatsappMessages.contactId, contactId))
      .returning();
    const read = await t.graphql<{
      temporaryLiveView: {
        data: { contacts: { lastMessage: { messageId: number; status: string; lastError: string } }[] };
      };
    }>(
      admin,
      `query ($filter: TemporaryLiveViewFilter!) { temporaryLiveView(filter: $filter) {
      data { contacts { lastMessage { messageId status lastError } } } } }`,
      { filter: { temporaryLvId: id } },
    );
    expect(read.data?.temporaryLiveView.data.contacts[0]?.lastMessage).toEqual({
      messageId: message?.id,
      status: "failed",
      lastError: "fonnte: invalid target",
    });

    const RESEND = `mutation ($id: Int!) { resendWhatsAppMessage(input: { messageId: $id }) {
      isSuccessful errorName data { id status } } }`;
    // an editor of temporary tracking without the outbox keys: only messages of recipient contacts
    const editor = await t.loginAs(["b2a-temporary-liveview:read", "b2a-temporary-liveview:update"]);
    const resent = await t.graphql(editor, RESEND, { id: message?.id });
    expect(resent.data).toMatchObject({
      resendWhatsAppMessage: { isSuccessful: true, data: { id: message?.id, status: "queued" } },
    });
    const again = await t.graphql(editor, RESEND, { id: message?.id });
    expect(again.data).toMatchObject({
      resendWhatsAppMessage: { isSuccessful: false, errorName: "WhatsAppNotResendable" },
    });
    const [other] = await t.database.db
      .insert(whatsappMessages)
      .values({
        companyId: message?.companyId ?? 0,
        recipientPhone: "+6281377770002",
        body: "Bukan pesan kontak",
        kind: "alert",
        idempotencyKey: `resend-test:${id}`,
        status: "failed",
      })
      .returning();
    const notAContact = await t.graphql(editor, RESEND, { id: other?.id });
    expect(notAContact.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const viewer = await t.loginAs(["b2a-temporary-liveview:read"]);
    expect((await t.graphql(viewer, RESEND, { id: message?.id })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
  });

  it("is FORBIDDEN without the temporary tracking keys", async () => {
    const driver = await t.login("driver");
    const result = await create(valid(), driver);
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
