import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";
import { vehicles } from "../fleet/index.js";
import { positions } from "../positions/index.js";

const FIELDS = `id name source areaSquareMeters perimeterMeters licensePlate points { latitude longitude }`;
const LIST = `query ($filter: LandMeasurementsFilterInput) { landMeasurements(filter: $filter) {
  isSuccessful errorName data { ${FIELDS} } pagination { total page show } } }`;
const GET = `query ($id: Int!) { landMeasurement(input: { id: $id }) { isSuccessful errorName data { ${FIELDS} } } }`;
const TRACK = `query ($filter: LandMeasurementTrackFilter!) { landMeasurementTrack(filter: $filter) {
  isSuccessful errorName message data { licensePlate truncated issue areaSquareMeters perimeterMeters points { latitude longitude } } } }`;
const CREATE = `mutation ($input: CreateLandMeasurementInput!) { createLandMeasurement(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const RENAME = `mutation ($input: RenameLandMeasurementInput!) { renameLandMeasurement(input: $input) {
  isSuccessful errorName data { id name } } }`;
const DELETE = `mutation ($id: Int!) { deleteLandMeasurement(input: { id: $id }) { isSuccessful errorName data { id } } }`;

type Measurement = {
  id: number;
  name: string;
  source: string;
  areaSquareMeters: number;
  licensePlate: string | null;
};
type Envelope<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T | null };

/** About 1.1 km × 1.1 km near Pekanbaru, as GraphQL points. */
const SQUARE = [
  [0.5, 101.4],
  [0.5, 101.41],
  [0.49, 101.41],
  [0.49, 101.4],
].map(([latitude, longitude]) => ({ latitude, longitude }));

const CRUD = ["read", "create", "update", "delete"].map((action) => `i1a-land-measurement:${action}`);

describe("land measurement", () => {
  let t: TestApp;
  let adminA: string;
  let adminB: string;
  let vehicleA = 0;
  let companyA = 0;
  const trackStart = new Date(Date.now() - 2 * 3_600_000);

  const create = async (cookie: string, input: Record<string, unknown>) =>
    (await t.graphql<{ createLandMeasurement: Envelope<Measurement> }>(cookie, CREATE, { input })).data
      ?.createLandMeasurement as Envelope<Measurement>;

  beforeAll(async () => {
    t = await startTestApp();
    adminA = await t.login("admin");
    adminB = await t.login("lain");
    const [demo] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    const [vehicle] = await t.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.companyId, demo?.id ?? 0));
    vehicleA = vehicle?.id ?? 0;
    companyA = demo?.id ?? 0;
    // the vehicle drives round a block of about 550 m × 550 m, one fix every 20 s, back to its start
    const corners = [
      [0.5, 101.4],
      [0.5, 101.405],
      [0.495, 101.405],
      [0.495, 101.4],
      [0.5, 101.4],
    ] as const;
    const fixes: { latitude: number; longitude: number }[] = [];
    for (let leg = 0; leg < 4; leg++) {
      const [fromLat, fromLng] = corners[leg] as readonly [number, number];
      const [toLat, toLng] = corners[leg + 1] as readonly [number, number];
      for (let step = 0; step < 10; step++) {
        fixes.push({
          latitude: fromLat + ((toLat - fromLat) * step) / 10,
          longitude: fromLng + ((toLng - fromLng) * step) / 10,
        });
      }
    }
    fixes.push({ latitude: 0.5, longitude: 101.40001 });
    await t.database.db.insert(positions).values(
      fixes.map((fix, index) => ({
        vehicleId: vehicleA,
        companyId: companyA,
        protocol: "osmand",
        fixTime: new Date(trackStart.getTime() + index * 20_000),
        ...fix,
        speed: 15,
        course: 0,
        ignition: true,
      })),
    );
  });
  afterAll(() => t.close());

  it("measures tapped points in hectares on the ellipsoid and lists them newest first", async () => {
    const saved = await create(adminA, { name: "  Blok Uji Tapped  ", source: "tapped", points: SQUARE });
    expect(saved.isSuccessful).toBe(true);
    expect(saved.data?.name).toBe("Blok Uji Tapped");
    // 0.01° × 0.01° at the equator: about 1,112 m × 1,106 m
    expect((saved.data?.areaSquareMeters ?? 0) / 10_000).toBeGreaterThan(122);
    expect((saved.data?.areaSquareMeters ?? 0) / 10_000).toBeLessThan(124);
    const list = await t.graphql<{
      landMeasurements: Envelope<Measurement[]> & { pagination: { total: number } };
    }>(adminA, LIST, { filter: { pagination: { page: 1, show: 2 } } });
    expect(list.data?.landMeasurements.data?.[0]?.name).toBe("Blok Uji Tapped");
    expect(list.data?.landMeasurements.data).toHaveLength(2);
    // the two demo measurements and this one
    expect(list.data?.landMeasurements.pagination.total).toBe(3);
    const searched = await t.graphql<{ landMeasurements: Envelope<Measurement[]> }>(adminA, LIST, {
      filter: { search: "sei mandau" },
    });
    expect(searched.data?.landMeasurements.data?.map((row) => row.name)).toEqual([
      "Blok A7 Kebun Sawit Sei Mandau",
    ]);
  });

  it("refuses crossing, collinear and out-of-range boundaries with Indonesian messages", async () => {
    const bowTie = await create(adminA, {
      name: "Silang",
      source: "tapped",
      points: [SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]],
    });
    expect(bowTie.errorName).toBe("ValidationError");
    expect(bowTie.message).toContain("Titik batas tidak boleh berpotongan sendiri");
    const line = await create(adminA, {
      name: "Garis",
      source: "tapped",
      points: [0, 1, 2].map((i) => ({ latitude: 0.5, longitude: 101.4 + i * 0.001 })),
    });
    expect(line.message).toContain("tidak membentuk bidang");
    const outside = await create(adminA, {
      name: "Luar",
      source: "tapped",
      points: [...SQUARE.slice(0, 3), { latitude: 91, longitude: 101.4 }],
    });
    expect(outside.errorName).toBe("ValidationError");
    const unknownSource = await create(adminA, { name: "X", source: "drawn", points: SQUARE });
    expect(unknownSource.errorName).toBe("ValidationError");
  });

  it("measures a vehicle's track between two times and saves it with the vehicle", async () => {
    const range = {
      vehicleId: vehicleA,
      startTime: trackStart.toISOString(),
      endTime: new Date(trackStart.getTime() + 3_600_000).toISOString(),
    };
    const track = await t.graphql<{
      landMeasurementTrack: Envelope<{ issue: string | null; areaSquareMeters: number; points: unknown[] }>;
    }>(adminA, TRACK, { filter: range });
    const data = track.data?.landMeasurementTrack.data;
    expect(data?.issue).toBeNull();
    // the fix back on the start is dropped: the ring closes itself
    expect(data?.points).toHaveLength(40);
    expect((data?.areaSquareMeters ?? 0) / 10_000).toBeGreaterThan(30);
    expect((data?.areaSquareMeters ?? 0) / 10_000).toBeLessThan(31.5);
    const saved = await create(adminA, { name: "Blok lintasan", source: "track", ...range });
    expect(saved.isSuccessful).toBe(true);
    expect(saved.data?.source).toBe("track");
    expect(saved.data?.licensePlate).toBeTruthy();
    expect(saved.data?.areaSquareMeters).toBeCloseTo(data?.areaSquareMeters ?? 0, 3);
    // a range with no fixes has no boundary
    const empty = await create(adminA, {
      name: "Kosong",
      source: "track",
      vehicleId: vehicleA,
      startTime: new Date(trackStart.getTime() - 7_200_000).toISOString(),
      endTime: new Date(trackStart.getTime() - 3_600_000).toISOString(),
    });
    expect(empty.message).toContain("minimal 3 titik");
  });

  it("renames and deletes only with the keys, and only the company's own", async () => {
    const saved = await create(adminA, { name: "Blok sementara", source: "tapped", points: SQUARE });
    const id = saved.data?.id ?? 0;
    const readOnly = await t.loginAs([CRUD[0] as string]);
    const refusal = (result: { errors?: { extensions?: { code?: string } }[] }) =>
      result.errors?.[0]?.extensions?.code;
    expect(
      refusal(await t.graphql(readOnly, CREATE, { input: { name: "X", source: "tapped", points: SQUARE } })),
    ).toBe("FORBIDDEN");
    expect(refusal(await t.graphql(readOnly, RENAME, { input: { id, name: "Y" } }))).toBe("FORBIDDEN");
    expect(refusal(await t.graphql(readOnly, DELETE, { id }))).toBe("FORBIDDEN");
    expect(refusal(await t.graphql(readOnly, LIST, {}))).toBeUndefined();
    const noKeys = await t.loginAs(["a1a-dashboard:read"]);
    expect(refusal(await t.graphql(noKeys, LIST, {}))).toBe("FORBIDDEN");

    const renamed = await t.graphql<{ renameLandMeasurement: Envelope<{ name: string }> }>(adminA, RENAME, {
      input: { id, name: "Blok B3 Afdeling I" },
    });
    expect(renamed.data?.renameLandMeasurement.data?.name).toBe("Blok B3 Afdeling I");
    const deleted = await t.graphql<{ deleteLandMeasurement: Envelope<{ id: number }> }>(adminA, DELETE, {
      id,
    });
    expect(deleted.data?.deleteLandMeasurement.data?.id).toBe(id);
    const gone = await t.graphql<{ landMeasurement: Envelope<unknown> }>(adminA, GET, { id });
    expect(gone.data?.landMeasurement.errorName).toBe("NotFound");
  });

  it("refuses another company's measurements and vehicles", async () => {
    const saved = await create(adminA, { name: "Blok rahasia", source: "tapped", points: SQUARE });
    const id = saved.data?.id ?? 0;
    const list = await t.graphql<{ landMeasurements: Envelope<Measurement[]> }>(adminB, LIST, {});
    expect(list.data?.landMeasurements.data).toEqual([]);
    const get = await t.graphql<{ landMeasurement: Envelope<unknown> }>(adminB, GET, { id });
    expect(get.data?.landMeasurement.errorName).toBe("NotFound");
    const rename = await t.graphql<{ renameLandMeasurement: Envelope<unknown> }>(adminB, RENAME, {
      input: { id, name: "Diambil" },
    });
    expect(rename.data?.renameLandMeasurement.errorName).toBe("NotFound");
    const remove = await t.graphql<{ deleteLandMeasurement: Envelope<unknown> }>(adminB, DELETE, { id });
    expect(remove.data?.deleteLandMeasurement.errorName).toBe("NotFound");
    const range = {
      vehicleId: vehicleA,
      startTime: trackStart.toISOString(),
      endTime: new Date(trackStart.getTime() + 3_600_000).toISOString(),
    };
    const track = await t.graphql<{ landMeasurementTrack: Envelope<unknown> }>(adminB, TRACK, {
      filter: range,
    });
    expect(track.data?.landMeasurementTrack.errorName).toBe("NotFound");
    expect((await create(adminB, { name: "Curian", source: "track", ...range })).errorName).toBe("NotFound");
    const still = await t.graphql<{ landMeasurement: Envelope<Measurement> }>(adminA, GET, { id });
    expect(still.data?.landMeasurement.data?.name).toBe("Blok rahasia");
  });
});
