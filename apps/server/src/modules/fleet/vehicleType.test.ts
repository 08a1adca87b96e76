import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const TYPES = `query ($filter: VehicleTypesFilter) { vehicleTypes(filter: $filter) {
  isSuccessful errorName data { vehicleTypeId companyId isActive manufacturer model type category transmissionType
  fuelTypeId fuelType { fuelTypeId name category } tonnage volume fuelEfficiency hasRelation formattedVehicleType icon }
  pagination { total page show } } }`;
const TYPE = `query ($filter: VehicleTypeFilter!) { vehicleType(filter: $filter) {
  isSuccessful errorName status data { vehicleTypeId manufacturer model type hasRelation fuelType { name } } } }`;
const CREATE = `mutation ($input: CreateVehicleTypeInput!) { createVehicleType(input: $input) {
  isSuccessful errorName message status data { vehicleTypeId manufacturer model type category tonnage hasRelation
  formattedVehicleType isActive fuelType { name } } } }`;
const UPDATE = `mutation ($input: UpdateVehicleTypeInput!) { updateVehicleType(input: $input) {
  isSuccessful errorName message data { vehicleTypeId manufacturer model type isActive fuelType { name } } } }`;
const FUEL_TYPES = `query { fuelTypes { isSuccessful errorName data { fuelTypeId name category } } }`;

interface Envelope<T> {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  status: number;
  data: T;
}
interface VehicleType {
  vehicleTypeId: number;
  manufacturer: string;
  model: string;
  type: string;
  category: string;
  isActive: boolean;
  hasRelation: boolean;
  formattedVehicleType: string;
  fuelType: { fuelTypeId: number; name: string } | null;
}
type List<T> = Envelope<T[]> & { pagination: { total: number; page: number; show: number } };

describe("vehicle type and fuel type calls", () => {
  let t: TestApp;
  let admin: string;
  const list = async (filter: Record<string, unknown> = {}) =>
    (await t.graphql<{ vehicleTypes: List<VehicleType> }>(admin, TYPES, { filter })).data?.vehicleTypes;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  it("lists the reference fuel types", async () => {
    const result = await t.graphql<{ fuelTypes: Envelope<{ name: string; category: string }[]> }>(
      admin,
      FUEL_TYPES,
    );
    expect(result.data?.fuelTypes.data.map((fuel) => fuel.name)).toEqual([
      "Solar",
      "Pertalite",
      "Pertamax",
      "Listrik",
    ]);
  });

  it("lists the company's types by manufacturer with pagination, fuel type and use", async () => {
    const page = await list({ pagination: { page: 1, show: 3 } });
    expect(page?.pagination).toEqual({ total: 8, page: 1, show: 3 });
    expect(page?.data.map((type) => type.formattedVehicleType)).toEqual([
      "Daihatsu Gran Max 1.5 Blind Van",
      "Hino Dutro 130 MDL",
      "Hino Ranger FL 260 JW",
    ]);
    expect(page?.data[0]).toMatchObject({
      category: "Van",
      hasRelation: true,
      fuelType: { name: "Pertalite" },
    });
    const second = await list({ pagination: { page: 3, show: 3 } });
    expect(second?.data.map((type) => type.manufacturer)).toEqual(["Toyota", "Toyota"]);
  });

  it("filters by search, manufacturer, model, category and isActive", async () => {
    expect((await list({ search: "isuzu" }))?.data.map((type) => type.model)).toEqual(["Elf", "Giga"]);
    expect((await list({ search: "hino ranger" }))?.data.map((type) => type.model)).toEqual(["Ranger"]);
    expect((await list({ manufacturer: "TOYOTA" }))?.data.map((type) => type.model)).toEqual([
      "Avanza",
      "Hilux",
    ]);
    expect((await list({ model: "canter" }))?.data.map((type) => type.manufacturer)).toEqual([
      "Mitsubishi Fuso",
    ]);
    expect((await list({ category: "Truk" }))?.pagination.total).toBe(5);
    expect((await list({ isActive: false }))?.data).toEqual([]);
  });

  it("creates a type, refuses a duplicate (case ignored), updates it and reads it", async () => {
    const solar = (await list({ search: "Dutro" }))?.data[0]?.fuelType?.fuelTypeId;
    const created = await t.graphql<{ createVehicleType: Envelope<VehicleType> }>(admin, CREATE, {
      input: {
        manufacturer: " UD Trucks ",
        model: "Quester",
        type: "CWE 280",
        category: "Truk",
        tonnage: 24,
        fuelTypeId: solar,
      },
    });
    expect(created.data?.createVehicleType).toMatchObject({
      isSuccessful: true,
      data: {
        manufacturer: "UD Trucks",
        formattedVehicleType: "UD Trucks Quester CWE 280",
        isActive: true,
        hasRelation: false,
        fuelType: { name: "Solar" },
      },
    });
    const id = created.data?.createVehicleType.data.vehicleTypeId;

    const duplicate = await t.graphql<{ createVehicleType: Envelope<null> }>(admin, CREATE, {
      input: { manufacturer: "ud trucks", model: "QUESTER", type: "cwe 280", category: "Truk" },
    });
    expect(duplicate.data?.createVehicleType).toMatchObject({
      isSuccessful: false,
      errorName: "VehicleTypeAlreadyExists",
      status: 409,
    });

    const renamedToExisting = await t.graphql<{ updateVehicleType: Envelope<null> }>(admin, UPDATE, {
      input: { vehicleTypeId: id, manufacturer: "Hino", model: "Dutro", type: "130 MDL" },
    });
    expect(renamedToExisting.data?.updateVehicleType.errorName).toBe("VehicleTypeAlreadyExists");

    const updated = await t.graphql<{ updateVehicleType: Envelope<VehicleType> }>(admin, UPDATE, {
      input: { vehicleTypeId: id, isActive: false, type: "CWE 330" },
    });
    expect(updated.data?.updateVehicleType).toMatchObject({
      isSuccessful: true,
      data: { type: "CWE 330", isActive: false, manufacturer: "UD Trucks", fuelType: { name: "Solar" } },
    });
    const read = await t.graphql<{ vehicleType: Envelope<VehicleType> }>(admin, TYPE, {
      filter: { vehicleTypeId: id },
    });
    expect(read.data?.vehicleType.data).toMatchObject({ type: "CWE 330", hasRelation: false });
    expect((await list({ isActive: false }))?.data.map((type) => type.model)).toEqual(["Quester"]);
  });

  it("validates required fields, numbers and the fuel type", async () => {
    const missing = await t.graphql<{ createVehicleType: Envelope<null> }>(admin, CREATE, {
      input: { manufacturer: " ", model: "X", type: "Y", category: "Truk", tonnage: -1 },
    });
    expect(missing.data?.createVehicleType.errorName).toBe("ValidationError");
    expect(missing.data?.createVehicleType.message).toContain("Pabrikan wajib diisi");
    expect(missing.data?.createVehicleType.message).toContain("Tonase minimal 0");
    const fuel = await t.graphql<{ createVehicleType: Envelope<null> }>(admin, CREATE, {
      input: { manufacturer: "A", model: "B", type: "C", category: "Truk", fuelTypeId: 999 },
    });
    expect(fuel.data?.createVehicleType.message).toContain("Jenis BBM tidak ditemukan.");
    const unknown = await t.graphql<{ updateVehicleType: Envelope<null> }>(admin, UPDATE, {
      input: { vehicleTypeId: 999_999, isActive: false },
    });
    expect(unknown.data?.updateVehicleType.errorName).toBe("NotFound");
  });

  it("lets temporary tracking read types, not write them", async () => {
    const tracking = await t.loginAs(["b2a-temporary-liveview:read"]);
    const read = await t.graphql<{ vehicleTypes: List<VehicleType> }>(tracking, TYPES);
    expect(read.data?.vehicleTypes.isSuccessful).toBe(true);
    const write = await t.graphql(tracking, CREATE, {
      input: { manufacturer: "A", model: "B", type: "C", category: "Truk" },
    });
    expect(write.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const fuel = await t.graphql(tracking, FUEL_TYPES);
    expect(fuel.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
