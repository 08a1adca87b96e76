import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const CREATE_VEHICLE = `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { data { id } } }`;
const UPDATE_VEHICLE = `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { isSuccessful } }`;
const DELETE_VEHICLE = `mutation ($input: DeleteVehicleInput!) { deleteVehicle(input: $input) { isSuccessful } }`;
const VEHICLE = `query ($filter: VehicleFilter!) { vehicle(filter: $filter) { data { imei cameraImei } } }`;
const CREATE_DEVICE = `mutation ($input: CreateDeviceInput!) { createDevice(input: $input) {
  isSuccessful errorName message data { id imei status slot vehicle { id } } } }`;
const UPDATE_DEVICE = `mutation ($input: UpdateDeviceInput!) { updateDevice(input: $input) {
  isSuccessful errorName data { id status } } }`;
const MOVE = `mutation ($input: MoveDeviceInput!) { moveDevice(input: $input) {
  isSuccessful errorName message data { id slot vehicle { id licensePlate } } } }`;
const MOVES = `query ($filter: DeviceMovesFilter!) { deviceMoves(filter: $filter) {
  isSuccessful errorName data { deviceId fromVehicleId fromLicensePlate toVehicleId toLicensePlate movedAt
  movedBy { fullname } } pagination { total } } }`;
const AUDIT = `query ($filter: VehicleAuditLogsFilter!) { vehicleAuditLogs(filter: $filter) {
  data { detail oldData newData } } }`;

interface Result<T> {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  data: T;
}
interface Move {
  deviceId: number;
  fromVehicleId: number | null;
  fromLicensePlate: string | null;
  toVehicleId: number | null;
  toLicensePlate: string | null;
  movedAt: string;
  movedBy: { fullname: string } | null;
}
type MovedDevice = { id: number; slot: string | null; vehicle: { id: number; licensePlate: string } | null };

describe("moving a device between vehicles", () => {
  let t: TestApp;
  let admin: string;
  const vehicleIds: number[] = [];
  let deviceId = 0;

  const move = async (cookie: string, input: Record<string, unknown>) =>
    (await t.graphql<{ moveDevice: Result<MovedDevice | null> }>(cookie, MOVE, { input })).data?.moveDevice;
  const moves = async (cookie: string, id: number) =>
    (
      await t.graphql<{ deviceMoves: Result<Move[] | null> & { pagination: { total: number } | null } }>(
        cookie,
        MOVES,
        { filter: { deviceId: id } },
      )
    ).data?.deviceMoves;
  const vehicleImei = async (id: number) =>
    (await t.graphql<{ vehicle: { data: { imei: string | null } } }>(admin, VEHICLE, { filter: { id } })).data
      ?.vehicle.data.imei;
  const createDevice = async (imei: string) => {
    const result = await t.graphql<{ createDevice: Result<{ id: number }> }>(admin, CREATE_DEVICE, {
      input: { imei, vendorType: "gt06" },
    });
    return result.data?.createDevice.data.id ?? 0;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    for (const licensePlate of ["B 1001 MVA", "B 1002 MVB"]) {
      const created = await t.graphql<{ createVehicle: { data: { id: number } } }>(admin, CREATE_VEHICLE, {
        input: { licensePlate },
      });
      vehicleIds.push(created.data?.createVehicle.data.id ?? 0);
    }
    deviceId = await createDevice("864717001000001");
  });
  afterAll(() => t.close());

  it("fits a spare device to a vehicle, then moves it to another, keeping the history", async () => {
    const [first = 0, second = 0] = vehicleIds;
    expect(await move(admin, { id: deviceId, vehicleId: first })).toMatchObject({
      isSuccessful: true,
      data: { slot: "tracker", vehicle: { id: first, licensePlate: "B 1001 MVA" } },
    });
    expect(await vehicleImei(first)).toBe("864717001000001");

    expect((await move(admin, { id: deviceId, vehicleId: second }))?.data?.vehicle?.licensePlate).toBe(
      "B 1002 MVB",
    );
    expect(await vehicleImei(first)).toBeNull();
    expect(await vehicleImei(second)).toBe("864717001000001");

    const history = await moves(admin, deviceId);
    expect(history?.pagination?.total).toBe(2);
    expect(history?.data).toMatchObject([
      {
        deviceId,
        fromVehicleId: first,
        fromLicensePlate: "B 1001 MVA",
        toVehicleId: second,
        toLicensePlate: "B 1002 MVB",
        movedBy: { fullname: expect.any(String) },
      },
      { fromVehicleId: null, fromLicensePlate: null, toVehicleId: first, toLicensePlate: "B 1001 MVA" },
    ]);
    const audit = await t.graphql<{ vehicleAuditLogs: { data: { detail: string; newData: unknown }[] } }>(
      admin,
      AUDIT,
      { filter: { vehicleId: first } },
    );
    expect(audit.data?.vehicleAuditLogs.data[0]?.newData).toEqual({ imei: null });
  });

  it("makes the device a spare with a null vehicle, and moving it where it is records nothing", async () => {
    const spare = await createDevice("864717001000002");
    await move(admin, { id: spare, vehicleId: vehicleIds[0] });
    expect((await move(admin, { id: spare, vehicleId: vehicleIds[0] }))?.isSuccessful).toBe(true);
    expect((await move(admin, { id: spare, vehicleId: null }))?.data?.vehicle).toBeNull();
    expect((await moves(admin, spare))?.data?.map((row) => row.toLicensePlate)).toEqual([null, "B 1001 MVA"]);
  });

  it("refuses a vehicle whose slot holds another device, naming its plate", async () => {
    const other = await createDevice("864717001000003");
    const refused = await move(admin, { id: other, vehicleId: vehicleIds[1] });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "VehicleDeviceSlotTaken" });
    expect(refused?.message).toContain("B 1002 MVB");
    expect((await moves(admin, other))?.pagination?.total).toBe(0);
  });

  it("refuses an unknown vehicle and another company's device or history", async () => {
    const unknown = await move(admin, { id: deviceId, vehicleId: 999_999 });
    expect(unknown).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(JSON.stringify(unknown)).not.toContain("999999");

    const lain = await t.login("lain");
    expect(await move(lain, { id: deviceId, vehicleId: null })).toMatchObject({ errorName: "NotFound" });
    expect((await moves(lain, deviceId))?.data).toEqual([]);
    expect(await vehicleImei(vehicleIds[1] ?? 0)).toBe("864717001000001");
  });

  it("does not fit a deactivated device to a vehicle", async () => {
    const inactive = await createDevice("864717001000004");
    await t.graphql(admin, UPDATE_DEVICE, { input: { id: inactive, status: "inactive" } });
    expect(await move(admin, { id: inactive, vehicleId: vehicleIds[0] })).toMatchObject({
      isSuccessful: false,
      errorName: "DeviceInactive",
      message: "Perangkat nonaktif tidak dapat dipasang ke kendaraan. Aktifkan perangkat terlebih dahulu.",
    });
  });

  it("needs the device update key", async () => {
    const driver = await t.login("driver");
    const refused = await t.graphql(driver, MOVE, { input: { id: deviceId, vehicleId: null } });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.graphql(driver, MOVES, { filter: { deviceId } })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
  });

  it("records what the vehicle form and a vehicle's deletion do to its devices", async () => {
    const spare = await createDevice("864717001000005");
    const created = await t.graphql<{ createVehicle: { data: { id: number } } }>(admin, CREATE_VEHICLE, {
      input: { licensePlate: "B 1003 MVC" },
    });
    const vehicleId = created.data?.createVehicle.data.id ?? 0;
    await t.graphql(admin, UPDATE_VEHICLE, { input: { id: vehicleId, imei: "864717001000005" } });
    await t.graphql(admin, UPDATE_VEHICLE, { input: { id: vehicleId, imei: "" } });
    await t.graphql(admin, UPDATE_VEHICLE, { input: { id: vehicleId, imei: "864717001000005" } });
    await t.graphql(admin, DELETE_VEHICLE, { input: { id: vehicleId } });
    const history = await moves(admin, spare);
    expect(history?.data?.map((row) => [row.fromLicensePlate, row.toLicensePlate])).toEqual([
      ["B 1003 MVC", null],
      [null, "B 1003 MVC"],
      ["B 1003 MVC", null],
      [null, "B 1003 MVC"],
    ]);
    // the deleted vehicle's id is gone from the history; its plate stays
    expect(history?.data?.[0]?.fromVehicleId).toBeNull();
  });
});
