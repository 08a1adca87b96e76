import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import { startExpirySweeper } from "../links/expirySweeper.js";
import { temporaryLiveViews } from "../temporaryLiveView.tables.js";

const CREATE = `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) {
  isSuccessful message temporaryLiveView { temporaryLvId accessToken shortKey } } }`;
const DETAIL = `query ($id: Int!) { temporaryLiveView(filter: { temporaryLvId: $id }) { data { contacts { contactId label phoneNumber link } } } }`;
const UPDATE = `mutation ($input: UpdateTemporaryLiveViewInput!) { updateTemporaryLiveView(input: $input) { isSuccessful message } }`;

/** Words that must never appear in any public answer: other fields, company data, contact data. */
const FORBIDDEN = [
  "companyId",
  "vehicleId",
  "imei",
  "deviceId",
  "phoneNumber",
  "+62",
  "accessToken",
  "shortKey",
  "contactKey",
  "PT Armada Demo",
  "createdBy",
  "alarm",
  "fuel",
];

function expectNothingForbidden(text: string) {
  for (const word of FORBIDDEN) expect(text, `public answer contains ${word}`).not.toContain(word);
}

describe("public live-track link", () => {
  let t: TestApp;
  let admin: string;
  let baseUrl: string;
  let imei: string;
  let view: { temporaryLvId: number; accessToken: string; shortKey: string };
  let contactKey: string;

  const publicGet = (path: string) =>
    t.app.inject({ method: "GET", url: path, remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.1` });

  async function createView(input: Record<string, unknown>) {
    const result = await t.graphql<{
      createTemporaryLiveView: {
        temporaryLiveView: { temporaryLvId: number; accessToken: string; shortKey: string };
      };
    }>(admin, CREATE, { input });
    return result.data?.createTemporaryLiveView.temporaryLiveView as {
      temporaryLvId: number;
      accessToken: string;
      shortKey: string;
    };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "864717007777001",
      licensePlate: "B 7001 PUB",
    });
    imei = vehicle.imei;
    await t.services.positionPipeline.submitPosition({
      imei,
      protocol: "gt06",
      fixTime: new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000),
      latitude: -6.2,
      longitude: 106.8,
      speedKmh: 40,
      gpsFixed: true,
      ignition: true,
      temperature: 4,
      fuelPercent: 50,
      alarm: "sos",
      attributes: {},
    });
    await t.services.positionPipeline.drain();
    view = await createView({
      name: "Kiriman Publik",
      note: "Hati-hati",
      duration: 60,
      vehicleIds: [vehicle.vehicleId],
      pickedColumns: ["speed", "engineStatus"],
      contacts: [
        {
          label: "Budi",
          phoneNumber: "81234567890",
          location: {
            name: "Gudang",
            fullName: "Gudang Bekasi",
            lat: -6.24,
            lng: 107.0,
            type: "MEP_MASTER_DATA",
          },
        },
        { label: "Sari", phoneNumber: "81298765432" },
      ],
    });
    const detail = await t.graphql<{
      temporaryLiveView: { data: { contacts: { label: string; link: string }[] } };
    }>(admin, DETAIL, {
      id: view.temporaryLvId,
    });
    const budi = detail.data?.temporaryLiveView.data.contacts.find((contact) => contact.label === "Budi");
    contactKey = new URL(budi?.link ?? "http://x/").searchParams.get("c") ?? "";
    expect(contactKey).toMatch(/^[0-9A-Za-z]{12}$/);
  });
  afterAll(() => t.close());

  it("shows the view's vehicles with only the picked fields, by short key or by token", async () => {
    for (const query of [`shToken=${view.shortKey}`, `token=${view.accessToken}`]) {
      const response = await publicGet(`/api/public/live-track/${view.temporaryLvId}?${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        name: "Kiriman Publik",
        note: "Hati-hati",
        pickedColumns: ["speed", "engineStatus"],
        destination: null,
        etas: [],
      });
      expect(body.vehicles).toEqual([
        {
          ref: "v1",
          licensePlate: "B 7001 PUB",
          latitude: -6.2,
          longitude: 106.8,
          course: null,
          moving: true,
          speed: 40,
          engineStatus: "on",
        },
      ]);
      expectNothingForbidden(response.body);
    }
  });

  it("shows a contact their destination and the ETA of each vehicle", async () => {
    const response = await publicGet(
      `/api/public/live-track/${view.temporaryLvId}?shToken=${view.shortKey}&c=${contactKey}`,
    );
    const body = response.json();
    expect(body.destination).toEqual({ name: "Gudang", fullName: "Gudang Bekasi", lat: -6.24, lng: 107.0 });
    expect(body.etas).toEqual([
      { ref: "v1", distanceMeters: expect.any(Number), etaSeconds: expect.any(Number), stopped: false },
    ]);
    expect(body.etas[0].distanceMeters).toBeGreaterThan(20_000);
    expectNothingForbidden(response.body);
  });

  it("says a vehicle standing with the engine off is not moving and marks its ETA stopped (no growing time)", async () => {
    const secondsAgo = (seconds: number) => new Date(Math.floor(Date.now() / 1000 - seconds) * 1000);
    const standing = { latitude: -6.2, longitude: 106.8, speedKmh: 0, gpsFixed: true, ignition: false };
    await t.services.positionPipeline.submitPosition({
      imei,
      protocol: "gt06",
      fixTime: secondsAgo(30),
      ...standing,
      attributes: {},
    });
    await t.services.positionPipeline.drain();
    const response = await publicGet(
      `/api/public/live-track/${view.temporaryLvId}?shToken=${view.shortKey}&c=${contactKey}`,
    );
    const body = response.json();
    expect(body.vehicles[0]).toMatchObject({ moving: false, speed: 0, engineStatus: "off" });
    expect(body.etas[0]).toMatchObject({ ref: "v1", stopped: true });
  });

  it("answers one neutral 404 for a wrong token, another view's token, and an unknown view", async () => {
    const other = await createView({
      name: "Lain",
      duration: 60,
      vehicleIds: [await firstVehicle()],
      pickedColumns: ["speed"],
    });
    const answers = await Promise.all([
      publicGet(`/api/public/live-track/${view.temporaryLvId}?shToken=AAAAAAAAAAAA`),
      publicGet(`/api/public/live-track/${view.temporaryLvId}?shToken=${other.shortKey}`),
      publicGet(`/api/public/live-track/999999?shToken=${view.shortKey}`),
      publicGet(`/api/public/live-track/${view.temporaryLvId}`),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: "unavailable" });
    }
  });

  it("revokes one contact's link when the contact is deleted, and keeps the others and the plain link", async () => {
    const own = await createView({
      name: "Cabut kontak",
      duration: 60,
      vehicleIds: [await firstVehicle()],
      pickedColumns: ["speed"],
      contacts: [
        { label: "A", phoneNumber: "81311110000" },
        { label: "B", phoneNumber: "81322220000" },
      ],
    });
    const detail = await t.graphql<{
      temporaryLiveView: {
        data: { contacts: { label: string; phoneNumber: string; contactId: number; link: string }[] };
      };
    }>(admin, DETAIL, { id: own.temporaryLvId });
    const contacts = detail.data?.temporaryLiveView.data.contacts ?? [];
    const keyOf = (label: string) =>
      new URL(contacts.find((contact) => contact.label === label)?.link ?? "http://x/").searchParams.get("c");
    const [keyA, keyB] = [keyOf("A"), keyOf("B")];
    const b = contacts.find((contact) => contact.label === "B");
    await t.graphql(admin, UPDATE, {
      input: {
        temporaryLvId: own.temporaryLvId,
        newData: {
          name: "Cabut kontak",
          duration: 60,
          vehicleIds: [await firstVehicle()],
          pickedColumns: ["speed"],
          contacts: [{ contactId: b?.contactId, label: "B", phoneNumber: b?.phoneNumber }],
        },
      },
    });
    const base = `/api/public/live-track/${own.temporaryLvId}?shToken=${own.shortKey}`;
    expect((await publicGet(`${base}&c=${keyA}`)).statusCode).toBe(404);
    expect((await publicGet(`${base}&c=${keyB}`)).statusCode).toBe(200);
    expect((await publicGet(base)).statusCode).toBe(200);
  });

  it("yields nothing for an expired or deleted view", async () => {
    const expiring = await createView({
      name: "Kedaluwarsa",
      duration: 60,
      vehicleIds: [await firstVehicle()],
      pickedColumns: ["speed"],
    });
    await t.database.db.execute(
      sql`update temporary_live_views set expires_on = now() - interval '1 second' where temporary_lv_id = ${expiring.temporaryLvId}`,
    );
    expect(
      (await publicGet(`/api/public/live-track/${expiring.temporaryLvId}?shToken=${expiring.shortKey}`))
        .statusCode,
    ).toBe(404);

    const deleted = await createView({
      name: "Dihapus",
      duration: 60,
      vehicleIds: [await firstVehicle()],
      pickedColumns: ["speed"],
    });
    await t.graphql(
      admin,
      `mutation ($id: Int!) { DeleteTemporaryLiveView(input: { temporaryLvId: $id }) { isSuccessful } }`,
      {
        id: deleted.temporaryLvId,
      },
    );
    expect(
      (await publicGet(`/api/public/live-track/${deleted.temporaryLvId}?shToken=${deleted.shortKey}`))
        .statusCode,
    ).toBe(404);
  });

  it("limits requests per address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 125; attempt++) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/public/live-track/${view.temporaryLvId}?shToken=${view.shortKey}`,
        remoteAddress: "10.9.9.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("streams the view's vehicles over the socket with only the picked fields, and says when the view expires", async () => {
    const live = await createView({
      name: "Langsung",
      duration: 60,
      vehicleIds: [await firstVehicleIdOf(imei)],
      pickedColumns: ["lastSeen"],
    });
    const otherCompany = await createTestVehicle(t.database.db, {
      companyName: "PT Lain",
      imei: "864717007777099",
      licensePlate: "B 7099 LAIN",
    });
    const socket = new WebSocket(
      `${baseUrl.replace("http", "ws")}/ws/live-track?id=${live.temporaryLvId}&shToken=${live.shortKey}`,
    );
    const texts: string[] = [];
    socket.on("message", (data) => texts.push(data.toString()));
    await new Promise((resolve, reject) => {
      socket.on("open", resolve);
      socket.on("error", reject);
    });
    await waitFor(() => texts.some((text) => text.startsWith('{"type":"snapshot"')));

    await t.services.positionPipeline.submitPosition({
      imei,
      protocol: "gt06",
      fixTime: new Date(Math.floor(Date.now() / 1000) * 1000),
      latitude: -6.21,
      longitude: 106.81,
      speedKmh: 50,
      gpsFixed: true,
      attributes: {},
    });
    await t.services.positionPipeline.submitPosition({
      imei: otherCompany.imei,
      protocol: "gt06",
      fixTime: new Date(Math.floor(Date.now() / 1000) * 1000),
      latitude: -7,
      longitude: 110,
      speedKmh: 50,
      gpsFixed: true,
      attributes: {},
    });
    const isUpdate = (text: string) => text.startsWith('{"type":"vehicles"');
    await waitFor(() => texts.some(isUpdate));
    const update = JSON.parse(texts.find(isUpdate) ?? "{}");
    expect(update.data).toEqual([
      {
        ref: "v1",
        licensePlate: "B 7001 PUB",
        latitude: -6.21,
        longitude: 106.81,
        course: null,
        moving: true,
        lastSeen: expect.any(String),
      },
    ]);
    for (const text of texts) {
      expectNothingForbidden(text);
      expect(text).not.toContain("B 7099 LAIN");
    }

    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    await t.database.db.execute(
      sql`update temporary_live_views set expires_on = now() where temporary_lv_id = ${live.temporaryLvId}`,
    );
    // the hub holds the expiry it read; a revalidation or the expiry time itself ends the stream
    t.services.temporaryLiveViewSockets.revalidateNow();
    expect(await closed).toBe(4410);
    expect(texts.at(-1)).toBe(JSON.stringify({ type: "expired" }));
  });

  it("re-sends the snapshot on revalidation only when what the viewers see has changed", async () => {
    const view = await createView({
      name: "Sama Saja",
      duration: 60,
      vehicleIds: [await firstVehicleIdOf(imei)],
      pickedColumns: ["speed"],
    });
    const socket = new WebSocket(
      `${baseUrl.replace("http", "ws")}/ws/live-track?id=${view.temporaryLvId}&shToken=${view.shortKey}`,
    );
    const texts: string[] = [];
    socket.on("message", (data) => texts.push(data.toString()));
    await waitFor(() => texts.some((text) => text.startsWith('{"type":"snapshot"')));

    await t.services.temporaryLiveViewSockets.revalidateNow();
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for a snapshot to arrive, were one sent
    await t.database.db.execute(
      sql`update temporary_live_views set name = 'Sudah Berubah' where temporary_lv_id = ${view.temporaryLvId}`,
    );
    await t.services.temporaryLiveViewSockets.revalidateNow();
    // one socket delivers in order: a snapshot from the first revalidation would have come before this one
    await waitFor(() => texts.some((text) => text.includes('"name":"Sudah Berubah"')));
    expect(texts).toHaveLength(2);
    socket.close();
  });

  it("ends an open socket when the countdown runs out: the sweep marks the view E and the viewer is told", async () => {
    const ending = await createView({
      name: "Hampir Habis",
      duration: 60,
      vehicleIds: [await firstVehicle()],
      pickedColumns: ["speed"],
    });
    // a view whose countdown ends 1.5 s from now (as if created 58.5 minutes ago)
    await t.database.db.execute(
      sql`update temporary_live_views set expires_on = now() + interval '1500 milliseconds' where temporary_lv_id = ${ending.temporaryLvId}`,
    );
    const socket = new WebSocket(
      `${baseUrl.replace("http", "ws")}/ws/live-track?id=${ending.temporaryLvId}&shToken=${ending.shortKey}`,
    );
    const texts: string[] = [];
    socket.on("message", (data) => texts.push(data.toString()));
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    await waitFor(() => texts.some((text) => text.startsWith('{"type":"snapshot"')));
    expect(texts[0]).toContain('"name":"Hampir Habis"');

    const swept: number[] = [];
    const stopSweeper = startExpirySweeper(t.database.db, t.app.log, (ids) => swept.push(...ids), 100);
    try {
      // nothing is done by hand: the stored expiry passes, the sweep flips the status, the socket is told
      await waitFor(() => swept.includes(ending.temporaryLvId), 6_000);
    } finally {
      await stopSweeper();
    }
    expect(swept).toContain(ending.temporaryLvId);
    const [row] = await t.database.db
      .select({ status: temporaryLiveViews.status })
      .from(temporaryLiveViews)
      .where(eq(temporaryLiveViews.temporaryLvId, ending.temporaryLvId));
    expect(row?.status).toBe("E");
    expect(await closed).toBe(4410);
    expect(texts.at(-1)).toBe(JSON.stringify({ type: "expired" }));
    expect(texts.filter((text) => text.includes('"expired"'))).toHaveLength(1);
    expect(
      (await publicGet(`/api/public/live-track/${ending.temporaryLvId}?shToken=${ending.shortKey}`))
        .statusCode,
    ).toBe(404);
  });

  async function firstVehicle() {
    return firstVehicleIdOf(imei);
  }
  async function firstVehicleIdOf(deviceImei: string) {
    const result = await t.database.db.execute<{ id: number }>(
      sql`select v.id from vehicles v join devices d on d.id = v.device_id where d.imei = ${deviceImei}`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows;
    return rows[0]?.id ?? 0;
  }
});

async function waitFor(condition: () => boolean, ms = 4_000) {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}
