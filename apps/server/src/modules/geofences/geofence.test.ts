import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { geofences } from "./geofences.tables.js";

const GEOFENCES = `query ($filter: GeofencesFilter) { Geofences(filter: $filter) {
  isSuccessful message status errorName errorCode
  list { geofenceId companyId fenceName type circData { lat lng radius } polyData ownership address city category
         isGarage isDepot hasRelation serviceStart serviceEnd minLat maxLat minLng maxLng }
  pagination { total page show } } }`;
const GEOFENCE = `query ($filter: GeofenceFilter!) { geofence(filter: $filter) {
  isSuccessful errorName status data { geofenceId fenceName type circData { lat lng radius } polyData address hasRelation } } }`;
const CREATE = `mutation ($input: CreateGeofenceInput!) { createGeofence(input: $input) {
  isSuccessful errorName message status data { geofenceId fenceName type circData { lat lng radius } polyData ownership
  address phoneNo postalCode isAlert hasRelation minLat maxLat minLng maxLng createdOn } } }`;
const UPDATE = `mutation ($input: UpdateGeofenceInput!) { updateGeofence(input: $input) {
  isSuccessful errorName message data { geofenceId fenceName type circData { radius } polyData address minLat maxLat } } }`;
const DELETE = `mutation ($input: DeleteGeofenceInput!) { deleteGeofence(input: $input) {
  isSuccessful errorName message status data { geofenceId fenceName } } }`;

interface Envelope<T> {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  status: number;
  data: T;
}
interface Geofence {
  geofenceId: number;
  fenceName: string;
  type: string;
  circData: { lat: number; lng: number; radius: number } | null;
  polyData: number[][] | null;
  ownership: string;
  hasRelation: boolean;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}
type List = Omit<Envelope<null>, "data"> & {
  list: Geofence[] | null;
  pagination: { total: number; page: number; show: number } | null;
};

const SQUARE = [
  [-6.2, 106.8],
  [-6.2, 106.81],
  [-6.21, 106.81],
  [-6.21, 106.8],
];

describe("geofence calls", () => {
  let t: TestApp;
  let admin: string;
  const list = async (filter: Record<string, unknown> = {}) =>
    (await t.graphql<{ Geofences: List }>(admin, GEOFENCES, { filter })).data?.Geofences;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  it("answers Geofences with list, pagination and the envelope", async () => {
    const result = await list({ ownership: ["Customer", "Own"], pagination: { page: 1, show: 5 } });
    expect(result).toMatchObject({
      isSuccessful: true,
      status: 200,
      errorName: null,
      errorCode: null,
      pagination: { total: 9, page: 1, show: 5 },
    });
    expect(result?.list?.map((fence) => fence.fenceName)).toEqual([
      "Bandara Soekarno-Hatta",
      "Depo Cakung",
      "Gudang Cikarang",
      "Kantor Pusat — Kuningan",
      "Pelabuhan Tanjung Priok",
    ]);
    const cakung = result?.list?.find((fence) => fence.fenceName === "Depo Cakung");
    expect(cakung).toMatchObject({
      type: "C",
      circData: { lat: -6.1847, lng: 106.9402, radius: 350 },
      polyData: null,
      ownership: "Own",
      isGarage: true,
      hasRelation: true,
    });
    const priok = result?.list?.find((fence) => fence.fenceName === "Pelabuhan Tanjung Priok");
    expect(priok).toMatchObject({ type: "P", circData: null, hasRelation: false, ownership: "Customer" });
    expect(priok?.polyData).toHaveLength(4);
    expect(priok).toMatchObject({ minLat: -6.113, maxLat: -6.0985, minLng: 106.879, maxLng: 106.902 });
  });

  it("filters by ownership, type and search (name or address)", async () => {
    expect((await list({ ownership: ["Customer"] }))?.pagination?.total).toBe(5);
    expect((await list({ ownership: ["Own"], type: "P" }))?.list?.map((fence) => fence.fenceName)).toEqual([
      "Gudang Cikarang",
      "Pool Sunter",
    ]);
    expect((await list({ search: "pelanggan" }))?.list).toHaveLength(3);
    expect((await list({ search: "jababeka" }))?.list?.map((fence) => fence.fenceName)).toEqual([
      "Gudang Cikarang",
    ]);
    expect(await list({ ownership: ["Mine"] })).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
      list: null,
    });
  });

  it("creates a circle and a polygon and stores their bounding boxes", async () => {
    const circle = await t.graphql<{ createGeofence: Envelope<Geofence> }>(admin, CREATE, {
      input: {
        fenceName: "Pelanggan — Gudang Sunter",
        type: "C",
        circData: { lat: -6.14, lng: 106.87, radius: 1000 },
        ownership: "Customer",
        address: "Jl. Sunter Permai",
        phoneNo: "021-6505050",
        postalCode: "14350",
      },
    });
    expect(circle.data?.createGeofence).toMatchObject({
      isSuccessful: true,
      message: "Data berhasil disimpan.",
      data: { type: "C", ownership: "Customer", isAlert: true, hasRelation: false, polyData: null },
    });
    const box = circle.data?.createGeofence.data;
    expect(box?.maxLat).toBeCloseTo(-6.14 + 1000 / 111_195, 6);
    expect((box?.maxLng ?? 0) - 106.87).toBeGreaterThan((box?.maxLat ?? 0) - -6.14);

    const polygon = await t.graphql<{ createGeofence: Envelope<Geofence> }>(admin, CREATE, {
      input: { fenceName: "Area Monas", type: "P", polyData: SQUARE },
    });
    expect(polygon.data?.createGeofence.data).toMatchObject({
      type: "P",
      circData: null,
      polyData: SQUARE,
      ownership: "Own",
      minLat: -6.21,
      maxLat: -6.2,
      minLng: 106.8,
      maxLng: 106.81,
    });
    const [row] = await t.database.db
      .select()
      .from(geofences)
      .where(eq(geofences.geofenceId, polygon.data?.createGeofence.data.geofenceId ?? 0));
    expect(row).toMatchObject({ minLat: -6.21, maxLat: -6.2, minLng: 106.8, maxLng: 106.81 });
  });

  it("refuses invalid shapes and fields with localised messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fenceName: "", type: "C", circData: { lat: 0, lng: 0, radius: 1 } }, "Nama geofence wajib diisi"],
      [
        { fenceName: "x".repeat(101), type: "C", circData: { lat: 0, lng: 0, radius: 1 } },
        "Nama geofence maksimal 100 karakter",
      ],
      [{ fenceName: "X", type: "C" }, "Data lingkaran wajib diisi"],
      [{ fenceName: "X", type: "C", circData: { lat: 0, lng: 0, radius: 0 } }, "Radius harus lebih dari 0"],
      [{ fenceName: "X", type: "P", polyData: SQUARE.slice(0, 2) }, "Titik poligon minimal 3 item"],
      [
        { fenceName: "X", type: "P", polyData: [SQUARE[0], SQUARE[1], SQUARE[0]] },
        "Titik poligon memiliki titik yang sama",
      ],
      [
        { fenceName: "X", type: "P", polyData: [SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]] },
        "Titik poligon tidak boleh berpotongan sendiri",
      ],
      [{ fenceName: "X", type: "Z" }, "Tipe harus salah satu dari: C, P"],
    ];
    for (const [input, message] of cases) {
      const result = await t.graphql<{ createGeofence: Envelope<null> }>(admin, CREATE, { input });
      expect(result.data?.createGeofence).toMatchObject({
        isSuccessful: false,
        errorName: "ValidationError",
        status: 400,
      });
      expect(result.data?.createGeofence.message).toContain(message);
    }
  });

  it("updates details, switches the shape and recomputes the box", async () => {
    const fence = (await list({ search: "Area Monas" }))?.list?.[0];
    const renamed = await t.graphql<{ updateGeofence: Envelope<Geofence> }>(admin, UPDATE, {
      input: { geofenceId: fence?.geofenceId, fenceName: "Area Monas Baru", address: "Jl. Medan Merdeka" },
    });
    expect(renamed.data?.updateGeofence.data).toMatchObject({
      fenceName: "Area Monas Baru",
      type: "P",
      polyData: SQUARE,
      minLat: -6.21,
    });
    const switched = await t.graphql<{ updateGeofence: Envelope<Geofence> }>(admin, UPDATE, {
      input: {
        geofenceId: fence?.geofenceId,
        type: "C",
        circData: { lat: -6.1754, lng: 106.8272, radius: 300 },
      },
    });
    expect(switched.data?.updateGeofence.data).toMatchObject({
      type: "C",
      polyData: null,
      circData: { radius: 300 },
    });
    expect(switched.data?.updateGeofence.data.minLat).toBeCloseTo(-6.1754 - 300 / 111_195, 6);
    const dataWithoutType = await t.graphql<{ updateGeofence: Envelope<null> }>(admin, UPDATE, {
      input: { geofenceId: fence?.geofenceId, polyData: SQUARE },
    });
    expect(dataWithoutType.data?.updateGeofence.message).toContain("Tipe wajib diisi");
    const unknown = await t.graphql<{ updateGeofence: Envelope<null> }>(admin, UPDATE, {
      input: { geofenceId: 999_999, fenceName: "X" },
    });
    expect(unknown.data?.updateGeofence.errorName).toBe("NotFound");
  });

  it("reads one geofence; deletes it unless a vehicle uses it as garage", async () => {
    const fence = (await list({ search: "Area Monas" }))?.list?.[0];
    const read = await t.graphql<{ geofence: Envelope<Geofence> }>(admin, GEOFENCE, {
      filter: { geofenceId: fence?.geofenceId },
    });
    expect(read.data?.geofence.data).toMatchObject({
      fenceName: "Area Monas Baru",
      address: "Jl. Medan Merdeka",
    });

    const garage = (await list({ search: "Depo Cakung" }))?.list?.[0];
    const refused = await t.graphql<{ deleteGeofence: Envelope<null> }>(admin, DELETE, {
      input: { geofenceId: garage?.geofenceId },
    });
    expect(refused.data?.deleteGeofence).toMatchObject({
      isSuccessful: false,
      errorName: "GeofenceInUse",
      status: 409,
      message: "Geofence masih digunakan sebagai garasi kendaraan.",
    });

    const removed = await t.graphql<{ deleteGeofence: Envelope<Geofence> }>(admin, DELETE, {
      input: { geofenceId: fence?.geofenceId },
    });
    expect(removed.data?.deleteGeofence).toMatchObject({
      isSuccessful: true,
      message: "Data berhasil dihapus.",
      data: { fenceName: "Area Monas Baru" },
    });
    const gone = await t.graphql<{ geofence: Envelope<null> }>(admin, GEOFENCE, {
      filter: { geofenceId: fence?.geofenceId },
    });
    expect(gone.data?.geofence).toMatchObject({ isSuccessful: false, errorName: "NotFound", status: 404 });
  });

  it("lets temporary tracking read saved addresses but not change them", async () => {
    const tracking = await t.loginAs(["b2a-temporary-liveview:read"]);
    const read = await t.graphql<{ Geofences: List }>(tracking, GEOFENCES, {
      filter: { ownership: ["Customer", "Own"], pagination: { page: 1, show: 5 }, search: "" },
    });
    expect(read.data?.Geofences.isSuccessful).toBe(true);
    const write = await t.graphql(tracking, CREATE, {
      input: { fenceName: "X", type: "C", circData: { lat: 0, lng: 0, radius: 5 } },
    });
    expect(write.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const driver = await t.login("driver");
    expect((await t.graphql(driver, GEOFENCES)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
