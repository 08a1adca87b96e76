import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_DASHCAM_ID,
  DEMO_DUAL_DASHCAM_ID,
  DEMO_GT06_IMEIS,
  DEMO_VEHICLES,
  OTHER_COMPANY_IMEIS,
} from "../../seed/demoFleet.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { devices } from "./fleet.tables.js";
import { IMEI_REFUSALS } from "./imeiRefusals.js";

const DEVICES = `query ($filter: DevicesFilter) { devices(filter: $filter) {
  isSuccessful errorName data { id companyId imei identifier phoneNo deviceCode deviceName vendorType status activeOn
  createdOn vehicle { id licensePlate } } pagination { total page show } } }`;
const CREATE = `mutation ($input: CreateDeviceInput!) { createDevice(input: $input) {
  isSuccessful errorName message status data { id imei vendorType phoneNo status activeOn vehicle { id } } } }`;
const UPDATE = `mutation ($input: UpdateDeviceInput!) { updateDevice(input: $input) {
  isSuccessful errorName message data { id imei vendorType deviceName phoneNo status vehicle { licensePlate } } } }`;
const DELETE = `mutation ($input: DeleteDeviceInput!) { deleteDevice(input: $input) {
  isSuccessful errorName message data { id imei } } }`;
const AUDIT = `query ($filter: VehicleAuditLogsFilter!) { vehicleAuditLogs(filter: $filter) {
  data { detail oldData newData } } }`;

interface Envelope<T> {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  status: number;
  data: T;
}
interface Device {
  id: number;
  imei: string;
  vendorType: string;
  phoneNo: string | null;
  status: string;
  activeOn: string | null;
  vehicle: { id: number; licensePlate: string } | null;
}
type List<T> = Envelope<T[]> & { pagination: { total: number; page: number; show: number } };

/** The demo company's devices: each vehicle's tracker or only device, and the dashcams beside a tracker. */
const DEMO_DEVICE_COUNT = DEMO_VEHICLES.filter((vehicle) => vehicle.company === "PT Armada Demo").reduce(
  (total, vehicle) => total + (vehicle.imei ? 1 : 0) + (vehicle.camera ? 1 : 0),
  0,
);

describe("device calls", () => {
  let t: TestApp;
  let admin: string;
  const list = async (filter: Record<string, unknown> = {}) =>
    (await t.graphql<{ devices: List<Device> }>(admin, DEVICES, { filter })).data?.devices;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  it("lists the company's devices by IMEI with their vehicles", async () => {
    const page = await list({ pagination: { page: 1, show: 20 } });
    expect(page?.pagination).toEqual({ total: DEMO_DEVICE_COUNT, page: 1, show: 20 });
    expect(page?.data[0]).toMatchObject({
      imei: DEMO_DASHCAM_ID,
      vendorType: "bsj",
      vehicle: { licensePlate: "B 9468 NYT" },
    });
    // the dashcam beside vehicle 26's tracker is that vehicle's device too
    expect(page?.data[1]).toMatchObject({
      imei: DEMO_DUAL_DASHCAM_ID,
      vendorType: "bsj",
      vehicle: { licensePlate: "B 9579 DCM" },
    });
    expect(page?.data.find((device) => device.imei === DEMO_GT06_IMEIS[0])).toMatchObject({
      imei: DEMO_GT06_IMEIS[0],
      vendorType: "gt06",
      vehicle: { licensePlate: "B 9104 KXA" },
    });
    expect(page?.data.some((device) => OTHER_COMPANY_IMEIS.includes(device.imei))).toBe(false);
    expect((await list({ vendorType: "osmand" }))?.pagination.total).toBe(9);
    expect((await list({ search: "armada-demo-2" }))?.data.map((device) => device.imei)).toEqual([
      "armada-demo-20",
      "armada-demo-21",
      "armada-demo-22",
      "armada-demo-23",
      "armada-demo-24",
    ]);
    expect((await list({ isAttached: false }))?.data).toEqual([]);
  });

  it("creates a spare device; refuses an IMEI known anywhere in the system", async () => {
    const created = await t.graphql<{ createDevice: Envelope<Device> }>(admin, CREATE, {
      input: { imei: "864717000000601", vendorType: "gt06", phoneNo: "0812 9999 0601" },
    });
    expect(created.data?.createDevice).toMatchObject({
      isSuccessful: true,
      data: { imei: "864717000000601", phoneNo: "+6281299990601", status: "active", vehicle: null },
    });
    expect(created.data?.createDevice.data.activeOn).toEqual(expect.any(String));
    const dated = await t.graphql<{ createDevice: Envelope<Device> }>(admin, CREATE, {
      input: { imei: "phone-dated", vendorType: "osmand", activeOn: "2025-01-01T07:00:00+07:00" },
    });
    expect(dated.data?.createDevice.data.activeOn).toBe("2025-01-01T00:00:00.000Z");
    await t.graphql(admin, DELETE, { input: { id: dated.data?.createDevice.data.id } });
    expect((await list({ isAttached: false }))?.data.map((device) => device.imei)).toEqual([
      "864717000000601",
    ]);

    const before = await t.database.db.select({ total: count() }).from(devices);
    for (const imei of ["864717000000601", DEMO_GT06_IMEIS[2], OTHER_COMPANY_IMEIS[1]]) {
      const duplicate = await t.graphql<{ createDevice: Envelope<null> }>(admin, CREATE, {
        input: { imei, vendorType: "gt06" },
      });
      expect(duplicate.data?.createDevice).toMatchObject({
        isSuccessful: false,
        errorName: "ImeiAlreadyExists",
        status: 409,
        message: "IMEI sudah terdaftar di sistem.",
      });
    }
    expect(await t.database.db.select({ total: count() }).from(devices)).toEqual(before);
  });

  it('stores the GT06 model setting, clears it with "", refuses a model it does not know', async () => {
    const MODEL = `mutation ($input: CreateDeviceInput!) { createDevice(input: $input) {
      isSuccessful message data { id model } } }`;
    const created = await t.graphql<{ createDevice: Envelope<{ id: number; model: string | null }> }>(
      admin,
      MODEL,
      { input: { imei: "864717000000602", vendorType: "gt06", model: "lw4g" } },
    );
    expect(created.data?.createDevice).toMatchObject({ isSuccessful: true, data: { model: "lw4g" } });
    const id = created.data?.createDevice.data.id;
    await t.graphql(admin, UPDATE, { input: { id, model: "" } });
    const [row] = await t.database.db.select().from(devices).where(eq(devices.imei, "864717000000602"));
    expect(row?.model).toBeNull();
    const unknown = await t.graphql<{ createDevice: Envelope<null> }>(admin, MODEL, {
      input: { imei: "864717000000603", vendorType: "gt06", model: "nokia" },
    });
    expect(unknown.data?.createDevice).toMatchObject({ isSuccessful: false });
    expect(unknown.data?.createDevice.message).toContain("Model harus salah satu dari: standard");
    await t.graphql(admin, DELETE, { input: { id } });
  });

  it("keeps a device strict by default and stores the lenient framing setting", async () => {
    const LENIENT = `mutation ($input: CreateDeviceInput!) { createDevice(input: $input) {
      isSuccessful data { id lenientFraming } } }`;
    const created = await t.graphql<{ createDevice: Envelope<{ id: number; lenientFraming: boolean }> }>(
      admin,
      LENIENT,
      { input: { imei: "864717000000604", vendorType: "gt06" } },
    );
    expect(created.data?.createDevice.data).toMatchObject({ lenientFraming: false });
    const id = created.data?.createDevice.data.id;
    await t.graphql(admin, UPDATE, { input: { id, lenientFraming: true } });
    const [row] = await t.database.db.select().from(devices).where(eq(devices.imei, "864717000000604"));
    expect(row?.lenientFraming).toBe(true);
    await t.graphql(admin, DELETE, { input: { id } });
  });

  it("validates the IMEI for the vendor, the vendor type and the SIM number", async () => {
    const short = await t.graphql<{ createDevice: Envelope<null> }>(admin, CREATE, {
      input: { imei: "8647170", vendorType: "gt06" },
    });
    expect(short.data?.createDevice.message).toContain("IMEI tidak valid untuk jenis perangkat ini");
    const vendor = await t.graphql<{ createDevice: Envelope<null> }>(admin, CREATE, {
      input: { imei: "abc", vendorType: "nokia" },
    });
    expect(vendor.data?.createDevice.message).toContain("Jenis perangkat harus salah satu dari");
    const phone = await t.graphql<{ createDevice: Envelope<null> }>(admin, CREATE, {
      input: { imei: "abc", vendorType: "osmand", phoneNo: "123" },
    });
    expect(phone.data?.createDevice.message).toContain("No. telepon tidak valid");
  });

  it("updates a device; a new IMEI of a fitted device is audited on its vehicle", async () => {
    const fitted = (await list({ search: DEMO_GT06_IMEIS[5] }))?.data[0];
    if (!fitted?.vehicle) throw new Error("demo device missing");
    const taken = await t.graphql<{ updateDevice: Envelope<null> }>(admin, UPDATE, {
      input: { id: fitted.id, imei: OTHER_COMPANY_IMEIS[2] },
    });
    expect(taken.data?.updateDevice.errorName).toBe("ImeiAlreadyExists");
    const wrongVendor = await t.graphql<{ updateDevice: Envelope<null> }>(admin, UPDATE, {
      input: { id: fitted.id, imei: "not-a-gt06-imei" },
    });
    expect(wrongVendor.data?.updateDevice.errorName).toBe("ValidationError");

    const updated = await t.graphql<{ updateDevice: Envelope<Device> }>(admin, UPDATE, {
      input: {
        id: fitted.id,
        imei: "864717000000606",
        deviceName: "Concox GT06E",
        phoneNo: "",
        status: "inactive",
      },
    });
    expect(updated.data?.updateDevice).toMatchObject({
      isSuccessful: true,
      data: { imei: "864717000000606", deviceName: "Concox GT06E", phoneNo: null, status: "inactive" },
    });
    const audit = await t.graphql<{
      vehicleAuditLogs: { data: { detail: string; oldData: unknown; newData: unknown }[] };
    }>(admin, AUDIT, { filter: { vehicleId: fitted.vehicle.id } });
    expect(audit.data?.vehicleAuditLogs.data[0]).toEqual({
      detail: `Kendaraan ${fitted.vehicle.licensePlate} diubah: IMEI`,
      oldData: { imei: DEMO_GT06_IMEIS[5] },
      newData: { imei: "864717000000606" },
    });
  });

  it("deletes a spare device but not one fitted to a vehicle", async () => {
    const fitted = (await list({ search: DEMO_GT06_IMEIS[7] }))?.data[0];
    const refused = await t.graphql<{ deleteDevice: Envelope<null> }>(admin, DELETE, {
      input: { id: fitted?.id },
    });
    expect(refused.data?.deleteDevice).toMatchObject({
      isSuccessful: false,
      errorName: "DeviceInUse",
      message: `Perangkat masih terpasang pada kendaraan ${fitted?.vehicle?.licensePlate}. Lepaskan dari kendaraan terlebih dahulu.`,
    });
    const spare = (await list({ isAttached: false }))?.data[0];
    const removed = await t.graphql<{ deleteDevice: Envelope<{ imei: string }> }>(admin, DELETE, {
      input: { id: spare?.id },
    });
    expect(removed.data?.deleteDevice).toMatchObject({
      isSuccessful: true,
      data: { imei: "864717000000601" },
    });
    const [row] = await t.database.db.select().from(devices).where(eq(devices.imei, "864717000000601"));
    expect(row).toBeUndefined();
    const again = await t.graphql<{ deleteDevice: Envelope<null> }>(admin, DELETE, {
      input: { id: spare?.id },
    });
    expect(again.data?.deleteDevice.errorName).toBe("NotFound");
  });

  it("needs the device keys", async () => {
    const reader = await t.loginAs(["d5a-master-device:read"]);
    expect((await t.graphql<{ devices: List<Device> }>(reader, DEVICES)).data?.devices.isSuccessful).toBe(
      true,
    );
    const write = await t.graphql(reader, CREATE, { input: { imei: "x-1", vendorType: "osmand" } });
    expect(write.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const vehicles = await t.loginAs(["d1a-master-vehicle:read"]);
    expect((await t.graphql(vehicles, DEVICES)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
  it("a company that keeps trying IMEIs other companies own registers no new IMEI for an hour", async () => {
    const lain = await t.login("lain");
    const create = async (imei: string) =>
      (
        await t.graphql<{ createDevice: Envelope<null> }>(lain, CREATE, {
          input: { imei, vendorType: "gt06" },
        })
      ).data?.createDevice;
    const [taken] = (await t.database.db.select({ imei: devices.imei }).from(devices)).filter(
      (device) => !OTHER_COMPANY_IMEIS.includes(device.imei),
    );
    if (!taken) throw new Error("the demo company has no device");
    for (let attempt = 0; attempt < IMEI_REFUSALS.perCompany; attempt += 1)
      expect((await create(taken.imei))?.errorName).toBe("ImeiAlreadyExists");
    const before = await t.database.db.select({ total: count() }).from(devices);
    // a free IMEI, taken one: the same answer, so neither tells whether another company has it
    for (const imei of ["864717000000777", taken.imei]) {
      expect(await create(imei)).toMatchObject({
        isSuccessful: false,
        errorName: "TooManyImeiRefusals",
        status: 429,
        message: expect.stringContaining("Terlalu banyak IMEI"),
      });
    }
    expect(await t.database.db.select({ total: count() }).from(devices)).toEqual(before);
    // another company is not held back by it
    const demo = await t.graphql<{ createDevice: Envelope<null> }>(admin, CREATE, {
      input: { imei: OTHER_COMPANY_IMEIS[0], vendorType: "gt06" },
    });
    expect(demo.data?.createDevice.errorName).toBe("ImeiAlreadyExists");
  });
});
