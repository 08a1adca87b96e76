import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { users } from "../../auth/auth.tables.js";
import { vehicleLatestStatus } from "../../fleet/fleet.tables.js";
import { positions } from "../../positions/index.js";

const REPORT = `mutation ($input: ReportMyPositionsInput!) {
  reportMyPositions(input: $input) { isSuccessful errorName message accepted refused { index reason } }
}`;
const VEHICLE = `vehicleId: id licensePlate phoneTracking`;

interface Report {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  accepted: number | null;
  refused: { index: number; reason: string }[] | null;
}

describe("the driver's phone as the vehicle's tracker", () => {
  let t: TestApp;
  let driver: string;
  let admin: string;
  let driverId: number;
  let vehicleId: number;
  let fleetTaskId: number;

  const fix = (minutesAgo: number, latitude = -6.2, longitude = 106.8) => ({
    time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    latitude,
    longitude,
    accuracy: 8,
    speedKmh: 32,
    course: 90,
  });
  const report = async (input: { fleetTaskId: number; positions: unknown[] }, cookie = driver) => {
    const result = await t.graphql<{ reportMyPositions: Report }>(cookie, REPORT, { input });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.reportMyPositions;
  };
  const latest = async (id = vehicleId) => {
    const [row] = await t.database.db
      .select({
        latitude: vehicleLatestStatus.latitude,
        longitude: vehicleLatestStatus.longitude,
        fixTime: vehicleLatestStatus.fixTime,
      })
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, id));
    return row ?? null;
  };
  const driverAction = (name: string, id: number) =>
    t.graphql<Record<string, { isSuccessful: boolean; errorName: string | null }>>(
      driver,
      `mutation ($input: DriverTaskActionInput!) { ${name}(input: $input) { isSuccessful errorName } }`,
      { input: { actionId: randomUUID(), at: new Date().toISOString(), fleetTaskId: id } },
    );
  /** The driver's task on the vehicle, scheduled by the planner and started by the driver. */
  const startedTask = async (vehicle: number) => {
    const created = await t.graphql<{ createFleetTask: { data: { fleetTaskId: number } } }>(
      admin,
      `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { data { fleetTaskId } } }`,
      {
        input: {
          vehicleId: vehicle,
          driverId,
          departureTime: new Date().toISOString(),
          stops: [{ activity: "DROP", address: { address: "Kuningan", lat: -6.23, lng: 106.83 } }],
        },
      },
    );
    const id = created.data?.createFleetTask.data.fleetTaskId ?? 0;
    await t.graphql(
      admin,
      `mutation { changeFleetTaskStatus(input: { fleetTaskId: ${id}, status: SCHEDULED }) { isSuccessful } }`,
    );
    expect((await driverAction("startMyFleetTask", id)).data?.startMyFleetTask?.isSuccessful).toBe(true);
    return id;
  };
  const createVehicle = async (licensePlate: string, phoneTracking: boolean) => {
    const created = await t.graphql<{
      createVehicle: { data: { vehicleId: number; licensePlate: string; phoneTracking: boolean } };
    }>(
      admin,
      `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { data { ${VEHICLE} } } }`,
      { input: { licensePlate, phoneTracking } },
    );
    const vehicle = created.data?.createVehicle.data;
    if (!vehicle) throw new Error(JSON.stringify(created.errors));
    expect(vehicle.phoneTracking).toBe(phoneTracking);
    return vehicle.vehicleId;
  };

  beforeAll(async () => {
    t = await startTestApp();
    [driver, admin] = await Promise.all([t.login("driver"), t.login("admin")]);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "driver"));
    driverId = row?.id ?? 0;
    vehicleId = await createVehicle("B 1234 XY", true);
    fleetTaskId = await startedTask(vehicleId);
  });
  afterAll(() => t.close());

  it("stores the running task's positions as the vehicle's, its latest one the vehicle's position", async () => {
    const sent = [fix(3), fix(2, -6.201, 106.801), fix(1, -6.202, 106.802)];
    expect(await report({ fleetTaskId, positions: sent })).toMatchObject({
      isSuccessful: true,
      accepted: 3,
      refused: [],
    });
    expect(await latest()).toMatchObject({ latitude: -6.202, longitude: 106.802 });
    const stored = await t.database.db
      .select({ protocol: positions.protocol, deviceId: positions.deviceId, accuracy: positions.accuracy })
      .from(positions)
      .where(eq(positions.vehicleId, vehicleId));
    expect(stored).toHaveLength(3);
    for (const row of stored) expect(row).toEqual({ protocol: "phone", deviceId: null, accuracy: 8 });
    const task = await t.graphql<{
      myFleetTasks: { list: { fleetTaskId: number; phoneTracking: boolean }[] };
    }>(driver, `query { myFleetTasks { list { fleetTaskId phoneTracking } } }`);
    expect(task.data?.myFleetTasks.list.find((one) => one.fleetTaskId === fleetTaskId)?.phoneTracking).toBe(
      true,
    );
  });

  it("stores a report's good positions and answers each bad one with its place and reason", async () => {
    const answer = await report({
      fleetTaskId,
      positions: [
        { ...fix(0.5), latitude: 91 },
        fix(0.4, -6.21, 106.81),
        { ...fix(0), time: new Date(Date.now() + 3_600_000).toISOString() },
        { ...fix(0), time: new Date(Date.now() - 8 * 86_400_000).toISOString() },
        { ...fix(0), accuracy: undefined },
        "not a position",
      ],
    });
    expect(answer).toMatchObject({
      isSuccessful: true,
      accepted: 1,
      refused: [
        { index: 0, reason: "invalid" },
        { index: 2, reason: "futureTime" },
        { index: 3, reason: "tooOld" },
        { index: 4, reason: "invalid" },
        { index: 5, reason: "invalid" },
      ],
    });
    expect(await latest()).toMatchObject({ latitude: -6.21, longitude: 106.81 });
  });

  it("refuses a report as a whole when it is empty or too long", async () => {
    for (const sent of [[], Array.from({ length: 101 }, (_, index) => fix(index / 100))])
      expect(await report({ fleetTaskId, positions: sent })).toMatchObject({
        isSuccessful: false,
        errorName: "ValidationError",
      });
  });

  it("refuses positions from another driver, another company, and without the driver's key", async () => {
    const before = await latest();
    const positionsSent = [fix(0.1, -6.3, 106.9)];
    const lain = await t.loginAs(["tms_driver:update"], "PT Lain");
    for (const cookie of [await t.login("agus.setiawan"), lain])
      expect(await report({ fleetTaskId, positions: positionsSent }, cookie)).toMatchObject({
        isSuccessful: false,
        errorName: "NotFound",
      });
    const reader = await t.loginAs(["tms:read"]);
    const refused = await t.graphql(reader, REPORT, { input: { fleetTaskId, positions: positionsSent } });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await latest()).toEqual(before);
  });

  it("refuses positions for a vehicle that does not take them from the phone", async () => {
    const tracked = await createVehicle("B 5678 XY", false);
    const taskId = await startedTask(tracked);
    const answer = await report({ fleetTaskId: taskId, positions: [fix(0)] });
    expect(answer).toMatchObject({ isSuccessful: false, errorName: "PhoneTrackingOff" });
    expect(answer.message).toContain("B 5678 XY");
    expect(await latest(tracked)).toBeNull();
  });

  it("refuses positions once the task has ended", async () => {
    const taskId = await startedTask(vehicleId);
    const ended = await t.graphql<{ changeFleetTaskStatus: { isSuccessful: boolean } }>(
      admin,
      `mutation { changeFleetTaskStatus(input: { fleetTaskId: ${taskId}, status: ENDED }) { isSuccessful } }`,
    );
    expect(ended.data?.changeFleetTaskStatus.isSuccessful).toBe(true);
    const before = await latest();
    expect(await report({ fleetTaskId: taskId, positions: [fix(0, -6.4, 107)] })).toMatchObject({
      isSuccessful: false,
      errorName: "FleetTaskNotRunning",
    });
    expect(await latest()).toEqual(before);
  });
});
