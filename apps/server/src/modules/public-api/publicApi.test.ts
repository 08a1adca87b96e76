import { Validator } from "@seriousme/openapi-schema-validator";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { rollUpDriving } from "../driver-scores/drivingRollup.js";
import { activityRollupPart } from "../reports/activityRollup.js";

const CREATE = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { data { id secret } } }`;
const REVOKE = `mutation ($id: Int!) { revokeApiKey(input: { apiKeyId: $id }) { isSuccessful } }`;
const KEYS = [
  "c8a-setting-api:read",
  "c8a-setting-api:create",
  "c8a-setting-api:delete",
  "d1a-master-vehicle:read",
  "b2b-route-history:read",
  "e4a-alert-center-main:read",
  "tms:read",
  "tms:create",
  "tms:update",
  "f1a-report-trip:read",
];
const HOUR = 3_600_000;

describe("public REST API /api/v1", () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;
  let otherVehicleId: number;
  const start = new Date("2026-03-02T00:00:00Z");

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.loginAs(KEYS);
    const mine = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "861000000370001",
      licensePlate: "B 3701 API",
    });
    vehicleId = mine.vehicleId;
    otherVehicleId = (
      await createTestVehicle(t.database.db, {
        companyName: "PT Lain",
        imei: "861000000370002",
        licensePlate: "B 3702 LAIN",
      })
    ).vehicleId;
    // 30 fixes a minute apart
    for (let minute = 0; minute < 30; minute++) {
      const fix = new Date(start.getTime() + minute * 60_000).toISOString();
      await t.database.db.execute(sql`insert into positions
        (vehicle_id, fix_time, company_id, protocol, latitude, longitude, speed)
        values (${vehicleId}, ${fix}::timestamptz, ${mine.companyId}, 'gt06', ${-6.2 + minute / 1000}, 106.8, 40)`);
    }
  });
  afterAll(() => t.close());

  const newKey = async (accessKeys: string[], extra: Record<string, unknown> = {}) => {
    const result = await t.graphql<{ createApiKey: { data: { id: number; secret: string } } }>(
      admin,
      CREATE,
      {
        input: { name: `Kunci ${accessKeys.length}`, accessKeys, ...extra },
      },
    );
    const data = result.data?.createApiKey.data;
    if (!data) throw new Error(JSON.stringify(result));
    return data;
  };
  const get = (url: string, secret: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...headers },
    });
  const range = `from=${start.toISOString()}&to=${new Date(start.getTime() + HOUR).toISOString()}`;

  it("publishes a valid OpenAPI 3.1 document with every route, and its docs page", async () => {
    const response = await get("/api/v1/openapi.json", null);
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const routes = Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toEqual(
      [
        "GET /api/v1/vehicles",
        "GET /api/v1/vehicles/{vehicleId}/positions",
        "GET /api/v1/alerts",
        "GET /api/v1/trips",
        "GET /api/v1/delivery-orders",
        "POST /api/v1/delivery-orders",
        "PUT /api/v1/delivery-orders/{deliveryOrderId}",
        "POST /api/v1/delivery-orders/{deliveryOrderId}/status",
        "GET /api/v1/fleet-tasks",
        "POST /api/v1/fleet-tasks",
        "POST /api/v1/fleet-tasks/{fleetTaskId}/status",
        "POST /api/v1/temporary-live-views",
      ].sort(),
    );
    const page = await get("/api/docs/", null);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger");
  });

  it("refuses no key, a session, a wrong scope, a revoked key and another company's vehicle", async () => {
    const missing = await get("/api/v1/vehicles", null);
    expect([missing.statusCode, missing.json().errorName]).toEqual([401, "ApiKeyMissing"]);
    const session = await get("/api/v1/vehicles", null, { cookie: admin });
    expect([session.statusCode, session.json().errorName]).toEqual([401, "ApiKeyMissing"]);

    const alertsOnly = await newKey(["e4a-alert-center-main:read"]);
    const wrongScope = await get("/api/v1/vehicles", alertsOnly.secret);
    expect([wrongScope.statusCode, wrongScope.json().errorName]).toEqual([403, "Forbidden"]);

    const reader = await newKey(["d1a-master-vehicle:read", "b2b-route-history:read"]);
    const other = await get(`/api/v1/vehicles/${otherVehicleId}/positions?${range}`, reader.secret);
    expect([other.statusCode, other.json().errorName]).toEqual([404, "NotFound"]);
    const list = (await get("/api/v1/vehicles", reader.secret)).json();
    expect(list.data.map((vehicle: { id: number }) => vehicle.id)).toContain(vehicleId);
    expect(list.data.map((vehicle: { id: number }) => vehicle.id)).not.toContain(otherVehicleId);

    await t.graphql(admin, REVOKE, { id: reader.id });
    const revoked = await get("/api/v1/vehicles", reader.secret);
    expect([revoked.statusCode, revoked.json().errorName]).toEqual([401, "ApiKeyRevoked"]);
  });

  it("validates queries with the ValidationError envelope", async () => {
    const { secret } = await newKey(["d1a-master-vehicle:read", "b2b-route-history:read"]);
    for (const query of [
      "from=yesterday&to=today",
      `${range}&limit=0`,
      `${range}&cursor=%%%`,
      "from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z",
    ]) {
      const response = await get(`/api/v1/vehicles/${vehicleId}/positions?${query}`, secret);
      expect([response.statusCode, response.json().errorName], query).toEqual([400, "ValidationError"]);
    }
  });

  it("pages a vehicle's positions with a cursor and streams them as NDJSON", async () => {
    const { secret } = await newKey(["b2b-route-history:read"]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/vehicles/${vehicleId}/positions?${range}&limit=12${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await get(url, secret)).json();
      seen.push(...page.data.map((position: { fixTime: string }) => position.fixTime));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect([...seen].sort()).toEqual(seen);

    const stream = await get(`/api/v1/vehicles/${vehicleId}/positions?${range}`, secret, {
      accept: "application/x-ndjson",
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers["content-type"]).toContain("application/x-ndjson");
    const lines = stream.body
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.fixTime)).toEqual(seen);
  });

  it("creates, updates and moves a delivery order through the deliveries rules", async () => {
    const { secret } = await newKey(["tms:read", "tms:create", "tms:update"]);
    const send = (method: "POST" | "PUT", url: string, payload: object) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, payload });
    const address = { address: "Jl. Gatot Subroto No. 1, Jakarta", lat: -6.23, lng: 106.82 };
    const order = { customerName: "PT Kurir Nusantara", origin: address, destination: address };
    const created = await send("POST", "/api/v1/delivery-orders", order);
    expect(created.statusCode).toBe(201);
    const { deliveryOrderId, status } = created.json();
    expect(status).toBe("DRAFT");
    const invalid = await send("POST", "/api/v1/delivery-orders", { ...order, customerName: "" });
    expect([invalid.statusCode, invalid.json().errorName]).toEqual([400, "ValidationError"]);
    const updated = await send("PUT", `/api/v1/delivery-orders/${deliveryOrderId}`, {
      ...order,
      notes: "Lewat pintu belakang",
    });
    expect(updated.json().notes).toBe("Lewat pintu belakang");
    const confirmed = await send("POST", `/api/v1/delivery-orders/${deliveryOrderId}/status`, {
      status: "CONFIRMED",
    });
    expect([confirmed.statusCode, confirmed.json().status]).toEqual([200, "CONFIRMED"]);
    const refused = await send("POST", `/api/v1/delivery-orders/${deliveryOrderId}/status`, {
      status: "DELIVERED",
    });
    expect([refused.statusCode, refused.json().errorName]).toEqual([409, "StatusChangeNotAllowed"]);
    const list = (await get("/api/v1/delivery-orders?status=CONFIRMED", secret)).json();
    expect(list.data.map((row: { deliveryOrderId: number }) => row.deliveryOrderId)).toContain(
      deliveryOrderId,
    );
  });

  it("lists a vehicle's trips of company days as the trips report reads them, refusing another company's vehicle", async () => {
    const { vehicleId: driven, companyId } = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "861000000370003",
      licensePlate: "B 3703 TRIP",
    });
    // 20 min east at 60 km/h from 08:00 WIB, then 15 min parked with the engine off; a fix every 30 s
    const departure = Date.parse("2026-03-03T01:00:00Z");
    for (let step = 0; step <= 70; step++) {
      const moving = step <= 40;
      const fix = new Date(departure + step * 30_000).toISOString();
      const longitude = 106.8 + Math.min(step, 40) * 0.0045;
      await t.database.db.execute(sql`insert into positions
        (vehicle_id, fix_time, company_id, protocol, latitude, longitude, speed, ignition)
        values (${driven}, ${fix}::timestamptz, ${companyId}, 'gt06', -6.2, ${longitude}, ${moving ? 60 : 0}, ${moving})`);
    }
    await rollUpDriving(t.database.db, [activityRollupPart]);

    const { secret } = await newKey(["f1a-report-trip:read"]);
    const response = await get(
      `/api/v1/trips?startDate=2026-03-03&endDate=2026-03-03&vehicleId=${driven}`,
      secret,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timeZone).toBe("Asia/Jakarta");
    expect(body.data).toHaveLength(1);
    const [trip] = body.data;
    expect(trip).toMatchObject({
      vehicleId: driven,
      licensePlate: "B 3703 TRIP",
      startTime: "2026-03-03T01:00:00.000Z",
      start: { latitude: -6.2, longitude: 106.8 },
    });
    // 0.18° of longitude at 6.2° S: about 19.9 km in 20 minutes
    expect(trip.distanceKm).toBeGreaterThan(19);
    expect(trip.distanceKm).toBeLessThan(21);
    // it ends when the vehicle is seen standing (the first fix at 0 km/h, 30 s after the last moving one)
    expect(trip.durationSeconds).toBe((Date.parse(trip.endTime) - Date.parse(trip.startTime)) / 1000);
    expect(trip.durationSeconds).toBeGreaterThanOrEqual(1200);
    expect(trip.durationSeconds).toBeLessThanOrEqual(1230);

    // the day before has none; another company's vehicle is not found; a key without the report's key is refused
    const before = await get(
      `/api/v1/trips?startDate=2026-03-02&endDate=2026-03-02&vehicleId=${driven}`,
      secret,
    );
    expect(before.json().data).toEqual([]);
    const other = await get(
      `/api/v1/trips?startDate=2026-03-03&endDate=2026-03-03&vehicleId=${otherVehicleId}`,
      secret,
    );
    expect([other.statusCode, other.json().errorName]).toEqual([404, "NotFound"]);
    const { secret: alertsOnly } = await newKey(["e4a-alert-center-main:read"]);
    const refused = await get(`/api/v1/trips?startDate=2026-03-03&endDate=2026-03-03`, alertsOnly);
    expect([refused.statusCode, refused.json().errorName]).toEqual([403, "Forbidden"]);
    for (const query of [
      "startDate=2026-03-03&endDate=2026-02-01",
      "startDate=3%20Maret&endDate=2026-03-03",
      "startDate=2026-01-01&endDate=2026-03-03",
    ]) {
      const invalid = await get(`/api/v1/trips?${query}`, secret);
      expect([invalid.statusCode, invalid.json().errorName], query).toEqual([400, "ValidationError"]);
    }
  });

  it("lists alerts in a range", async () => {
    const { secret } = await newKey(["e4a-alert-center-main:read"]);
    const response = await get(`/api/v1/alerts?${range}`, secret);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], nextCursor: null });
  });
});
