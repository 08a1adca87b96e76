import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { users } from "../auth/auth.tables.js";
import { whatsappMessages } from "../messaging/messaging.tables.js";
import { RECEIPT_QUESTION, temporaryLiveViews } from "../temporary-live-view/index.js";
import { consigneeLinks } from "./consigneeLinks.tables.js";

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const CREATE_ORDER = `mutation ($input: CreateDeliveryOrderInput!) { createDeliveryOrder(input: $input) {
  isSuccessful errorName message data { deliveryOrderId code destinationContactName destinationContactPhone } } }`;
const ORDER_STATUS = `mutation ($id: Int!, $status: DeliveryOrderStatus!) {
  changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: $status }) { isSuccessful } }`;
const CREATE_TASK = `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) {
  isSuccessful message data { fleetTaskId stops { stopId activity deliveryOrderId } } } }`;
const TASK_STATUS = `mutation ($id: Int!, $status: FleetTaskStatus! = SCHEDULED) {
  changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful message } }`;
const action = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { isSuccessful errorName message } }`;
const START = action("startMyFleetTask", "DriverTaskActionInput");
const ARRIVE = action("arriveAtStop", "ArriveAtStopInput");
const DELIVER = action("deliverStop", "DeliverStopInput");
const FAIL = action("failStop", "FailStopInput");

/** Kelapa Gading, and Bekasi some 15 km east of it. */
const gading = { lat: -6.157, lng: 106.908 };
const bekasi = { lat: -6.226, lng: 107.001 };
/** A point `metersWest` of Kelapa Gading (one degree of longitude is ~110.6 km here). */
const westOfGading = (metersWest: number) => ({
  latitude: gading.lat,
  longitude: gading.lng - metersWest / 110_600,
});

interface Stop {
  stopId: number;
  activity: string;
  deliveryOrderId: number | null;
}
type Answer = { isSuccessful: boolean; errorName: string | null; message: string };

describe("the consignee's tracking link", () => {
  let t: TestApp;
  let admin: string;
  let driver: string;
  let imei: string;
  let vehicleId: number;
  let fleetTaskId: number;
  let stops: Stop[] = [];
  const orders: Record<"gading" | "bekasi" | "none", { deliveryOrderId: number; code: string }> = {
    gading: { deliveryOrderId: 0, code: "" },
    bekasi: { deliveryOrderId: 0, code: "" },
    none: { deliveryOrderId: 0, code: "" },
  };
  const links: Record<"gading" | "bekasi", URL> = {
    gading: new URL("http://localhost"),
    bekasi: new URL("http://localhost"),
  };
  const dataDir = mkdtempSync(join(tmpdir(), "armada-consignee-"));
  let second = 0;
  const base = Math.floor(Date.now() / 1000) * 1000 - 30 * 60_000;

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const act = (query: string, input: Record<string, unknown>) =>
    call<Answer>(driver, query, {
      input: { actionId: randomUUID(), at: new Date().toISOString(), ...input },
    });
  const orderInput = (
    shipmentNumber: string,
    destination: { lat: number; lng: number },
    phone: string | null,
  ) => ({
    customerName: "PT Uji Penerima",
    shipmentNumber,
    origin: { address: "Jl. Industri Raya 5, Cikarang", lat: -6.3, lng: 107.15 },
    destination: { address: `Tujuan ${shipmentNumber}`, ...destination },
    destinationContactName: phone ? "Ibu Ratna" : null,
    destinationContactPhone: phone,
  });
  const messagesTo = (phones: string[]) =>
    t.database.db
      .select()
      .from(whatsappMessages)
      .where(inArray(whatsappMessages.recipientPhone, phones))
      .orderBy(whatsappMessages.id);
  const kinds = async (phone: string) => (await messagesTo([phone])).map((message) => message.kind);
  const page = (link: URL, params = link.search) =>
    t.app.inject({ method: "GET", url: `/api/public${link.pathname.replace("/fleet", "")}${params}` });
  const photo = (link: URL, params = link.search) =>
    t.app.inject({ method: "GET", url: `/api/public${link.pathname.replace("/fleet", "")}/photo${params}` });
  const dropOf = (order: { deliveryOrderId: number }) =>
    stops.find((stop) => stop.deliveryOrderId === order.deliveryOrderId && stop.activity === "DROP");

  async function drive(metersWest: number, speedKmh: number) {
    second += 120;
    await t.services.positionPipeline.submitPosition({
      imei,
      protocol: "osmand",
      fixTime: new Date(base + second * 1000),
      ...westOfGading(metersWest),
      speedKmh,
      gpsFixed: true,
      attributes: {},
    });
    await t.services.positionPipeline.drain();
    await t.arrivalWorker.idle();
  }

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    [admin, driver] = await Promise.all([t.login("admin"), t.login("driver")]);
    const [driverRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "driver"));
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "armada-consignee-1",
      licensePlate: "B 7070 KRM",
      vendorType: "osmand",
    });
    imei = vehicle.imei;
    vehicleId = vehicle.vehicleId;
    for (const [key, destination, phone] of [
      ["gading", gading, "081311112201"],
      ["bekasi", bekasi, "+62 813-1111-2202"],
      ["none", bekasi, null],
    ] as const) {
      const created = await call<Answer & { data: { deliveryOrderId: number; code: string } }>(
        admin,
        CREATE_ORDER,
        { input: orderInput(`SHP-K-${key}`, destination, phone) },
      );
      expect(created.isSuccessful, created.message).toBe(true);
      orders[key] = created.data;
      await call(admin, ORDER_STATUS, { id: created.data.deliveryOrderId, status: "CONFIRMED" });
    }
    const task = await call<Answer & { data: { fleetTaskId: number; stops: Stop[] } }>(admin, CREATE_TASK, {
      input: {
        vehicleId,
        driverId: driverRow?.id,
        departureTime: new Date().toISOString(),
        stops: Object.values(orders).flatMap((order) => [
          { deliveryOrderId: order.deliveryOrderId, activity: "PICKUP" },
          { deliveryOrderId: order.deliveryOrderId, activity: "DROP" },
        ]),
      },
    });
    expect(task.isSuccessful, task.message).toBe(true);
    fleetTaskId = task.data.fleetTaskId;
    stops = task.data.stops;
    await call(admin, TASK_STATUS, { id: fleetTaskId });
  });
  afterAll(() => t.close());

  it("takes the destination contact's phone as an Indonesian number, and refuses another", async () => {
    const refused = await call<Answer>(admin, CREATE_ORDER, {
      input: orderInput("SHP-K-bad", gading, "12345"),
    });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const [stored] = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.recipientPhone, "+6281311112202"));
    expect(stored).toBeUndefined();
  });

  it("shares one link per order with a phone when the task starts, once however often the start comes", async () => {
    const start = { actionId: randomUUID(), at: new Date().toISOString(), fleetTaskId };
    expect(await call<Answer>(driver, START, { input: start })).toMatchObject({ isSuccessful: true });
    // the offline queue replays the same start; a second start of the running task is refused
    expect(await call<Answer>(driver, START, { input: start })).toMatchObject({ isSuccessful: true });
    expect(await act(START, { fleetTaskId })).toMatchObject({ errorName: "StatusChangeNotAllowed" });

    const sent = await messagesTo(["+6281311112201", "+6281311112202"]);
    expect(sent.map((message) => [message.recipientPhone, message.kind])).toEqual([
      ["+6281311112201", "tracking-link"],
      ["+6281311112202", "tracking-link"],
    ]);
    for (const [key, message] of [
      ["gading", sent[0]],
      ["bekasi", sent[1]],
    ] as const) {
      expect(message?.body).toContain(orders[key].code);
      expect(message?.body).toContain("B 7070 KRM");
      const url = message?.body.match(/https?:\/\/\S+/)?.[0];
      expect(url).toMatch(/\/fleet\/live-track\/\d+\?shToken=\w+&c=\w+$/);
      links[key] = new URL(url ?? "");
    }
    const rows = await t.database.db
      .select()
      .from(consigneeLinks)
      .where(eq(consigneeLinks.fleetTaskId, fleetTaskId));
    expect(rows.map((row) => row.deliveryOrderId).sort()).toEqual(
      [orders.gading.deliveryOrderId, orders.bekasi.deliveryOrderId].sort(),
    );
  });

  it("shows its own order, the task's vehicle and the ETA, and nothing of the other orders", async () => {
    await t.arrivalWorker.refresh();
    await drive(20_000, 40);
    const gadingPage = (await page(links.gading)).json();
    expect(gadingPage.delivery).toEqual({
      code: orders.gading.code,
      status: "IN_PROGRESS",
      doneOn: null,
      receiverName: null,
      hasPhoto: false,
      failureReason: null,
    });
    expect(gadingPage.vehicles.map((vehicle: { licensePlate: string }) => vehicle.licensePlate)).toEqual([
      "B 7070 KRM",
    ]);
    expect(gadingPage.destination).toMatchObject({ name: "Tujuan SHP-K-gading", ...gading });
    expect(gadingPage.etas).toHaveLength(1);
    expect((await page(links.bekasi)).json().delivery.code).toBe(orders.bekasi.code);
    // the view's own link (no contact) shows no order; a contact key of another link opens nothing
    const viewOnly = new URLSearchParams(links.gading.search);
    viewOnly.delete("c");
    expect((await page(links.gading, `?${viewOnly}`)).json().delivery).toBeNull();
    const crossed = new URLSearchParams(links.gading.search);
    crossed.set("c", new URLSearchParams(links.bekasi.search).get("c") ?? "");
    expect((await page(links.gading, `?${crossed}`)).statusCode).toBe(404);
  });

  it("tells 'hampir tiba' once as the vehicle nears, and 'tiba' once when the driver arrives", async () => {
    await drive(1_500, 40);
    await drive(1_000, 40);
    expect(await kinds("+6281311112201")).toEqual(["tracking-link", "arrival-soon"]);
    const drop = dropOf(orders.gading);
    expect(await act(ARRIVE, { stopId: drop?.stopId })).toMatchObject({ isSuccessful: true });
    // the vehicle then stops at the door: the positions agree, nothing more is sent
    await drive(20, 0);
    await drive(10, 0);
    expect(await kinds("+6281311112201")).toEqual(["tracking-link", "arrival-soon", "arrived"]);
    // a consignee is asked to reply when the goods are in hand (the inbox reads the reply)
    const arrived = (await messagesTo(["+6281311112201"])).find((message) => message.kind === "arrived");
    expect(arrived?.body).toContain(RECEIPT_QUESTION);
    // the other order's consignee, 15 km away, heard nothing of it
    expect(await kinds("+6281311112202")).toEqual(["tracking-link"]);
  });

  it("shows the delivery with its proof on its own link only, and keeps the link six hours more", async () => {
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/driver/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie: driver, "content-type": "image/png" },
      payload: PNG,
    });
    const photoUrl = upload.json().data.url as string;
    const at = new Date(Date.now() - 60_000);
    const delivered = await act(DELIVER, {
      at: at.toISOString(),
      stopId: dropOf(orders.gading)?.stopId,
      photoUrl,
      receiverName: "Sari",
    });
    expect(delivered, delivered.message).toMatchObject({ isSuccessful: true });
    const shown = (await page(links.gading)).json();
    expect(shown.delivery).toEqual({
      code: orders.gading.code,
      status: "DELIVERED",
      doneOn: at.toISOString(),
      receiverName: "Sari",
      hasPhoto: true,
      failureReason: null,
    });
    expect(Date.parse(shown.expiresOn)).toBe(at.getTime() + 6 * 3_600_000);
    const served = await photo(links.gading);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // the other consignee sees their order still on its way, and no photo
    expect((await page(links.bekasi)).json().delivery).toMatchObject({
      status: "IN_PROGRESS",
      hasPhoto: false,
    });
    expect((await photo(links.bekasi)).statusCode).toBe(404);
    // the consignee is told once it was delivered, with who received it; repeating the delivery sends nothing more
    expect(await kinds("+6281311112201")).toEqual(["tracking-link", "arrival-soon", "arrived", "delivered"]);
    const [, , , told] = await messagesTo(["+6281311112201"]);
    expect(told?.body).toContain(`${orders.gading.code}`);
    expect(told?.body).toContain("telah diterima oleh Sari");
    await act(DELIVER, { at: at.toISOString(), stopId: dropOf(orders.gading)?.stopId, receiverName: "Sari" });
    expect(await kinds("+6281311112201")).toEqual(["tracking-link", "arrival-soon", "arrived", "delivered"]);
    // operators see the link on the DO: to whom and when it was sent, its messages, its opens and its end
    const seen = await call<{ data: { consigneeLinks: Record<string, unknown>[] } }>(
      admin,
      `query ($id: Int!) { deliveryOrder(deliveryOrderId: $id) { data { consigneeLinks {
        fleetTaskId recipientPhone sentOn openCount lastOpenedOn expiresOn isExpired messages { kind status } } } } }`,
      { id: orders.gading.deliveryOrderId },
    );
    const [status] = seen.data.consigneeLinks;
    expect(status).toMatchObject({
      fleetTaskId,
      recipientPhone: "+6281311112201",
      expiresOn: shown.expiresOn,
      isExpired: false,
    });
    expect(status?.openCount).toBeGreaterThan(0);
    expect(((status?.messages ?? []) as { kind: string }[]).map((message) => message.kind)).toEqual([
      "tracking-link",
      "arrival-soon",
      "arrived",
      "delivered",
    ]);
  });

  it("ends some hours after the order failed: the link then opens nothing", async () => {
    const at = new Date(Date.now() - 7 * 3_600_000);
    const failed = await act(FAIL, {
      at: at.toISOString(),
      stopId: dropOf(orders.bekasi)?.stopId,
      reason: "RECEIVER_ABSENT",
    });
    expect(failed, failed.message).toMatchObject({ isSuccessful: true });
    const [link] = await t.database.db
      .select({ expiresOn: temporaryLiveViews.expiresOn })
      .from(consigneeLinks)
      .innerJoin(temporaryLiveViews, eq(temporaryLiveViews.temporaryLvId, consigneeLinks.temporaryLvId))
      .where(
        and(
          eq(consigneeLinks.fleetTaskId, fleetTaskId),
          eq(consigneeLinks.deliveryOrderId, orders.bekasi.deliveryOrderId),
        ),
      );
    expect(link?.expiresOn.getTime()).toBe(at.getTime() + 6 * 3_600_000);
    // the consignee is told once it failed, and why
    expect(await kinds("+6281311112202")).toEqual(["tracking-link", "delivery-failed"]);
    const [, told] = await messagesTo(["+6281311112202"]);
    expect(told?.body).toContain(`${orders.bekasi.code} dari`);
    expect(told?.body).toContain("gagal dikirim: penerima tidak ada");
    expect((await page(links.bekasi)).statusCode).toBe(404);
    expect((await photo(links.bekasi)).statusCode).toBe(404);
    expect((await page(links.gading)).statusCode).toBe(200);
  });

  it("is shared on the planner's start too, and ends when the running task is canceled", async () => {
    const created = await call<Answer & { data: { deliveryOrderId: number } }>(admin, CREATE_ORDER, {
      input: orderInput("SHP-K-cancel", gading, "081311112203"),
    });
    await call(admin, ORDER_STATUS, { id: created.data.deliveryOrderId, status: "CONFIRMED" });
    const task = await call<Answer & { data: { fleetTaskId: number } }>(admin, CREATE_TASK, {
      input: {
        vehicleId,
        departureTime: new Date().toISOString(),
        stops: [
          { deliveryOrderId: created.data.deliveryOrderId, activity: "PICKUP" },
          { deliveryOrderId: created.data.deliveryOrderId, activity: "DROP" },
        ],
      },
    });
    const id = task.data.fleetTaskId;
    for (const status of ["SCHEDULED", "STARTED"])
      expect(await call<Answer>(admin, TASK_STATUS, { id, status })).toMatchObject({ isSuccessful: true });
    const [message] = await messagesTo(["+6281311112203"]);
    const link = new URL(message?.body.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect((await page(link)).statusCode).toBe(200);
    expect(await call<Answer>(admin, TASK_STATUS, { id, status: "CANCELED" })).toMatchObject({
      isSuccessful: true,
    });
    expect((await page(link)).statusCode).toBe(404);
    // the delivered order of the first task keeps its page
    expect((await page(links.gading)).statusCode).toBe(200);
  });
});
