import { describe, expect, it } from "vitest";
import { createDeviceInputSchema, isValidImeiFor, updateDeviceInputSchema } from "./deviceInput.js";
import { formatZodIssues } from "./formatZodIssues.js";
import { licensePlateKey, licensePlateSchema, normalizeLicensePlate } from "./licensePlate.js";
import {
  createVehicleInputSchema,
  maxVehicleYear,
  updateVehicleInputSchema,
  updateVehiclesInputSchema,
} from "./vehicleInput.js";
import { vehicleStatusesFilterSchema, vehiclesFilterSchema } from "./vehiclesFilter.js";
import {
  createVehicleTypeInputSchema,
  formatVehicleType,
  updateVehicleTypeInputSchema,
} from "./vehicleTypeInput.js";
import { createVgroupInputSchema, updateVgroupInputSchema } from "./vgroupInput.js";

function failing(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.path.join("."));
}

describe("licence plates", () => {
  it("normalises Indonesian plates to upper case with single spaces", () => {
    expect(normalizeLicensePlate("b 1234 cd")).toBe("B 1234 CD");
    expect(normalizeLicensePlate("B1234CD")).toBe("B 1234 CD");
    expect(normalizeLicensePlate("  f   9   ab ")).toBe("F 9 AB");
    expect(normalizeLicensePlate("AB 1")).toBe("AB 1");
    expect(normalizeLicensePlate("T 1234 ABC")).toBe("T 1234 ABC");
  });

  it("refuses what is not a plate", () => {
    for (const text of ["", "1234", "ABC 1234 CD", "B 12345 CD", "B 1234 ABCD", "B-1234-CD", "B 12 34"]) {
      expect(normalizeLicensePlate(text)).toBeNull();
    }
  });

  it("compares plates ignoring case and spaces", () => {
    expect(licensePlateKey("b 1234 cd")).toBe(licensePlateKey("B1234CD"));
  });

  it("explains the expected format in both languages", () => {
    const result = licensePlateSchema.safeParse("12 B");
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatZodIssues(result.error, "id")[0]?.message).toBe(
      "Format Input tidak valid (contoh: B 1234 CD)",
    );
    const vehicle = createVehicleInputSchema.safeParse({ licensePlate: "12 B" });
    if (vehicle.success) throw new Error("expected an error");
    expect(formatZodIssues(vehicle.error, "id")).toEqual([
      { field: "licensePlate", message: "Format Nomor polisi tidak valid (contoh: B 1234 CD)" },
    ]);
    expect(formatZodIssues(vehicle.error, "en")[0]?.message).toBe(
      "License plate has an invalid format (example: B 1234 CD)",
    );
  });
});

describe("createVehicleInputSchema", () => {
  it("needs only a plate and normalises it", () => {
    expect(createVehicleInputSchema.parse({ licensePlate: "b1234cd" })).toEqual({
      licensePlate: "B 1234 CD",
    });
    expect(failing(createVehicleInputSchema, {})).toEqual(["licensePlate"]);
  });

  it("accepts a full vehicle with its device", () => {
    const parsed = createVehicleInputSchema.parse({
      licensePlate: "B 9001 XYZ",
      hullNo: " LB-01 ",
      vehicleTypeId: 1,
      driver1Id: 3,
      driver2Id: 4,
      garageId: 2,
      tonnage: 4.5,
      volume: 12,
      fuelEfficiency: 8,
      fuelCapacity: 100,
      odometer: 0,
      hourmeter: 0,
      status: "active",
      year: 2020,
      door1: true,
      idleDuration: 10,
      parkingDuration: 30,
      imei: "864717000000099",
      vendorType: "gt06",
      phoneNo: "0812-3456-7890",
      vgroupIds: [1, 2],
      sensors: [{ sensorCode: "temperature" }],
    });
    expect(parsed.hullNo).toBe("LB-01");
    expect(parsed.phoneNo).toBe("+6281234567890");
    expect(parsed.sensors).toEqual([{ sensorCode: "temperature", statusBool: true }]);
  });

  it("bounds the build year from 1950 to next year", () => {
    const next = maxVehicleYear();
    expect(failing(createVehicleInputSchema, { licensePlate: "B 1", year: 1950 })).toEqual([]);
    expect(failing(createVehicleInputSchema, { licensePlate: "B 1", year: next })).toEqual([]);
    expect(failing(createVehicleInputSchema, { licensePlate: "B 1", year: 1949 })).toEqual(["year"]);
    expect(failing(createVehicleInputSchema, { licensePlate: "B 1", year: next + 1 })).toEqual(["year"]);
    const result = createVehicleInputSchema.safeParse({ licensePlate: "B 1", year: next + 1 });
    if (result.success) throw new Error("expected an error");
    expect(formatZodIssues(result.error, "id")[0]?.message).toBe(`Tahun maksimal ${next}`);
  });

  it("refuses negative numbers, unknown statuses and the same driver twice", () => {
    expect(
      failing(createVehicleInputSchema, {
        licensePlate: "B 1",
        odometer: -1,
        tonnage: -0.5,
        status: "broken",
        idleDuration: -1,
      }).sort(),
    ).toEqual(["idleDuration", "odometer", "status", "tonnage"]);
    const sameDriver = createVehicleInputSchema.safeParse({
      licensePlate: "B 1",
      driver1Id: 5,
      driver2Id: 5,
    });
    if (sameDriver.success) throw new Error("expected an error");
    expect(formatZodIssues(sameDriver.error, "id")).toEqual([
      { field: "driver2Id", message: "Pengemudi 2 harus berbeda dari Pengemudi 1" },
    ]);
  });

  it("checks a GT06 IMEI is 15 digits and refuses duplicate groups and sensors", () => {
    expect(
      failing(createVehicleInputSchema, { licensePlate: "B 1", imei: "12345", vendorType: "gt06" }),
    ).toEqual(["imei"]);
    expect(
      failing(createVehicleInputSchema, { licensePlate: "B 1", imei: "phone-12", vendorType: "osmand" }),
    ).toEqual([]);
    expect(failing(createVehicleInputSchema, { licensePlate: "B 1", vgroupIds: [1, 1] })).toEqual([
      "vgroupIds",
    ]);
    expect(
      failing(createVehicleInputSchema, {
        licensePlate: "B 1",
        sensors: [{ sensorCode: "fuel" }, { sensorCode: "FUEL" }],
      }),
    ).toEqual(["sensors"]);
  });
});

describe("updateVehicleInputSchema and updateVehiclesInputSchema", () => {
  it("needs an id; every other field is optional; an empty IMEI removes the device", () => {
    expect(updateVehicleInputSchema.parse({ id: 1, imei: "" })).toEqual({ id: 1, imei: "" });
    expect(failing(updateVehicleInputSchema, { licensePlate: "B 1" })).toEqual(["id"]);
    expect(failing(updateVehicleInputSchema, { id: 1, licensePlate: "XYZ" })).toEqual(["licensePlate"]);
  });

  it("bulk changes need ids and at least one change of the allowed fields", () => {
    expect(updateVehiclesInputSchema.parse({ ids: [1, 2], changes: { status: "repair" } })).toEqual({
      ids: [1, 2],
      changes: { status: "repair" },
    });
    expect(failing(updateVehiclesInputSchema, { ids: [], changes: { status: "repair" } })).toEqual(["ids"]);
    expect(failing(updateVehiclesInputSchema, { ids: [1], changes: {} })).toEqual(["changes"]);
    expect(failing(updateVehiclesInputSchema, { ids: [1, 1], changes: { status: "repair" } })).toEqual([
      "ids",
    ]);
    // A plate identifies one vehicle: not a bulk change (unknown keys are dropped, leaving nothing).
    expect(failing(updateVehiclesInputSchema, { ids: [1], changes: { licensePlate: "B 1" } })).toEqual([
      "changes",
    ]);
  });
});

describe("vehicle filters", () => {
  it("sorts by licence plate ascending unless told otherwise", () => {
    expect(vehiclesFilterSchema.parse({}).orderBy).toEqual({ field: "licensePlate", direction: "asc" });
    expect(vehiclesFilterSchema.parse({ orderBy: { field: "year", direction: "DESC" } }).orderBy).toEqual({
      field: "year",
      direction: "desc",
    });
    expect(failing(vehiclesFilterSchema, { orderBy: { field: "password" } })).toEqual(["orderBy.field"]);
  });

  it("asks for the out-of-use statuses by default", () => {
    expect(vehicleStatusesFilterSchema.parse({}).statuses).toEqual(["service", "archived", "repair"]);
    expect(failing(vehicleStatusesFilterSchema, { statuses: ["stolen"] })).toEqual(["statuses.0"]);
  });
});

describe("device inputs", () => {
  it("knows which IMEIs fit which vendor", () => {
    expect(isValidImeiFor("gt06", "864717000000001")).toBe(true);
    expect(isValidImeiFor("gt06", "86471700000000")).toBe(false);
    expect(isValidImeiFor("osmand", "armada-demo-16")).toBe(true);
    expect(isValidImeiFor("osmand", "has space")).toBe(false);
    expect(isValidImeiFor("jt808", "13912345678")).toBe(true);
    expect(isValidImeiFor("jt808", "013912345678")).toBe(false);
    expect(isValidImeiFor("jt808", "T123456")).toBe(false);
    // hex header ids (lower case, as the gateway derives them) and the all-zero id of unconfigured terminals
    expect(isValidImeiFor("jt808", "4eb6fb4ad628")).toBe(true);
    expect(isValidImeiFor("jt808", "4EB6FB4AD628")).toBe(false);
    expect(isValidImeiFor("jt808", "0")).toBe(true);
    expect(isValidImeiFor("jt808", "00")).toBe(false);
    expect(isValidImeiFor("bsj", "BSJ-A6-0001")).toBe(true);
  });

  it("requires an IMEI and a vendor type to create", () => {
    expect(failing(createDeviceInputSchema, {}).sort()).toEqual(["imei", "vendorType"]);
    expect(failing(createDeviceInputSchema, { imei: "1", vendorType: "nokia" })).toEqual(["vendorType"]);
    expect(
      createDeviceInputSchema.parse({
        imei: " 864717000000001 ",
        vendorType: "gt06",
        phoneNo: "081234567890",
      }),
    ).toEqual({ imei: "864717000000001", vendorType: "gt06", phoneNo: "+6281234567890" });
    expect(failing(createDeviceInputSchema, { imei: "x", vendorType: "osmand", phoneNo: "12" })).toEqual([
      "phoneNo",
    ]);
    expect(
      failing(createDeviceInputSchema, { imei: "x", vendorType: "osmand", activeOn: "kemarin" }),
    ).toEqual(["activeOn"]);
  });

  it("updates by id", () => {
    expect(failing(updateDeviceInputSchema, { imei: "1" })).toEqual(["id"]);
    expect(updateDeviceInputSchema.parse({ id: 2, phoneNo: "" })).toEqual({ id: 2, phoneNo: "" });
  });
});

describe("vehicle type inputs", () => {
  it("requires manufacturer, model, type and category", () => {
    expect(failing(createVehicleTypeInputSchema, {}).sort()).toEqual([
      "category",
      "manufacturer",
      "model",
      "type",
    ]);
    expect(
      failing(createVehicleTypeInputSchema, {
        manufacturer: "Hino",
        model: "Dutro",
        type: "130 MDL",
        category: "Truk",
        tonnage: -1,
      }),
    ).toEqual(["tonnage"]);
    expect(failing(updateVehicleTypeInputSchema, { vehicleTypeId: 1, manufacturer: " " })).toEqual([
      "manufacturer",
    ]);
  });

  it("formats the full name", () => {
    expect(formatVehicleType({ manufacturer: "Hino", model: "Dutro", type: "130 MDL" })).toBe(
      "Hino Dutro 130 MDL",
    );
    expect(formatVehicleType({ manufacturer: "Isuzu", model: "Elf", type: " " })).toBe("Isuzu Elf");
  });
});

describe("vehicle group inputs", () => {
  it("requires a name and unique vehicle ids", () => {
    expect(createVgroupInputSchema.parse({ name: " Jakarta Utara " })).toEqual({
      name: "Jakarta Utara",
      vehicleIds: [],
    });
    expect(failing(createVgroupInputSchema, { name: "" })).toEqual(["name"]);
    expect(failing(updateVgroupInputSchema, { id: 1, vehicleIds: [3, 3] })).toEqual(["vehicleIds"]);
  });
});
