import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const VGROUPS = `query ($filter: VgroupsFilter) { vgroups(filter: $filter) {
  isSuccessful errorName data { id name totalVehicle vehicleIds vehicles { id licensePlate } } pagination { total page show } } }`;
const CREATE = `mutation ($input: CreateVgroupInput!) { createVgroup(input: $input) {
  isSuccessful errorName message status data { id name totalVehicle vehicleIds } } }`;
const UPDATE = `mutation ($input: UpdateVgroupInput!) { updateVgroup(input: $input) {
  isSuccessful errorName message data { id name totalVehicle vehicleIds } } }`;
const DELETE = `mutation ($input: DeleteVgroupInput!) { deleteVgroup(input: $input) {
  isSuccessful errorName message data { id name } } }`;
const DRIVERS = `query ($filter: DriversFilter) { drivers(filter: $filter) {
  isSuccessful errorName data { userId fullname email phoneNo isDriver isActive } pagination { total page show } } }`;
const VEHICLE_IDS = `query { vehiclesFilter(filter: { pagination: { page: 1, show: 100 } }) { ids } }`;

interface Envelope<T> {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  status: number;
  data: T;
}
interface Vgroup {
  id: number;
  name: string;
  totalVehicle: number;
  vehicleIds: number[];
  vehicles: { id: number; licensePlate: string }[];
}
type List<T> = Envelope<T[]> & { pagination: { total: number; page: number; show: number } };

describe("vehicle group and driver calls", () => {
  let t: TestApp;
  let admin: string;
  let vehicleIds: number[];
  const list = async (filter: Record<string, unknown> = {}) =>
    (await t.graphql<{ vgroups: List<Vgroup> }>(admin, VGROUPS, { filter })).data?.vgroups;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    vehicleIds =
      (await t.graphql<{ vehiclesFilter: { ids: number[] } }>(admin, VEHICLE_IDS)).data?.vehiclesFilter.ids ??
      [];
  });
  afterAll(() => t.close());

  it("lists the demo groups by name with their vehicles", async () => {
    const result = await list();
    expect(result?.data.map((group) => [group.name, group.totalVehicle])).toEqual([
      ["Bekasi–Cikarang", 8],
      ["Jakarta Selatan", 8],
      ["Jakarta Utara", 8],
    ]);
    const utara = result?.data.find((group) => group.name === "Jakarta Utara");
    expect(utara?.vehicles.map((vehicle) => vehicle.licensePlate)).toContain("B 9104 KXA");
    expect(utara?.vehicleIds).toEqual(utara?.vehicles.map((vehicle) => vehicle.id));
    expect((await list({ search: "jakarta", pagination: { page: 1, show: 1 } }))?.pagination).toEqual({
      total: 2,
      page: 1,
      show: 1,
    });
  });

  it("creates, renames, refills and deletes a group", async () => {
    const created = await t.graphql<{ createVgroup: Envelope<Vgroup> }>(admin, CREATE, {
      input: { name: " Tangerang ", vehicleIds: vehicleIds.slice(0, 2) },
    });
    expect(created.data?.createVgroup).toMatchObject({
      isSuccessful: true,
      data: { name: "Tangerang", totalVehicle: 2 },
    });
    const id = created.data?.createVgroup.data.id;

    const duplicate = await t.graphql<{ createVgroup: Envelope<null> }>(admin, CREATE, {
      input: { name: "jakarta utara" },
    });
    expect(duplicate.data?.createVgroup).toMatchObject({
      isSuccessful: false,
      errorName: "VgroupAlreadyExists",
      status: 409,
      message: "Nama grup kendaraan sudah digunakan.",
    });

    const updated = await t.graphql<{ updateVgroup: Envelope<Vgroup> }>(admin, UPDATE, {
      input: { id, name: "Tangerang Raya", vehicleIds: vehicleIds.slice(2, 5) },
    });
    expect(updated.data?.updateVgroup).toMatchObject({
      isSuccessful: true,
      data: {
        name: "Tangerang Raya",
        totalVehicle: 3,
        vehicleIds: expect.arrayContaining(vehicleIds.slice(2, 5)),
      },
    });
    const renameOnly = await t.graphql<{ updateVgroup: Envelope<Vgroup> }>(admin, UPDATE, {
      input: { id, name: "Tangerang" },
    });
    expect(renameOnly.data?.updateVgroup.data.totalVehicle).toBe(3);
    const clash = await t.graphql<{ updateVgroup: Envelope<null> }>(admin, UPDATE, {
      input: { id, name: "Bekasi–Cikarang" },
    });
    expect(clash.data?.updateVgroup.errorName).toBe("VgroupAlreadyExists");

    const removed = await t.graphql<{ deleteVgroup: Envelope<{ name: string }> }>(admin, DELETE, {
      input: { id },
    });
    expect(removed.data?.deleteVgroup).toMatchObject({ isSuccessful: true, data: { name: "Tangerang" } });
    expect((await list())?.data).toHaveLength(3);
    const again = await t.graphql<{ deleteVgroup: Envelope<null> }>(admin, DELETE, { input: { id } });
    expect(again.data?.deleteVgroup.errorName).toBe("NotFound");
  });

  it("refuses vehicles that are not the company's and invalid names", async () => {
    const other = await t.loginAs(["d1a-master-vehicle:read"], "PT Lain");
    const foreign =
      (await t.graphql<{ vehiclesFilter: { ids: number[] } }>(other, VEHICLE_IDS)).data?.vehiclesFilter.ids ??
      [];
    const result = await t.graphql<{ createVgroup: Envelope<null> }>(admin, CREATE, {
      input: { name: "Campuran", vehicleIds: [vehicleIds[0], foreign[0]] },
    });
    expect(result.data?.createVgroup).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(result.data?.createVgroup.message).toContain("Kendaraan tidak ditemukan.");
    expect((await list({ search: "Campuran" }))?.data).toEqual([]);
    const blank = await t.graphql<{ createVgroup: Envelope<null> }>(admin, CREATE, { input: { name: "  " } });
    expect(blank.data?.createVgroup.message).toContain("Nama wajib diisi");
  });

  it("lists the company's drivers by name", async () => {
    const result = await t.graphql<{ drivers: List<{ fullname: string; isDriver: boolean; email: string }> }>(
      admin,
      DRIVERS,
      { filter: { pagination: { page: 1, show: 10 } } },
    );
    expect(result.data?.drivers.data.map((driver) => driver.fullname)).toEqual([
      "Agus Setiawan",
      "Budi Santoso",
      "Dedi Kurniawan",
      "Joko Susilo",
      "Rudi Hartono",
      "Slamet Riyadi",
      "Wahyu Pratama",
    ]);
    expect(result.data?.drivers.data.every((driver) => driver.isDriver)).toBe(true);
    expect(result.data?.drivers.pagination).toEqual({ total: 7, page: 1, show: 10 });
    const search = await t.graphql<{ drivers: List<{ fullname: string }> }>(admin, DRIVERS, {
      filter: { search: "susilo" },
    });
    expect(search.data?.drivers.data.map((driver) => driver.fullname)).toEqual(["Joko Susilo"]);
  });

  it("lets the vehicle form list drivers; groups need a group key", async () => {
    const editor = await t.loginAs(["d1a-master-vehicle:update"]);
    expect((await t.graphql<{ drivers: List<unknown> }>(editor, DRIVERS)).data?.drivers.isSuccessful).toBe(
      true,
    );
    expect((await t.graphql(editor, VGROUPS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const liveView = await t.loginAs(["b1f-liveview-v2:read"]);
    expect((await t.graphql<{ vgroups: List<Vgroup> }>(liveView, VGROUPS)).data?.vgroups.isSuccessful).toBe(
      true,
    );
    expect((await t.graphql(liveView, CREATE, { input: { name: "X" } })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await t.graphql(liveView, DRIVERS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
