import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_GT06_IMEIS, DEMO_VEHICLES, OTHER_COMPANY_IMEIS } from "../../seed/demoFleet.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";
import { devices, vehicleAuditLogs, vehicles } from "./fleet.tables.js";

/** PT Armada Demo's vehicles */
const DEMO_COUNT = DEMO_VEHICLES.filter((vehicle) => vehicle.company === "PT Armada Demo").length;

const VEHICLE_FIELDS = `id companyId licensePlate hullNo status year odometer imei vehicleTypeId driver1Id garageId
  company { id name }
  driver1 { userId fullname email isDriver }
  driver2 { userId fullname }
  vehicleType { vehicleTypeId manufacturer model type category formattedVehicleType hasRelation fuelType { name category } }
  device { imei identifier phoneNo deviceCode deviceName vendorType status activeOn }
  sensor { sensorCode statusBool }
  vehicle2Vgroup { id name }
  garage { geofenceId fenceName type circData { lat lng radius } polyData }
  vehicleStatus { latitude longitude motionStatus lastPacket speed course ignition temperature fuel address }
  children { id }`;

const VEHICLES = `query ($filter: VehiclesFilter) { vehicles(filter: $filter) {
  isSuccessful errorName message data { ${VEHICLE_FIELDS} } pagination { total page show } } }`;
const VEHICLES_LIGHT = `query ($filter: VehiclesFilter) { vehicles(filter: $filter) {
  isSuccessful errorName data { id licensePlate status imei } pagination { total page show } } }`;
const PAGINATED = `query ($filter: VehiclesFilter) { vehiclesPaginated(filter: $filter) {
  isSuccessful errorName status data { id licensePlate hullNo year } pagination { total page show startCursor endCursor } } }`;
const VEHICLE = `query ($filter: VehicleFilter!) { vehicle(filter: $filter) {
  isSuccessful errorName status data { ${VEHICLE_FIELDS} } } }`;
const CREATE = `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) {
  isSuccessful errorName message status data { ${VEHICLE_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) {
  isSuccessful errorName message status data { ${VEHICLE_FIELDS} } } }`;
const DELETE = `mutation ($input: DeleteVehicleInput!) { deleteVehicle(input: $input) {
  isSuccessful errorName message data { id licensePlate } } }`;
const BULK = `mutation ($input: UpdateVehiclesInput!) { updateVehicles(input: $input) {
  isSuccessful errorName message count } }`;
const AUDIT = `query ($filter: VehicleAuditLogsFilter!) { vehicleAuditLogs(filter: $filter) {
  isSuccessful errorName data { id vehicleId time action detail user { userId fullname } object oldData newData actionType }
  pagination { total page show } } }`;
const OPTIONS = `query ($filter: VehiclesFilter) { vehiclesFilter(filter: $filter) {
  isSuccessful errorName data { id licensePlate hullNo status imei } ids pagination { total page show } } }`;
const STATUSES = `query ($filter: VehicleStatusesFilter) { vehicleStatuses(filter: $filter) {
  isSuccessful errorName data { vehicleId licensePlate status lastReceive imei vehicleType { category } device { phoneNo deviceCode imei } } } }`;

interface Envelope<T> {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  status: number;
  data: T;
}
interface VehicleData {
  id: number;
  companyId: number;
  licensePlate: string;
  hullNo: string | null;
  status: string;
  year: number | null;
  imei: string | null;
  driver1: { fullname: string; isDriver: boolean } | null;
  vehicleType: { formattedVehicleType: string; fuelType: { name: string } | null } | null;
  device: { imei: string; vendorType: string; phoneNo: string | null } | null;
  sensor: { sensorCode: string; statusBool: boolean }[];
  vehicle2Vgroup: { id: number; name: string }[];
  garage: { fenceName: string; type: string } | null;
  vehicleStatus: {
    motionStatus: string;
    latitude: number;
    lastPacket: string;
    address: string | null;
  } | null;
  children: unknown[];
}
type List<T> = Envelope<T[]> & { pagination: { total: number; page: number; show: number } | null };
interface AuditEntry {
  vehicleId: number;
  action: string;
  detail: string;
  actionType: string;
  object: string;
  user: { userId: number; fullname: string } | null;
  oldData: Record<string, unknown> | null;
  newData: Record<string, unknown> | null;
}

describe("vehicle calls", () => {
  let t: TestApp;
  let admin: string;

  const listVehicles = async (filter: Record<string, unknown> = {}) =>
    (await t.graphql<{ vehicles: List<VehicleData> }>(admin, VEHICLES, { filter })).data?.vehicles;
  const vehicleByPlate = async (plate: string) =>
    (await listVehicles({ search: plate }))?.data.find((vehicle) => vehicle.licensePlate === plate);
  const auditOf = async (vehicleId: number, pagination = { page: 1, show: 50 }) =>
    (
      await t.graphql<{ vehicleAuditLogs: List<AuditEntry> }>(admin, AUDIT, {
        filter: { vehicleId, pagination },
      })
    ).data?.vehicleAuditLogs;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  it("lists the demo fleet sorted by plate, with every relation loaded", async () => {
    const result = await listVehicles({
      orderBy: { field: "licensePlate", direction: "asc" },
      isHaveDevice: true,
    });
    expect(result?.isSuccessful).toBe(true);
    const plates = result?.data.map((vehicle) => vehicle.licensePlate) ?? [];
    expect(plates).toHaveLength(DEMO_COUNT);
    expect(plates).toEqual([...plates].sort());
    expect(result?.pagination).toBeNull();

    const first = result?.data.find((vehicle) => vehicle.licensePlate === "B 9104 KXA");
    expect(first).toMatchObject({
      hullNo: "ARM-001",
      imei: DEMO_GT06_IMEIS[0],
      company: { name: "PT Armada Demo" },
      driver1: { fullname: "Budi Santoso", isDriver: true, email: "driver@armada-demo.id" },
      driver2: null,
      vehicleType: {
        manufacturer: "Hino",
        formattedVehicleType: "Hino Dutro 130 MDL",
        category: "Truk",
        hasRelation: true,
        fuelType: { name: "Solar", category: "Diesel" },
      },
      device: { imei: DEMO_GT06_IMEIS[0], vendorType: "gt06", deviceCode: "GT06N" },
      vehicle2Vgroup: [{ name: "Jakarta Utara" }],
      garage: { fenceName: "Depo Cakung", type: "C", circData: { radius: 350 } },
      vehicleStatus: null,
      children: [],
    });
    const reefer = result?.data.find((vehicle) => vehicle.hullNo === "ARM-003");
    expect(reefer?.sensor).toEqual([{ sensorCode: "temperature", statusBool: true }]);
    const phone = result?.data.find((vehicle) => vehicle.hullNo === "ARM-016");
    expect(phone?.device).toMatchObject({
      imei: "armada-demo-16",
      vendorType: "osmand",
      identifier: "armada-demo-16",
    });
  });

  it("lists vehicles without a device, and nothing of PT Lain", async () => {
    expect((await listVehicles({ isHaveDevice: false }))?.data).toEqual([]);
    const created = await t.graphql<{ createVehicle: Envelope<VehicleData> }>(admin, CREATE, {
      input: { licensePlate: "B 4040 TNP" },
    });
    const without = await listVehicles({ isHaveDevice: false });
    expect(without?.data.map((vehicle) => [vehicle.licensePlate, vehicle.device, vehicle.imei])).toEqual([
      ["B 4040 TNP", null, null],
    ]);
    await t.graphql(admin, DELETE, { input: { id: created.data?.createVehicle.data?.id } });
    const all = await listVehicles();
    expect(all?.data).toHaveLength(DEMO_COUNT);
    expect(all?.data.some((vehicle) => vehicle.imei && OTHER_COMPANY_IMEIS.includes(vehicle.imei))).toBe(
      false,
    );
  });

  it("answers the live position from the latest status", async () => {
    const vehicle = await vehicleByPlate("B 9217 KXB");
    if (!vehicle) throw new Error("demo vehicle missing");
    const lastPacket = new Date("2026-01-05T03:00:00.000Z");
    await t.database.db.insert(vehicleLatestStatus).values({
      vehicleId: vehicle.id,
      companyId: vehicle.companyId,
      latitude: -6.18,
      longitude: 106.94,
      speed: 42,
      course: 90,
      ignition: true,
      motionStatus: "moving",
      fixTime: lastPacket,
      lastPacket,
      address: "Jl. Raya Cakung Cilincing",
    });
    const result = await t.graphql<{ vehicle: Envelope<VehicleData> }>(admin, VEHICLE, {
      filter: { id: vehicle.id },
    });
    expect(result.data?.vehicle.data.vehicleStatus).toEqual({
      latitude: -6.18,
      longitude: 106.94,
      motionStatus: "moving",
      lastPacket: lastPacket.toISOString(),
      speed: 42,
      course: 90,
      ignition: true,
      temperature: null,
      fuel: null,
      address: "Jl. Raya Cakung Cilincing",
    });
  });

  it("filters by search (plate spaces and case ignored, hull number, IMEI), type, group, status and ids", async () => {
    expect((await listVehicles({ search: "b9104kxa" }))?.data.map((v) => v.licensePlate)).toEqual([
      "B 9104 KXA",
    ]);
    expect((await listVehicles({ search: "arm-02" }))?.data.map((v) => v.hullNo).sort()).toEqual([
      "ARM-020",
      "ARM-021",
      "ARM-022",
      "ARM-023",
      "ARM-024",
      "ARM-025",
      "ARM-026",
      "ARM-027",
      "ARM-028",
      "ARM-029",
    ]);
    expect((await listVehicles({ search: DEMO_GT06_IMEIS[4] }))?.data.map((v) => v.hullNo)).toEqual([
      "ARM-005",
    ]);
    expect((await listVehicles({ search: "100%_" }))?.data).toEqual([]);

    const first = await vehicleByPlate("B 9104 KXA");
    const typeId = (
      await t.graphql<{ vehicles: List<{ vehicleTypeId: number }> }>(admin, VEHICLES, {
        filter: { ids: [first?.id] },
      })
    ).data?.vehicles.data[0]?.vehicleTypeId;
    const sameType = await listVehicles({ vehicleTypeId: typeId });
    expect(sameType?.data.map((v) => v.hullNo).sort()).toEqual([
      "ARM-001",
      "ARM-002",
      "ARM-019",
      "ARM-028",
      "ARM-032",
    ]);

    const group = first?.vehicle2Vgroup[0];
    const inGroup = await listVehicles({ vgroupId: group?.id });
    expect(inGroup?.data).toHaveLength(8);
    expect(inGroup?.data.every((v) => v.vehicle2Vgroup.some((g) => g.name === "Jakarta Utara"))).toBe(true);

    expect((await listVehicles({ status: ["service"] }))?.data.map((v) => v.hullNo)).toEqual(["ARM-014"]);
    const ids = (await listVehicles())?.data.slice(0, 3).map((v) => v.id) ?? [];
    expect((await listVehicles({ ids }))?.data.map((v) => v.id).sort()).toEqual([...ids].sort());
  });

  it("pages and sorts vehiclesPaginated with cursors", async () => {
    type Page = List<{ id: number; licensePlate: string; hullNo: string; year: number }> & {
      pagination: { startCursor: string | null; endCursor: string | null };
    };
    const page = async (filter: Record<string, unknown>) =>
      (await t.graphql<{ vehiclesPaginated: Page }>(admin, PAGINATED, { filter })).data?.vehiclesPaginated;
    const first = await page({
      pagination: { page: 1, show: 10 },
      orderBy: { field: "hullNo", direction: "desc" },
    });
    expect(first?.data.map((v) => v.hullNo)).toEqual(
      Array.from({ length: 10 }, (_, index) => `ARM-${String(DEMO_COUNT - index).padStart(3, "0")}`),
    );
    expect(first?.pagination).toMatchObject({ total: DEMO_COUNT, page: 1, show: 10 });
    expect(first?.pagination.startCursor).toBe(String(first?.data[0]?.id));
    expect(first?.pagination.endCursor).toBe(String(first?.data[9]?.id));
    const third = await page({
      pagination: { page: 3, show: 10 },
      orderBy: { field: "hullNo", direction: "DESC" },
    });
    expect(third?.data.map((v) => v.hullNo)).toEqual(
      Array.from(
        { length: Math.min(10, DEMO_COUNT - 20) },
        (_, index) => `ARM-${String(DEMO_COUNT - 20 - index).padStart(3, "0")}`,
      ),
    );
    const beyond = await page({ pagination: { page: 9, show: 10 } });
    expect(beyond?.data).toEqual([]);
    expect(beyond?.pagination).toMatchObject({ total: DEMO_COUNT, startCursor: null, endCursor: null });

    const byYear = await page({
      orderBy: { field: "year", direction: "asc" },
      pagination: { page: 1, show: 25 },
    });
    const years = byYear?.data.map((v) => v.year) ?? [];
    expect(years).toEqual([...years].sort((a, b) => a - b));

    const wrong = await page({ orderBy: { field: "passwordHash" } });
    expect(wrong).toMatchObject({ isSuccessful: false, errorName: "ValidationError", status: 400 });

    const paged = await t.graphql<{ vehicles: List<VehicleData> }>(admin, VEHICLES_LIGHT, {
      filter: { pagination: { page: 2, show: 20 } },
    });
    expect(paged.data?.vehicles.data).toHaveLength(DEMO_COUNT - 20);
    expect(paged.data?.vehicles.pagination).toEqual({ total: DEMO_COUNT, page: 2, show: 20 });
  });

  it("answers vehiclesFilter with a page of light rows and every matching id", async () => {
    const result = await t.graphql<{ vehiclesFilter: List<{ id: number }> & { ids: number[] } }>(
      admin,
      OPTIONS,
      {
        filter: { isHaveDevice: true, pagination: { page: 1, show: 5 } },
      },
    );
    expect(result.data?.vehiclesFilter.data).toHaveLength(5);
    expect(result.data?.vehiclesFilter.ids).toHaveLength(DEMO_COUNT);
    expect(result.data?.vehiclesFilter.pagination).toEqual({ total: DEMO_COUNT, page: 1, show: 5 });
    expect(result.data?.vehiclesFilter.ids.slice(0, 5)).toEqual(
      result.data?.vehiclesFilter.data.map((v) => v.id),
    );
  });

  it("creates a vehicle with a new device, normalising the plate, and audits it", async () => {
    const result = await t.graphql<{ createVehicle: Envelope<VehicleData> }>(admin, CREATE, {
      input: {
        licensePlate: "b 1234 cd",
        hullNo: "NEW-01",
        year: 2024,
        odometer: 150,
        imei: "864717000000501",
        vendorType: "gt06",
        phoneNo: "0812-9999-0001",
        sensors: [{ sensorCode: "door" }],
      },
    });
    expect(result.data?.createVehicle).toMatchObject({
      isSuccessful: true,
      message: "Data berhasil disimpan.",
      data: {
        licensePlate: "B 1234 CD",
        status: "active",
        imei: "864717000000501",
        device: { imei: "864717000000501", vendorType: "gt06", phoneNo: "+6281299990001", status: "active" },
        sensor: [{ sensorCode: "door", statusBool: true }],
      },
    });
    const id = result.data?.createVehicle.data.id ?? 0;
    const audit = await auditOf(id);
    expect(audit?.data).toHaveLength(1);
    expect(audit?.data[0]).toMatchObject({
      vehicleId: id,
      actionType: "create",
      action: "Tambah Kendaraan",
      detail: "Kendaraan B 1234 CD ditambahkan",
      object: "vehicle",
      user: { fullname: "Admin Armada" },
      oldData: null,
      newData: {
        licensePlate: "B 1234 CD",
        hullNo: "NEW-01",
        year: 2024,
        odometer: 150,
        status: "active",
        imei: "864717000000501",
        sensors: [{ sensorCode: "door", statusBool: true }],
      },
    });
  });

  it("attaches a spare device of the company by IMEI", async () => {
    const [demo] = await t.database.db
      .select({ companyId: vehicles.companyId })
      .from(vehicles)
      .where(eq(vehicles.licensePlate, "B 9104 KXA"));
    await t.database.db
      .insert(devices)
      .values({ companyId: demo?.companyId ?? 0, imei: "spare-osmand-1", vendorType: "osmand" });
    const result = await t.graphql<{ createVehicle: Envelope<VehicleData> }>(admin, CREATE, {
      input: { licensePlate: "B 77 SPR", imei: "spare-osmand-1" },
    });
    expect(result.data?.createVehicle).toMatchObject({
      isSuccessful: true,
      data: { imei: "spare-osmand-1", device: { vendorType: "osmand" } },
    });
  });

  it("refuses a duplicate plate (case and spaces ignored) and writes nothing", async () => {
    const before = await t.database.db.select({ total: count() }).from(vehicles);
    const devicesBefore = await t.database.db.select({ total: count() }).from(devices);
    for (const plate of ["B1234CD", "b  1234   cd"]) {
      const result = await t.graphql<{ createVehicle: Envelope<null> }>(admin, CREATE, {
        input: { licensePlate: plate, imei: "864717000000777", vendorType: "gt06" },
      });
      expect(result.data?.createVehicle).toMatchObject({
        isSuccessful: false,
        errorName: "LicensePlateAlreadyExists",
        status: 409,
        message: "Nomor polisi sudah terdaftar.",
      });
    }
    expect(await t.database.db.select({ total: count() }).from(vehicles)).toEqual(before);
    expect(await t.database.db.select({ total: count() }).from(devices)).toEqual(devicesBefore);
  });

  it("refuses an IMEI used by another vehicle or by another company, without naming it", async () => {
    const before = await t.database.db.select({ total: count() }).from(vehicles);
    for (const imei of [DEMO_GT06_IMEIS[1], OTHER_COMPANY_IMEIS[0]]) {
      const result = await t.graphql<{ createVehicle: Envelope<null> }>(admin, CREATE, {
        input: { licensePlate: "B 4321 ZZ", imei, vendorType: "gt06" },
      });
      expect(result.data?.createVehicle).toMatchObject({
        isSuccessful: false,
        errorName: "ImeiAlreadyExists",
        message: "IMEI sudah terdaftar di sistem.",
        data: null,
      });
      expect(result.data?.createVehicle.message).not.toContain("PT Lain");
    }
    expect(await t.database.db.select({ total: count() }).from(vehicles)).toEqual(before);
  });

  it("validates the input with localised field messages", async () => {
    const invalid = await t.graphql<{ createVehicle: Envelope<null> }>(admin, CREATE, {
      input: { licensePlate: "1234-XYZ", year: 1900, odometer: -5, status: "hilang" },
    });
    expect(invalid.data?.createVehicle).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
      status: 400,
    });
    const message = invalid.data?.createVehicle.message ?? "";
    expect(message).toContain("Format Nomor polisi tidak valid (contoh: B 1234 CD)");
    expect(message).toContain("Tahun minimal 1950");
    expect(message).toContain("Odometer minimal 0");
    expect(message).toContain("Status harus salah satu dari: active, service, repair, archived");

    const english = await t.graphql<{ createVehicle: Envelope<null> }>(
      admin,
      CREATE,
      { input: { licensePlate: "B 5 EN", imei: "123", vendorType: "gt06" } },
      { "accept-language": "en" },
    );
    expect(english.data?.createVehicle.message).toBe(
      "There are format errors in your input: IMEI is not valid for this device type",
    );

    const noVendor = await t.graphql<{ createVehicle: Envelope<null> }>(admin, CREATE, {
      input: { licensePlate: "B 5 NV", imei: "864717000000888" },
    });
    expect(noVendor.data?.createVehicle).toMatchObject({ errorName: "ValidationError" });
    expect(noVendor.data?.createVehicle.message).toContain("Jenis perangkat wajib diisi");
  });

  it("refuses references that are not the company's (drivers must be drivers)", async () => {
    const other = await t.loginAs(["d1a-master-vehicle:read"], "PT Lain");
    const otherVehicle = (await t.graphql<{ vehicles: List<{ id: number }> }>(other, VEHICLES_LIGHT)).data
      ?.vehicles.data[0];
    const [admin1] = await t.database.db
      .select({ id: vehicles.driver1Id })
      .from(vehicles)
      .where(eq(vehicles.licensePlate, "B 9104 KXA"));
    const result = await t.graphql<{ createVehicle: Envelope<null> }>(admin, CREATE, {
      input: {
        licensePlate: "B 6 REF",
        vehicleTypeId: 999_999,
        garageId: 999_999,
        driver1Id: 1,
        vgroupIds: [999_999],
      },
    });
    expect(result.data?.createVehicle.errorName).toBe("ValidationError");
    expect(result.data?.createVehicle.message).toContain("Tipe kendaraan tidak ditemukan.");
    expect(result.data?.createVehicle.message).toContain("Pengemudi 1 tidak ditemukan.");
    expect(result.data?.createVehicle.message).toContain("Garasi tidak ditemukan.");
    expect(result.data?.createVehicle.message).toContain("Grup kendaraan tidak ditemukan.");
    expect(otherVehicle).toBeDefined();
    expect(admin1?.id).toBeGreaterThan(0);

    const same = await t.graphql<{ createVehicle: Envelope<null> }>(admin, CREATE, {
      input: { licensePlate: "B 6 REF", driver1Id: admin1?.id, driver2Id: admin1?.id },
    });
    expect(same.data?.createVehicle.message).toContain("Pengemudi 2 harus berbeda dari Pengemudi 1");
  });

  it("updates a vehicle and audits only the changed fields, old and new", async () => {
    const vehicle = await vehicleByPlate("B 9318 UEA");
    if (!vehicle) throw new Error("demo vehicle missing");
    const groups = (await listVehicles({ search: "B 1974 SJM" }))?.data[0]?.vehicle2Vgroup ?? [];
    const result = await t.graphql<{ updateVehicle: Envelope<VehicleData> }>(admin, UPDATE, {
      input: {
        id: vehicle.id,
        hullNo: "ARM-003B",
        status: "repair",
        year: vehicle.year,
        vgroupIds: groups.map((group) => group.id),
        sensors: [],
      },
    });
    expect(result.data?.updateVehicle).toMatchObject({
      isSuccessful: true,
      data: {
        hullNo: "ARM-003B",
        status: "repair",
        sensor: [],
        vehicle2Vgroup: [{ name: "Jakarta Selatan" }],
      },
    });
    const audit = await auditOf(vehicle.id);
    expect(audit?.data[0]).toMatchObject({
      actionType: "update",
      action: "Ubah Kendaraan",
      detail: "Kendaraan B 9318 UEA diubah: Nomor lambung, Status, Grup kendaraan, Sensor",
      oldData: {
        hullNo: "ARM-003",
        status: "active",
        vgroupIds: vehicle.vehicle2Vgroup.map((group) => group.id),
        sensors: [{ sensorCode: "temperature", statusBool: true }],
      },
      newData: {
        hullNo: "ARM-003B",
        status: "repair",
        vgroupIds: groups.map((group) => group.id),
        sensors: [],
      },
    });
    expect(Object.keys(audit?.data[0]?.newData ?? {})).not.toContain("year");

    const unchanged = await t.graphql<{ updateVehicle: Envelope<VehicleData> }>(admin, UPDATE, {
      input: { id: vehicle.id, hullNo: "ARM-003B" },
    });
    expect(unchanged.data?.updateVehicle.isSuccessful).toBe(true);
    expect((await auditOf(vehicle.id))?.pagination?.total).toBe(audit?.pagination?.total);
  });

  it("changes, moves and removes a vehicle's device on update", async () => {
    const vehicle = await vehicleByPlate("B 9425 UEB");
    if (!vehicle) throw new Error("demo vehicle missing");
    const taken = await t.graphql<{ updateVehicle: Envelope<null> }>(admin, UPDATE, {
      input: { id: vehicle.id, imei: DEMO_GT06_IMEIS[0] },
    });
    expect(taken.data?.updateVehicle.errorName).toBe("ImeiAlreadyExists");

    const removed = await t.graphql<{ updateVehicle: Envelope<VehicleData> }>(admin, UPDATE, {
      input: { id: vehicle.id, imei: "" },
    });
    expect(removed.data?.updateVehicle.data).toMatchObject({ imei: null, device: null });
    const [spare] = await t.database.db
      .select()
      .from(devices)
      .where(eq(devices.imei, vehicle.imei ?? ""));
    expect(spare).toBeDefined();

    const back = await t.graphql<{ updateVehicle: Envelope<VehicleData> }>(admin, UPDATE, {
      input: { id: vehicle.id, imei: vehicle.imei, phoneNo: "081299990002" },
    });
    expect(back.data?.updateVehicle.data).toMatchObject({
      imei: vehicle.imei,
      device: { phoneNo: "+6281299990002" },
    });
    const audit = await auditOf(vehicle.id);
    expect(audit?.data.slice(0, 2).map((entry) => [entry.oldData?.imei, entry.newData?.imei])).toEqual([
      [null, vehicle.imei],
      [vehicle.imei, null],
    ]);
  });

  it("refuses renaming to another vehicle's plate", async () => {
    const vehicle = await vehicleByPlate("B 9531 TXC");
    const result = await t.graphql<{ updateVehicle: Envelope<null> }>(admin, UPDATE, {
      input: { id: vehicle?.id, licensePlate: "b9640txd" },
    });
    expect(result.data?.updateVehicle).toMatchObject({
      isSuccessful: false,
      errorName: "LicensePlateAlreadyExists",
    });
    const renamed = await t.graphql<{ updateVehicle: Envelope<VehicleData> }>(admin, UPDATE, {
      input: { id: vehicle?.id, licensePlate: "b 9531 txc" },
    });
    expect(renamed.data?.updateVehicle).toMatchObject({
      isSuccessful: true,
      data: { licensePlate: "B 9531 TXC" },
    });
  });

  it("bulk-updates vehicles: one audit entry each, and all or nothing", async () => {
    const targets = (await listVehicles({ search: "B 1" }))?.data.slice(0, 3) ?? [];
    expect(targets).toHaveLength(3);
    const ids = targets.map((vehicle) => vehicle.id);
    const result = await t.graphql<{ updateVehicles: { isSuccessful: boolean; count: number } }>(
      admin,
      BULK,
      {
        input: { ids, changes: { status: "archived", idleDuration: 15 } },
      },
    );
    expect(result.data?.updateVehicles).toMatchObject({ isSuccessful: true, count: 3 });
    for (const vehicle of targets) {
      const entry = (await auditOf(vehicle.id))?.data[0];
      expect(entry).toMatchObject({
        actionType: "update",
        action: "Ubah Massal Kendaraan",
        detail: `Kendaraan ${vehicle.licensePlate} diubah (ubah massal): Status, Durasi idle`,
        oldData: { status: vehicle.status, idleDuration: null },
        newData: { status: "archived", idleDuration: 15 },
      });
    }

    const [foreign] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.licensePlate, "B 9901 LNA"));
    const mixed = await t.graphql<{ updateVehicles: { isSuccessful: boolean; errorName: string } }>(
      admin,
      BULK,
      {
        input: { ids: [ids[0], foreign?.id], changes: { status: "active" } },
      },
    );
    expect(mixed.data?.updateVehicles).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
    const still = await listVehicles({ ids: [ids[0]] });
    expect(still?.data[0]?.status).toBe("archived");

    const empty = await t.graphql<{ updateVehicles: { errorName: string } }>(admin, BULK, {
      input: { ids, changes: {} },
    });
    expect(empty.data?.updateVehicles.errorName).toBe("ValidationError");
  });

  it("answers vehicleStatuses for out-of-use vehicles", async () => {
    const result = await t.graphql<{ vehicleStatuses: Envelope<{ licensePlate: string; status: string }[]> }>(
      admin,
      STATUSES,
      { filter: { statuses: ["service"] } },
    );
    expect(result.data?.vehicleStatuses.data).toEqual([
      {
        vehicleId: expect.any(Number),
        licensePlate: "B 9813 UVX",
        status: "service",
        lastReceive: null,
        imei: DEMO_GT06_IMEIS[13],
        vehicleType: { category: "Truk" },
        device: { imei: DEMO_GT06_IMEIS[13], phoneNo: "+6281290000014", deviceCode: "GT06N" },
      },
    ]);
    const active = await vehicleByPlate("B 9217 KXB");
    const none = await t.graphql<{ vehicleStatuses: Envelope<unknown[]> }>(admin, STATUSES, {
      filter: { vehicleId: active?.id },
    });
    expect(none.data?.vehicleStatuses.data).toEqual([]);
    const withTime = await t.graphql<{ vehicleStatuses: Envelope<{ lastReceive: string }[]> }>(
      admin,
      STATUSES,
      {
        filter: { vehicleId: active?.id, statuses: ["active"] },
      },
    );
    expect(withTime.data?.vehicleStatuses.data[0]?.lastReceive).toBe("2026-01-05T03:00:00.000Z");
  });

  it("deletes a vehicle, keeps its device as a spare and its audit log readable", async () => {
    const vehicle = await vehicleByPlate("B 1234 CD");
    if (!vehicle) throw new Error("created vehicle missing");
    const result = await t.graphql<{ deleteVehicle: Envelope<{ id: number; licensePlate: string }> }>(
      admin,
      DELETE,
      {
        input: { id: vehicle.id },
      },
    );
    expect(result.data?.deleteVehicle).toMatchObject({
      isSuccessful: true,
      message: "Data berhasil dihapus.",
      data: { id: vehicle.id, licensePlate: "B 1234 CD" },
    });
    const audit = await auditOf(vehicle.id);
    expect(audit?.data[0]).toMatchObject({
      actionType: "delete",
      action: "Hapus Kendaraan",
      detail: "Kendaraan B 1234 CD dihapus",
      newData: null,
      oldData: {
        licensePlate: "B 1234 CD",
        imei: "864717000000501",
        sensors: [{ sensorCode: "door", statusBool: true }],
      },
    });
    const [device] = await t.database.db.select().from(devices).where(eq(devices.imei, "864717000000501"));
    expect(device).toBeDefined();
    const again = await t.graphql<{ deleteVehicle: Envelope<null> }>(admin, DELETE, {
      input: { id: vehicle.id },
    });
    expect(again.data?.deleteVehicle.errorName).toBe("NotFound");
    const gone = await t.graphql<{ vehicle: Envelope<null> }>(admin, VEHICLE, { filter: { id: vehicle.id } });
    expect(gone.data?.vehicle).toMatchObject({ isSuccessful: false, errorName: "NotFound", status: 404 });
  });

  it("pages the audit log newest first; unknown vehicles are NotFound", async () => {
    const vehicle = await vehicleByPlate("B 9318 UEA");
    for (const hullNo of ["A-1", "A-2", "A-3"]) {
      await t.graphql(admin, UPDATE, { input: { id: vehicle?.id, hullNo } });
    }
    const page = await auditOf(vehicle?.id ?? 0, { page: 1, show: 2 });
    expect(page?.data.map((entry) => entry.newData?.hullNo)).toEqual(["A-3", "A-2"]);
    expect(page?.pagination).toMatchObject({ page: 1, show: 2 });
    const rows = await t.database.db
      .select({ total: count() })
      .from(vehicleAuditLogs)
      .where(and(eq(vehicleAuditLogs.vehicleId, vehicle?.id ?? 0)));
    expect(page?.pagination?.total).toBe(rows[0]?.total);
    const unknown = await auditOf(999_999);
    expect(unknown).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
  });

  it("lets the live view and temporary tracking read vehicles but not change them", async () => {
    const liveView = await t.loginAs(["b2a-temporary-liveview:read"]);
    const read = await t.graphql<{ vehicles: List<VehicleData> }>(liveView, VEHICLES_LIGHT, {
      filter: { isHaveDevice: true, orderBy: { field: "licensePlate", direction: "asc" } },
    });
    expect(read.data?.vehicles.isSuccessful).toBe(true);
    const write = await t.graphql(liveView, CREATE, { input: { licensePlate: "B 8 LV" } });
    expect(write.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const audit = await t.graphql(liveView, AUDIT, {
      filter: { vehicleId: read.data?.vehicles.data[0]?.id },
    });
    expect(audit.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const driver = await t.login("driver");
    for (const [query, variables] of [
      [VEHICLES_LIGHT, {}],
      [OPTIONS, {}],
      [STATUSES, {}],
      [BULK, { input: { ids: [1], changes: { status: "active" } } }],
      [DELETE, { input: { id: 1 } }],
    ] as const) {
      const result = await t.graphql(driver, query, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const anonymous = await t.graphql(null, VEHICLES_LIGHT);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
