import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { users } from "../../auth/auth.tables.js";
import { vehicles } from "../../fleet/fleet.tables.js";
import { deliveryOrders, fleetTaskStops, fleetTasks } from "../deliveries.tables.js";
import { driverActions } from "../driverTasks.tables.js";

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const TASK = `fleetTaskId code status driverId stops { stopId activity visitStatus deliveryOrderId actualArrival }
  stopOutcomes { stopId outcome photoUrl signatureUrl receiverName notes failureReason happenedOn recordedByName }`;
const MY_TASKS = `query { myFleetTasks { isSuccessful errorName list { ${TASK} } podRequirements { photo signature receiverName } } }`;
const action = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { isSuccessful errorName message data { ${TASK} } } }`;
const START = action("startMyFleetTask", "DriverTaskActionInput");
const END = action("endMyFleetTask", "DriverTaskActionInput");
const ARRIVE = action("arriveAtStop", "ArriveAtStopInput");
const DELIVER = action("deliverStop", "DeliverStopInput");
const FAIL = action("failStop", "FailStopInput");
const PLANNER_TASK = `query ($id: Int!) { fleetTask(fleetTaskId: $id) { isSuccessful data { ${TASK} } } }`;

interface Task {
  fleetTaskId: number;
  status: string;
  driverId: number;
  stops: { stopId: number; activity: string; visitStatus: string; deliveryOrderId: number | null }[];
  stopOutcomes: {
    stopId: number;
    outcome: string;
    photoUrl: string | null;
    signatureUrl: string | null;
    receiverName: string | null;
    failureReason: string | null;
    recordedByName: string | null;
  }[];
}
type Answer = { isSuccessful: boolean; errorName: string | null; message: string; data: Task | null };

describe("the driver's app", () => {
  let t: TestApp;
  let driver: string;
  let otherDriver: string;
  let admin: string;
  let driverId: number;
  const dataDir = mkdtempSync(join(tmpdir(), "armada-pod-"));

  const act = async (query: string, input: Record<string, unknown>, cookie = driver) => {
    const result = await t.graphql<Record<string, Answer>>(cookie, query, {
      input: { actionId: randomUUID(), at: new Date().toISOString(), ...input },
    });
    const answer = Object.values(result.data ?? {})[0];
    if (!answer) throw new Error(JSON.stringify(result.errors));
    return answer;
  };
  const myTasks = async (cookie = driver) =>
    (
      await t.graphql<{
        myFleetTasks: {
          isSuccessful: boolean;
          list: Task[];
          podRequirements: { photo: boolean; signature: boolean; receiverName: boolean };
        };
      }>(cookie, MY_TASKS)
    ).data?.myFleetTasks;
  const upload = (
    cookie: string,
    bytes: Buffer,
    type = "application/octet-stream",
    url = "/api/driver/uploads",
  ) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { [CLIENT_HEADER]: "web", cookie, "content-type": type },
      payload: bytes,
    });
  const orderStatus = async (id: number | null) => {
    const [row] = await t.database.db
      .select({ status: deliveryOrders.status })
      .from(deliveryOrders)
      .where(eq(deliveryOrders.id, id ?? 0));
    return row?.status;
  };
  /** A task of the driver's made by the planner and scheduled: the driver may start it. */
  const scheduledTask = async (vehicleId: number | undefined, stops: Record<string, unknown>[]) => {
    const created = await t.graphql<{ createFleetTask: { data: { fleetTaskId: number } } }>(
      admin,
      `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { data { fleetTaskId } } }`,
      { input: { vehicleId, driverId, departureTime: new Date().toISOString(), stops } },
    );
    const fleetTaskId = created.data?.createFleetTask.data.fleetTaskId ?? 0;
    await t.graphql(
      admin,
      `mutation { changeFleetTaskStatus(input: { fleetTaskId: ${fleetTaskId}, status: SCHEDULED }) { isSuccessful } }`,
    );
    return fleetTaskId;
  };
  const runningTask = async () => {
    const task = (await myTasks())?.list.find((candidate) => candidate.status === "STARTED");
    if (!task) throw new Error("no running task");
    return task;
  };

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    [driver, otherDriver, admin] = await Promise.all([
      t.login("driver"),
      t.login("agus.setiawan"),
      t.login("admin"),
    ]);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "driver"));
    driverId = row?.id ?? 0;
  });
  afterAll(() => t.close());

  it("shows a driver only their own tasks of today, with the company's POD requirements", async () => {
    const mine = await myTasks();
    expect(mine?.isSuccessful).toBe(true);
    expect(mine?.podRequirements).toEqual({ photo: true, signature: false, receiverName: true });
    expect(mine?.list.length).toBeGreaterThan(0);
    for (const task of mine?.list ?? []) expect(task.driverId).toBe(driverId);
    const theirs = await myTasks(otherDriver);
    const mineIds = new Set(mine?.list.map((task) => task.fleetTaskId));
    for (const task of theirs?.list ?? []) expect(mineIds.has(task.fleetTaskId)).toBe(false);
  });

  it("lets no one else act on the driver's task: another driver and the planner get NotFound", async () => {
    const task = await runningTask();
    const drop = task.stops.find((stop) => stop.activity === "DROP");
    for (const cookie of [otherDriver, admin]) {
      expect(await act(ARRIVE, { stopId: drop?.stopId }, cookie)).toMatchObject({ errorName: "NotFound" });
      expect(await act(END, { fleetTaskId: task.fleetTaskId }, cookie)).toMatchObject({
        errorName: "NotFound",
      });
    }
    const planner = await t.loginAs(["tms:read", "tms:update"]);
    const refused = await t.graphql(planner, ARRIVE, {
      input: { actionId: randomUUID(), at: new Date().toISOString(), stopId: drop?.stopId },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await runningTask()).stops.find((stop) => stop.stopId === drop?.stopId)?.visitStatus).toBe(
      "TO_VISIT",
    );
  });

  it("stores only typed images from drivers", async () => {
    const stored = await upload(driver, PNG, "image/png");
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await upload(driver, Buffer.from("<svg onload=alert(1)>"))).statusCode).toBe(415);
    expect((await upload(driver, Buffer.from("\0\0\0\x20ftypisom"))).statusCode).toBe(415);
    expect((await upload(await t.loginAs(["tms:read"]), PNG)).statusCode).toBe(403);
  });

  it("serves a POD image only to its company's fleet task readers, and takes only the company's own POD uploads", async () => {
    const photoUrl = (await upload(driver, PNG, "image/png")).json().data.url as string;
    const fetch = (cookie: string) => t.app.inject({ method: "GET", url: photoUrl, headers: { cookie } });
    const planner = await fetch(admin);
    expect(planner.statusCode).toBe(200);
    expect(planner.rawPayload.equals(PNG)).toBe(true);
    expect(planner.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect((await fetch(await t.login("lain"))).statusCode).toBe(404);
    expect((await fetch(await t.loginAs(["tms_driver:read", "fleet-task-instant:read"]))).statusCode).toBe(
      403,
    );
    expect((await fetch(await t.loginAs(["tms:read"]))).statusCode).toBe(200);

    const task = await runningTask();
    const drop = task.stops.find((stop) => stop.activity === "DROP" && stop.visitStatus === "TO_VISIT");
    if (!drop) throw new Error("no drop");
    const lainsPhoto = (await upload(await t.loginAs(["tms_driver:update"], "PT Lain"), PNG)).json().data
      .url as string;
    const receiptUrl = (await upload(admin, PNG, "image/png", "/api/costs/uploads")).json().data
      .url as string;
    for (const pod of [{ photoUrl: lainsPhoto }, { photoUrl, signatureUrl: receiptUrl }])
      expect(await act(DELIVER, { stopId: drop.stopId, receiverName: "Sari", ...pod })).toMatchObject({
        isSuccessful: false,
        errorName: "ValidationError",
      });
    expect((await runningTask()).stopOutcomes.filter((outcome) => outcome.stopId === drop.stopId)).toEqual(
      [],
    );
  });

  it("asks for the required POD, delivers the drop once however often it is replayed, and the order is Terkirim", async () => {
    const task = await runningTask();
    const drop = task.stops.find((stop) => stop.activity === "DROP" && stop.visitStatus === "TO_VISIT");
    if (!drop) throw new Error("no drop");
    const photoUrl = (await upload(driver, PNG)).json().data.url as string;
    const incomplete = await act(DELIVER, { stopId: drop.stopId, receiverName: "Sari" });
    expect(incomplete).toMatchObject({ isSuccessful: false, errorName: "PodIncomplete" });
    expect(incomplete.message).toContain("foto surat jalan");

    const arrived = await act(ARRIVE, { stopId: drop.stopId });
    expect(arrived.data?.stops.find((stop) => stop.stopId === drop.stopId)?.visitStatus).toBe("VISITED");
    const pod = {
      actionId: randomUUID(),
      at: "2026-11-29T01:00:00.000Z",
      stopId: drop.stopId,
      photoUrl,
      signatureUrl: photoUrl,
      receiverName: "Sari",
      notes: "Diterima lengkap",
    };
    const first = await act(DELIVER, pod);
    const replay = await act(DELIVER, pod);
    expect(first).toMatchObject({ isSuccessful: true });
    expect(replay).toMatchObject({ isSuccessful: true });
    expect(replay.data?.stopOutcomes.filter((outcome) => outcome.stopId === drop.stopId)).toEqual([
      expect.objectContaining({
        outcome: "DELIVERED",
        photoUrl,
        receiverName: "Sari",
        recordedByName: "Budi Santoso",
      }),
    ]);
    const [claimed] = await t.database.db
      .select({ n: count() })
      .from(driverActions)
      .where(eq(driverActions.actionId, pod.actionId));
    expect(claimed?.n).toBe(1);
    expect(await orderStatus(drop.deliveryOrderId)).toBe("DELIVERED");
    // a second POD with a new action id is refused: the drop is done
    expect(await act(DELIVER, { ...pod, actionId: randomUUID() })).toMatchObject({
      errorName: "StopAlreadyDone",
    });

    // the planner sees the POD on the task's page
    const planner = await t.graphql<{ fleetTask: { data: Task } }>(admin, PLANNER_TASK, {
      id: task.fleetTaskId,
    });
    expect(planner.data?.fleetTask.data.stopOutcomes).toEqual([
      expect.objectContaining({
        stopId: drop.stopId,
        outcome: "DELIVERED",
        photoUrl,
        signatureUrl: photoUrl,
      }),
    ]);
  });

  it("fails a stop with a reason from the list (other needs a note), the order is Gagal, then ends the task", async () => {
    const task = await runningTask();
    const drop = task.stops.find((stop) => stop.activity === "DROP" && stop.visitStatus === "TO_VISIT");
    if (!drop) throw new Error("no second drop");
    expect(await act(END, { fleetTaskId: task.fleetTaskId })).toMatchObject({
      errorName: "FleetTaskStopsOpen",
    });
    expect(await act(FAIL, { stopId: drop.stopId, reason: "OTHER" })).toMatchObject({
      errorName: "ValidationError",
    });
    const failed = await act(FAIL, {
      stopId: drop.stopId,
      reason: "STORE_CLOSED",
      note: "Tutup sampai Senin",
    });
    expect(failed.isSuccessful).toBe(true);
    expect(failed.data?.stops.find((stop) => stop.stopId === drop.stopId)?.visitStatus).toBe("FAILED");
    expect(failed.data?.stopOutcomes).toContainEqual(
      expect.objectContaining({ stopId: drop.stopId, outcome: "FAILED", failureReason: "STORE_CLOSED" }),
    );
    expect(await orderStatus(drop.deliveryOrderId)).toBe("FAILED");
    const ended = await act(END, { fleetTaskId: task.fleetTaskId });
    expect(ended).toMatchObject({ isSuccessful: true, data: { status: "ENDED" } });
    expect(await act(ARRIVE, { stopId: drop.stopId })).toMatchObject({ errorName: "FleetTaskNotRunning" });
  });

  it("starts a scheduled task (its orders Dijalankan), the pickup makes the order Diambil, under the company's POD setting", async () => {
    const [order] = await t.database.db
      .select({ id: deliveryOrders.id, companyId: deliveryOrders.companyId })
      .from(deliveryOrders)
      .where(eq(deliveryOrders.status, "CONFIRMED"))
      .limit(1);
    const [vehicle] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.companyId, order?.companyId ?? 0))
      .limit(1);
    const fleetTaskId = await scheduledTask(vehicle?.id, [
      { deliveryOrderId: order?.id, activity: "PICKUP" },
      { deliveryOrderId: order?.id, activity: "DROP" },
    ]);
    expect((await myTasks())?.list.map((task) => task.fleetTaskId)).toContain(fleetTaskId);

    const start = { fleetTaskId, actionId: randomUUID(), at: new Date().toISOString() };
    expect(await act(START, start)).toMatchObject({ isSuccessful: true, data: { status: "STARTED" } });
    expect(await act(START, start)).toMatchObject({ isSuccessful: true, data: { status: "STARTED" } });
    expect(await orderStatus(order?.id ?? 0)).toBe("IN_PROGRESS");
    const [pickup, drop] = (await runningTask()).stops.filter((stop) => stop.deliveryOrderId === order?.id);
    await act(ARRIVE, { stopId: pickup?.stopId });
    expect(await orderStatus(order?.id ?? 0)).toBe("PICKED_UP");

    const settings = await t.graphql<{ updatePodRequirements: { isSuccessful: boolean } }>(
      admin,
      `mutation { updatePodRequirements(input: { photo: false, signature: true, receiverName: false }) { isSuccessful } }`,
    );
    expect(settings.data?.updatePodRequirements.isSuccessful).toBe(true);
    expect((await myTasks())?.podRequirements).toEqual({
      photo: false,
      signature: true,
      receiverName: false,
    });
    expect(await act(DELIVER, { stopId: drop?.stopId })).toMatchObject({ errorName: "PodIncomplete" });
    const signatureUrl = (await upload(driver, PNG)).json().data.url as string;
    expect(await act(DELIVER, { stopId: drop?.stopId, signatureUrl })).toMatchObject({ isSuccessful: true });
    expect(await orderStatus(order?.id ?? 0)).toBe("DELIVERED");
    const [stored] = await t.database.db
      .select({ status: fleetTasks.status })
      .from(fleetTasks)
      .where(and(eq(fleetTasks.id, fleetTaskId)));
    expect(stored?.status).toBe("STARTED");
    const stops = await t.database.db
      .select({ visitStatus: fleetTaskStops.visitStatus })
      .from(fleetTaskStops)
      .where(eq(fleetTaskStops.fleetTaskId, fleetTaskId));
    expect(stops.map((stop) => stop.visitStatus)).toEqual(["VISITED", "VISITED"]);
  });

  it("an instant task's POD images are read with the instant task's key too, once they prove its drop", async () => {
    const [vehicle] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .innerJoin(users, eq(users.companyId, vehicles.companyId))
      .where(eq(users.id, driverId))
      .orderBy(vehicles.id)
      .offset(1)
      .limit(1);
    const fleetTaskId = await scheduledTask(vehicle?.id, [
      { activity: "DROP", address: { address: "Kuningan", lat: -6.23, lng: 106.83 } },
    ]);
    const started = await act(START, { fleetTaskId });
    expect(started).toMatchObject({ isSuccessful: true, data: { status: "STARTED" } });
    const drop = started.data?.stops[0];

    const signatureUrl = (await upload(driver, PNG)).json().data.url as string;
    const instantReader = await t.loginAs(["fleet-task-instant:read"]);
    const fetch = (cookie: string) => t.app.inject({ method: "GET", url: signatureUrl, headers: { cookie } });
    expect((await fetch(instantReader)).statusCode).toBe(403);
    const pod = { stopId: drop?.stopId, photoUrl: signatureUrl, signatureUrl, receiverName: "Rina" };
    expect(await act(DELIVER, pod)).toMatchObject({ isSuccessful: true, errorName: null });
    expect((await fetch(instantReader)).statusCode).toBe(200);
    expect((await fetch(admin)).statusCode).toBe(200);
  });
});
