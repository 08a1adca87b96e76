import { describe, expect, it } from "vitest";
import { formatZodIssues } from "./formatZodIssues.js";
import {
  createGeofenceInputSchema,
  geofenceShapeOf,
  geofencesFilterSchema,
  updateGeofenceInputSchema,
} from "./geofenceInput.js";

const SQUARE = [
  [-6.1, 106.88],
  [-6.1, 106.89],
  [-6.11, 106.89],
  [-6.11, 106.88],
];

function messages(input: unknown, lang: "id" | "en" = "id") {
  const result = createGeofenceInputSchema.safeParse(input);
  return result.success ? [] : formatZodIssues(result.error, lang);
}

describe("createGeofenceInputSchema", () => {
  it("accepts a circle and a polygon", () => {
    const circle = createGeofenceInputSchema.parse({
      fenceName: " Depo Cakung ",
      type: "C",
      circData: { lat: -6.18, lng: 106.94, radius: 300 },
      ownership: "Own",
      serviceStart: "08:00",
      postalCode: "13910",
    });
    expect(circle.fenceName).toBe("Depo Cakung");
    expect(geofenceShapeOf(circle)).toEqual({
      type: "C",
      circData: { lat: -6.18, lng: 106.94, radius: 300 },
    });
    const polygon = createGeofenceInputSchema.parse({ fenceName: "Priok", type: "P", polyData: SQUARE });
    expect(geofenceShapeOf(polygon)?.type).toBe("P");
  });

  it("requires a name of at most 100 characters and a type", () => {
    expect(messages({})).toEqual([
      { field: "fenceName", message: "Nama geofence wajib diisi" },
      { field: "type", message: "Tipe wajib diisi" },
    ]);
    expect(
      messages({ fenceName: "a".repeat(101), type: "C", circData: { lat: 0, lng: 0, radius: 1 } }),
    ).toEqual([{ field: "fenceName", message: "Nama geofence maksimal 100 karakter" }]);
  });

  it("needs the data of its type", () => {
    expect(messages({ fenceName: "X", type: "C" })).toEqual([
      { field: "circData", message: "Data lingkaran wajib diisi" },
    ]);
    expect(messages({ fenceName: "X", type: "P", circData: { lat: 0, lng: 0, radius: 5 } })).toEqual([
      { field: "polyData", message: "Titik poligon wajib diisi" },
    ]);
  });

  it("bounds the circle", () => {
    expect(
      messages({ fenceName: "X", type: "C", circData: { lat: -91, lng: 181, radius: 0 } }).map(
        (m) => m.field,
      ),
    ).toEqual(["circData.lat", "circData.lng", "circData.radius"]);
  });

  it("needs at least three distinct, non-crossing polygon points", () => {
    expect(messages({ fenceName: "X", type: "P", polyData: SQUARE.slice(0, 2) })).toEqual([
      { field: "polyData", message: "Titik poligon minimal 3 item" },
    ]);
    expect(messages({ fenceName: "X", type: "P", polyData: [...SQUARE.slice(0, 3), SQUARE[0]] })).toEqual([
      { field: "polyData", message: "Titik poligon memiliki titik yang sama" },
    ]);
    const bowTie = [SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]];
    expect(messages({ fenceName: "X", type: "P", polyData: bowTie }, "en")).toEqual([
      { field: "polyData", message: "Polygon points must not cross itself" },
    ]);
    expect(
      messages({ fenceName: "X", type: "P", polyData: [[-6.1, 200], ...SQUARE.slice(1)] })[0]?.field,
    ).toBe("polyData.0.1");
  });

  it("checks times of day, phone numbers and postal codes", () => {
    expect(
      messages({
        fenceName: "X",
        type: "C",
        circData: { lat: 0, lng: 0, radius: 5 },
        serviceStart: "25:00",
        phoneNo: "12",
        postalCode: "1234",
      }),
    ).toEqual([
      { field: "postalCode", message: "Format Kode pos tidak valid" },
      { field: "phoneNo", message: "No. telepon tidak valid" },
      { field: "serviceStart", message: "Jam layanan mulai harus berformat JJ:mm" },
    ]);
  });
});

describe("updateGeofenceInputSchema", () => {
  it("keeps absent fields; a new shape comes with its type", () => {
    expect(updateGeofenceInputSchema.parse({ geofenceId: 1, address: "Jl. Cakung" })).toEqual({
      geofenceId: 1,
      address: "Jl. Cakung",
    });
    const result = updateGeofenceInputSchema.safeParse({ geofenceId: 1, polyData: SQUARE });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["type"]);
  });
});

describe("geofencesFilterSchema", () => {
  it("filters by ownership list and type, page 1 of 10 by default", () => {
    expect(geofencesFilterSchema.parse({ ownership: ["Customer", "Own"] })).toEqual({
      ownership: ["Customer", "Own"],
      pagination: { page: 1, show: 10 },
    });
    expect(geofencesFilterSchema.safeParse({ ownership: ["Mine"] }).success).toBe(false);
  });
});
