import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createDeliveryOrder } from "../support/deliveryOrders.js";
import { graphql } from "../support/graphql.js";
import { osmandVehicleId } from "../support/osmandVehicle.js";
import { postOsmand } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { keepOnboardingClosed, signIn } from "../support/session.js";

/** A phone of its own (no other spec reports for it) on a vehicle of its own. */
const VEHICLE = { plate: "B 7744 KRM", device: "e2e-consignee-link" };
/** The consignee's shop in Kelapa Gading; the vehicle reports from some 2.5 km west of it. */
const DESTINATION = { address: "Toko Uji Penerima, Kelapa Gading", lat: -6.1577, lng: 106.9075 };
const NEAR = { latitude: -6.1577, longitude: 106.885 };
/** The photo of the signed surat jalan (a small real PNG). */
const PHOTO = readFileSync(fileURLToPath(new URL("../fixtures/announcement-thumbnail.png", import.meta.url)));

/** The planner's side: a confirmed order with its consignee's WhatsApp number on a scheduled task of Budi Santoso. */
async function planTask(planner: Page, phone: string) {
  const vehicle = await osmandVehicleId(planner, VEHICLE);
  const { drivers } = await graphql<{ drivers: { data: { userId: number; fullname: string }[] } }>(
    planner,
    `query { drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { data { userId fullname } } }`,
  );
  const driverId = drivers.data.find((driver) => driver.fullname === "Budi Santoso")?.userId;
  const order = await createDeliveryOrder(
    planner,
    {
      customerName: "Toko Uji Penerima",
      origin: { address: "Gudang Cikarang", lat: -6.3, lng: 107.15 },
      destination: DESTINATION,
      destinationContactName: "Ibu Ratna",
      destinationContactPhone: phone,
    },
    { confirmed: true },
  );
  const { createFleetTask } = await graphql<{
    createFleetTask: {
      data: { fleetTaskId: number; code: string; stops: { stopId: number; activity: string }[] };
    };
  }>(
    planner,
    `mutation ($input: CreateFleetTaskInput!) {
      createFleetTask(input: $input) { data { fleetTaskId code stops { stopId activity } } } }`,
    {
      input: {
        vehicleId: vehicle,
        driverId,
        departureTime: new Date().toISOString(),
        stops: [
          { deliveryOrderId: order.deliveryOrderId, activity: "PICKUP" },
          { deliveryOrderId: order.deliveryOrderId, activity: "DROP" },
        ],
      },
    },
  );
  const task = createFleetTask.data;
  await graphql(
    planner,
    `mutation { changeFleetTaskStatus(input: { fleetTaskId: ${task.fleetTaskId}, status: SCHEDULED }) { isSuccessful } }`,
  );
  return { order, task };
}

/** The company's WhatsApp outbox for the consignee's number, oldest first. */
async function outbox(planner: Page, phone: string) {
  const { whatsappMessages } = await graphql<{
    whatsappMessages: { data: { kind: string; body: string }[] };
  }>(
    planner,
    `query ($filter: WhatsAppMessagesFilter) { whatsappMessages(filter: $filter) { data { kind body } } }`,
    { filter: { search: phone.slice(1), pagination: { page: 1, show: 50 } } },
  );
  return [...whatsappMessages.data].reverse();
}

/** A driver's action through the app's API, as the phone's queue sends it. */
async function driverAction(driver: Page, name: string, input: string, values: Record<string, unknown>) {
  const answer = await graphql<Record<string, { isSuccessful: boolean; message: string }>>(
    driver,
    `mutation ($input: ${input}!) { ${name}(input: $input) { isSuccessful message } }`,
    { input: { actionId: randomUUID(), at: new Date().toISOString(), ...values } },
  );
  expect(answer[name]?.isSuccessful, answer[name]?.message).toBe(true);
}

test("the consignee gets a tracking link when the task starts, follows the vehicle on the phone and sees the proof of delivery", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const contexts: BrowserContext[] = [];
  const context = async (phone: boolean) => {
    const created = await browser.newContext(
      phone
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1440, height: 900 } },
    );
    await keepOnboardingClosed(created);
    contexts.push(created);
    return created.newPage();
  };
  try {
    const planner = await context(false);
    await signIn(planner, "admin");
    // a number of its own, so the outbox holds only this run's messages for it
    const consigneePhone = `+62813${String(Date.now()).slice(-8)}`;
    const { order, task } = await planTask(planner, `0${consigneePhone.slice(3)}`);
    await postOsmand(VEHICLE.device, { ...NEAR, speedKnots: 16 });
    expect(await outbox(planner, consigneePhone)).toEqual([]);

    // the driver starts the task on the phone: the consignee's WhatsApp message is queued
    const driver = await context(true);
    await signIn(driver, "driver");
    await driver.getByTestId("bottom-menu-item-driver-tasks").click();
    await driver.getByTestId("driver-task").filter({ hasText: task.code }).click();
    await driver.getByTestId("driver-start").click();
    await expect(driver.getByTestId("driver-task-status")).toHaveText("Berjalan");
    await expect
      .poll(async () => (await outbox(planner, consigneePhone)).map((m) => m.kind))
      .toEqual(["tracking-link"]);
    const [message] = await outbox(planner, consigneePhone);
    expect(message?.body).toContain(order.code);
    expect(message?.body).toContain(VEHICLE.plate);
    const link = new URL(message?.body.match(/https?:\/\/\S+/)?.[0] ?? "");

    // the consignee opens it on their phone, signed in nowhere
    const consignee = await context(true);
    await consignee.goto(`${link.pathname}${link.search}`);
    await expect(consignee.getByTestId("live-track-name")).toHaveText(`Pengiriman ${order.code}`);
    const delivery = consignee.getByTestId("live-track-delivery");
    await expect(delivery).toContainText(`Pesanan ${order.code}`);
    await expect(delivery).toContainText("Dalam perjalanan");
    await expect(consignee.getByTestId("live-track-destination")).toContainText(DESTINATION.address);
    const card = consignee.getByTestId("live-track-vehicle");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(VEHICLE.plate);
    await expect(card.getByTestId("live-track-eta")).toHaveText(
      /^± (\d+ menit|\d+ jam( \d+ menit)?) lagi · \d+,\d km$/,
    );
    await screenshot(consignee, "consignee-link-on-the-way-phone");
    // the vehicle drives on towards the shop: "hampir tiba", once
    await postOsmand(VEHICLE.device, {
      latitude: NEAR.latitude,
      longitude: NEAR.longitude + 0.001,
      speedKnots: 16,
    });
    await expect
      .poll(async () => (await outbox(planner, consigneePhone)).map((m) => m.kind))
      .toEqual(["tracking-link", "arrival-soon"]);

    // the driver picks the goods up, arrives ("Tiba": one notice) and hands in the proof of delivery
    const [pickup, drop] = task.stops;
    await driverAction(driver, "arriveAtStop", "ArriveAtStopInput", { stopId: pickup?.stopId });
    await driverAction(driver, "arriveAtStop", "ArriveAtStopInput", { stopId: drop?.stopId });
    await expect
      .poll(async () => (await outbox(planner, consigneePhone)).map((m) => m.kind))
      .toEqual(["tracking-link", "arrival-soon", "arrived"]);
    const upload = await driver.request.post("/api/driver/uploads", {
      headers: { "x-armada-client": "web", "content-type": "image/png" },
      data: PHOTO,
    });
    expect(upload.status()).toBe(200);
    const photoUrl = ((await upload.json()) as { data: { url: string } }).data.url;
    await driverAction(driver, "deliverStop", "DeliverStopInput", {
      stopId: drop?.stopId,
      photoUrl,
      receiverName: "Ratna Sari",
    });

    // the open page turns to the delivery by itself: status, receiver, time and the photo; no ETA any more
    await expect(delivery).toContainText("Terkirim");
    await expect(delivery.getByTestId("live-track-receiver")).toHaveText("Ratna Sari");
    const photo = delivery.getByTestId("live-track-pod-photo");
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(consignee.getByTestId("live-track-eta")).toHaveCount(0);
    await screenshot(consignee, "consignee-link-delivered-phone");
    // and the consignee is told once by WhatsApp who received it
    const sent = await outbox(planner, consigneePhone);
    expect(sent.map((m) => m.kind)).toEqual(["tracking-link", "arrival-soon", "arrived", "delivered"]);
    expect(sent.at(-1)?.body).toContain("telah diterima oleh Ratna Sari");
  } finally {
    for (const opened of contexts) await opened.close();
  }
});
