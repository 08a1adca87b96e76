import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { haversineMeters, type LatLng, learnedTravelMatrix, learnTravel } from "@armada/domain";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/index.js";
import { GOOGLE_MATRIX_SIDE, googleMatrixBlock, googleMatrixCells } from "./googleMatrixBlock.js";
import { routerMatrix } from "./travelEstimate.js";

const API_KEY = "AIzaTest-routes-key-never-logged";
const MATRIX_PATH = "/distanceMatrix/v2:computeRouteMatrix";
/** The fake's road: 1.3 × the straight line at 12.5 m/s (45 km/h), in whole metres and seconds as Google answers. */
const roadMetres = (a: LatLng, b: LatLng) => Math.round(haversineMeters(a, b) * 1.3);
const roadSeconds = (a: LatLng, b: LatLng) => Math.round(roadMetres(a, b) / 12.5);

interface Waypoint {
  waypoint?: { location?: { latLng?: { latitude?: unknown; longitude?: unknown } } };
}
type Element = Record<string, unknown>;

/** Google's error body, as its APIs answer: `{"error": {"code", "message", "status"}}`. */
function googleError(response: ServerResponse, code: number, status: string, message: string) {
  response.writeHead(code, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: { code, message, status } }));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local stand-in for Google's Routes API matrix (we cannot call Google here): POST
 * /distanceMatrix/v2:computeRouteMatrix with the key and field mask headers, 625 elements at most, answered as the
 * documented JSON array of elements in any order, each with only the masked fields. `element` rewrites an element
 * (no route, an error status, nonsense), `answer` replaces the whole body, `delayMs` answers late.
 */
function fakeGoogleRoutes() {
  const state = {
    requests: 0,
    largest: 0,
    delayMs: 0,
    element: null as ((element: Element, origin: LatLng, destination: LatLng) => Element) | null,
    answer: null as { status: number; body: string } | null,
  };
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer(async (request, response) => {
    state.requests += 1;
    const body = await bodyOf(request);
    if (request.method !== "POST" || request.url !== MATRIX_PATH)
      return googleError(response, 404, "NOT_FOUND", "no such method");
    if (!request.headers["x-goog-api-key"])
      return googleError(response, 403, "PERMISSION_DENIED", "The request is missing a valid API key.");
    if (request.headers["x-goog-api-key"] !== API_KEY)
      return googleError(
        response,
        400,
        "INVALID_ARGUMENT",
        `API key not valid: ${request.headers["x-goog-api-key"]}`,
      );
    const mask = String(request.headers["x-goog-fieldmask"] ?? "").split(",");
    // the reference's production mask: the indexes, status (else every element looks OK), condition and numbers
    const needed = ["originIndex", "destinationIndex", "status", "condition", "distanceMeters", "duration"];
    if (needed.some((field) => !mask.includes(field)) || mask.includes("*"))
      return googleError(response, 400, "INVALID_ARGUMENT", "ask for the fields needed, not every field");
    const parsed = JSON.parse(body) as {
      origins?: Waypoint[];
      destinations?: Waypoint[];
      travelMode?: string;
      routingPreference?: string;
    };
    const place = (w: Waypoint): LatLng => {
      const latLng = w.waypoint?.location?.latLng;
      return { lat: Number(latLng?.latitude), lng: Number(latLng?.longitude) };
    };
    const origins = (parsed.origins ?? []).map(place);
    const destinations = (parsed.destinations ?? []).map(place);
    if (parsed.travelMode !== "DRIVE" || parsed.routingPreference !== "TRAFFIC_UNAWARE")
      return googleError(response, 400, "INVALID_ARGUMENT", "unexpected travel mode or preference");
    if ([...origins, ...destinations].some((p) => !Number.isFinite(p.lat) || !Number.isFinite(p.lng)))
      return googleError(response, 400, "INVALID_ARGUMENT", "a waypoint without latLng");
    if (origins.length * destinations.length > 625)
      return googleError(response, 400, "INVALID_ARGUMENT", "Number of elements exceeds 625");
    state.largest = Math.max(state.largest, origins.length * destinations.length);
    const elements: Element[] = [];
    origins.forEach((origin, originIndex) => {
      destinations.forEach((destination, destinationIndex) => {
        const metres = roadMetres(origin, destination);
        const full: Element = {
          originIndex,
          destinationIndex,
          status: {},
          condition: "ROUTE_EXISTS",
          duration: `${roadSeconds(origin, destination)}s`,
          // an int32 of 0 is left out of the JSON, as protobuf's JSON mapping does
          ...(metres === 0 ? {} : { distanceMeters: metres }),
        };
        const element = state.element ? state.element(full, origin, destination) : full;
        elements.push(Object.fromEntries(Object.entries(element).filter(([key]) => mask.includes(key))));
      });
    });
    // the API streams elements as they are done, not in the request's order
    elements.reverse();
    const send = () => {
      if (state.answer) {
        response.writeHead(state.answer.status, { "content-type": "application/json" });
        response.end(state.answer.body);
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(elements));
    };
    if (state.delayMs === 0) return send();
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!response.destroyed) send();
    }, state.delayMs);
    pending.add(timer);
  });
  const reset = () => {
    Object.assign(state, { requests: 0, largest: 0, delayMs: 0, element: null, answer: null });
  };
  const close = () => {
    for (const timer of pending) clearTimeout(timer);
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { server, state, reset, close };
}

const at = (i: number): LatLng => ({ lat: -6.1 - (i % 9) * 0.012, lng: 106.7 + Math.floor(i / 9) * 0.015 });
const learnedFor = (points: LatLng[]) => learnedTravelMatrix(points, learnTravel([]));

describe("Google Routes matrix blocks against a local Routes API", () => {
  let google: ReturnType<typeof fakeGoogleRoutes>;
  let url: string;
  beforeAll(async () => {
    google = fakeGoogleRoutes();
    await new Promise<void>((resolve) => google.server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(google.server.address() as AddressInfo).port}`;
  });
  afterEach(() => google.reset());
  afterAll(() => google.close());

  it("asks 25 × 25 at most a request with the key and field mask, and assembles every pair", async () => {
    const points = Array.from({ length: 2 * GOOGLE_MATRIX_SIDE + 7 }, (_, i) => at(i));
    const matrix = await routerMatrix(
      points,
      googleMatrixBlock(url, API_KEY),
      learnedFor(points),
      5_000,
      GOOGLE_MATRIX_SIDE,
    );
    expect(google.state.requests).toBe(9);
    expect(google.state.largest).toBe(625);
    const size = points.length;
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        if (i === j) continue;
        const from = points[i] as LatLng;
        const to = points[j] as LatLng;
        expect(matrix.km[i * size + j]).toBeCloseTo(roadMetres(from, to) / 1000, 9);
        expect(matrix.minutes[i * size + j]).toBeCloseTo(roadSeconds(from, to) / 60, 9);
      }
    }
    expect(matrix.minutes[4 * size + 4]).toBe(0);
  });

  it("keeps the learned estimate for a pair without a route, with an error status, or with numbers not to believe", async () => {
    const points = Array.from({ length: 6 }, (_, i) => at(i * 5));
    const learned = learnedFor(points);
    const nonsense: Element[] = [
      { condition: "ROUTE_NOT_FOUND" },
      { status: { code: 5, message: "NOT_FOUND" }, condition: "ROUTE_MATRIX_ELEMENT_CONDITION_UNSPECIFIED" },
      { status: { code: 3 } },
      { duration: "-12s" },
      { duration: "NaNs" },
      { duration: "12" },
      { duration: `${10 * 24 * 3600}s` },
      { distanceMeters: -40 },
      { distanceMeters: 9e9 },
      { distanceMeters: "812" },
      // 100 km in 60 s: 6 000 km/h
      { distanceMeters: 100_000, duration: "60s" },
    ];
    const broken = new Map(
      nonsense.map((change, k) => [`${k % 6},${(k + 1 + Math.floor(k / 6)) % 6}`, change]),
    );
    google.state.element = (element) => {
      const change = broken.get(`${element.originIndex},${element.destinationIndex}`);
      if (!change) return element;
      const { distanceMeters: _distance, duration: _duration, ...rest } = element;
      return change.condition === "ROUTE_NOT_FOUND" || change.status
        ? { ...rest, ...change }
        : { ...element, ...change };
    };
    const matrix = await routerMatrix(
      points,
      googleMatrixBlock(url, API_KEY),
      learned,
      5_000,
      GOOGLE_MATRIX_SIDE,
    );
    const size = points.length;
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        if (i === j) continue;
        const cell = i * size + j;
        if (broken.has(`${i},${j}`)) {
          expect(matrix.km[cell], `pair ${i},${j}`).toBe(learned.km[cell]);
          expect(matrix.minutes[cell], `pair ${i},${j}`).toBe(learned.minutes[cell]);
        } else {
          expect(matrix.km[cell]).toBeCloseTo(roadMetres(points[i] as LatLng, points[j] as LatLng) / 1000, 9);
        }
      }
    }
    expect(broken.size).toBe(nonsense.length);
  });

  it("reads two stops at one place, whose distance of 0 the JSON leaves out", async () => {
    const points = [at(0), at(0), at(3)];
    const matrix = await routerMatrix(points, googleMatrixBlock(url, API_KEY), learnedFor(points), 5_000, 25);
    expect(matrix.km[1]).toBe(0);
    expect(matrix.minutes[1]).toBe(0);
  });

  it("fails the block on an HTTP error, naming Google's status but never the key", async () => {
    const points = [at(0), at(1)];
    const failure = await routerMatrix(
      points,
      googleMatrixBlock(url, "AIzaWrong-key-echoed-by-google"),
      learnedFor(points),
      5_000,
      25,
    ).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe("Google Routes HTTP 400 INVALID_ARGUMENT");
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain("AIzaWrong");

    google.state.answer = { status: 429, body: "quota exceeded, not even JSON" };
    await expect(
      routerMatrix(points, googleMatrixBlock(url, API_KEY), learnedFor(points), 5_000, 25),
    ).rejects.toThrow(/^Google Routes HTTP 429$/);
  });

  it("fails the block on garbage: no JSON, no list, an element that is no element or a pair left out", async () => {
    const points = [at(0), at(1)];
    const ask = () => routerMatrix(points, googleMatrixBlock(url, API_KEY), learnedFor(points), 5_000, 25);
    google.state.answer = { status: 200, body: "<html>Service Unavailable</html>" };
    await expect(ask()).rejects.toThrow("Google Routes: the answer is not JSON");
    google.state.answer = { status: 200, body: JSON.stringify({ elements: [] }) };
    await expect(ask()).rejects.toThrow("not a list of elements");
    google.state.answer = { status: 200, body: JSON.stringify([{ originIndex: 0, destinationIndex: 7 }]) };
    await expect(ask()).rejects.toThrow("outside the request");
    google.state.answer = {
      status: 200,
      body: JSON.stringify([
        { originIndex: 0, destinationIndex: 1, condition: "ROUTE_EXISTS", duration: "5s" },
      ]),
    };
    await expect(ask()).rejects.toThrow("3 pairs left unanswered");
  });

  it("gives up on an answer slower than the timeout", async () => {
    google.state.delayMs = 5_000;
    const points = [at(0), at(1)];
    const started = performance.now();
    await expect(
      routerMatrix(points, googleMatrixBlock(url, API_KEY), learnedFor(points), 300, 25),
    ).rejects.toThrow(/aborted due to timeout/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

/** An origins × destinations matrix as Google's elements; undefined seconds: no route. */
function asElements(cells: { seconds: number | undefined; metres: number }[][]): Element[] {
  return cells.flatMap((row, originIndex) =>
    row.map((cell, destinationIndex) =>
      cell.seconds === undefined
        ? { originIndex, destinationIndex, status: {}, condition: "ROUTE_NOT_FOUND" }
        : {
            originIndex,
            destinationIndex,
            status: {},
            condition: "ROUTE_EXISTS",
            duration: `${cell.seconds}s`,
            ...(cell.metres === 0 ? {} : { distanceMeters: cell.metres }),
          },
    ),
  );
}

describe("reading computeRouteMatrix's elements", () => {
  const cell = fc.record({
    seconds: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
    metres: fc.integer({ min: 0, max: 2_000_000 }),
  });
  const matrix = fc
    .record({ origins: fc.integer({ min: 1, max: 6 }), destinations: fc.integer({ min: 1, max: 6 }) })
    .chain(({ origins, destinations }) =>
      fc.array(fc.array(cell, { minLength: destinations, maxLength: destinations }), {
        minLength: origins,
        maxLength: origins,
      }),
    );

  it("reads back every pair of a matrix whatever the elements' order", () => {
    fc.assert(
      fc.property(matrix, fc.infiniteStream(fc.nat()), (cells, randoms) => {
        const elements = asElements(cells)
          .map((element) => ({ element, key: randoms.next().value as number }))
          .sort((a, b) => a.key - b.key)
          .map(({ element }) => element);
        const block = googleMatrixCells(elements, cells.length, cells[0]?.length ?? 0);
        cells.forEach((row, i) => {
          row.forEach((expected, j) => {
            expect(block.seconds[i]?.[j]).toBe(expected.seconds ?? null);
            expect(block.metres[i]?.[j]).toBe(expected.seconds === undefined ? null : expected.metres);
          });
        });
      }),
    );
  });

  it("reads decimal durations of up to nine digits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        (whole, nanos) => {
          const duration = `${whole}.${String(nanos).padStart(9, "0")}s`;
          const block = googleMatrixCells(
            [{ originIndex: 0, destinationIndex: 0, condition: "ROUTE_EXISTS", duration, distanceMeters: 5 }],
            1,
            1,
          );
          expect(block.seconds[0]?.[0]).toBeCloseTo(whole + nanos / 1e9, 6);
        },
      ),
    );
  });

  it("answers any JSON either with non-negative finite numbers and nulls or with an error", () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (answer, o, d) => {
          let block: ReturnType<typeof googleMatrixCells>;
          try {
            block = googleMatrixCells(answer, o, d);
          } catch (error) {
            expect(error).toBeInstanceOf(Error);
            return;
          }
          for (const value of [...block.seconds.flat(), ...block.metres.flat()])
            expect(value === null || (Number.isFinite(value) && value >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe("ROUTING_PROVIDER=google in the running server", () => {
  let google: ReturnType<typeof fakeGoogleRoutes>;
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    google = fakeGoogleRoutes();
    await new Promise<void>((resolve) => google.server.listen(0, "127.0.0.1", resolve));
    const { port } = google.server.address() as AddressInfo;
    t = await startTestApp(
      {
        ROUTING_PROVIDER: "google",
        ROUTING_GOOGLE_API_KEY: API_KEY,
        ROUTING_GOOGLE_URL: `http://127.0.0.1:${port}/`,
        ROUTING_TIMEOUT_MS: "2000",
        LOG_LEVEL: "warn",
      },
      { logStream: { write: (line) => log.push(line) } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await google.close();
  });

  it("plans with Google's matrix, says so, and falls back to the learned estimate without leaking the key", async () => {
    const admin = await t.login("admin");
    const fleet = await t.graphql<{ vehicles: { data: { id: number }[] } }>(
      admin,
      `query { vehicles { data { id } } }`,
    );
    const day = new Date(Date.now() + 31 * 3_600_000).toISOString().slice(0, 10);
    const create = () =>
      t.graphql<{
        createRoutePlan: {
          errorName: string | null;
          data: { travelSource: string; travelFallback: boolean };
        };
      }>(
        admin,
        `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) {
          errorName data { travelSource travelFallback } } }`,
        {
          input: {
            day,
            vehicles: (fleet.data?.vehicles.data ?? []).slice(0, 2).map(({ id }) => ({ vehicleId: id })),
            depot: { address: "Jl. Raya Cakung Cilincing, Cakung", lat: -6.1847, lng: 106.9402 },
            shiftStart: "07:00",
            shiftEnd: "18:00",
            timeLimitSeconds: 1,
          },
        },
      );
    const planned = await create();
    expect(planned.errors).toBeUndefined();
    expect(planned.data?.createRoutePlan.data).toEqual({ travelSource: "GOOGLE", travelFallback: false });
    expect(google.state.requests).toBeGreaterThan(0);

    google.state.answer = {
      status: 403,
      body: JSON.stringify({ error: { code: 403, status: "PERMISSION_DENIED" } }),
    };
    const fallen = await create();
    expect(fallen.data?.createRoutePlan.data.travelFallback).toBe(true);
    expect(["LEARNED", "DEFAULT"]).toContain(fallen.data?.createRoutePlan.data.travelSource);
    const warning = log.find((line) => line.includes("road router failed"));
    expect(warning).toContain("Google Routes HTTP 403 PERMISSION_DENIED");
    expect(log.join("\n")).not.toContain(API_KEY);
    expect(JSON.stringify([planned, fallen])).not.toContain(API_KEY);

    // the estimator reads the demo company's drives: Google's numbers for the pairs it answers
    const [demo] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    google.reset();
    const points = [at(0), at(10), at(20)];
    const estimate = await t.services.routeOptimization.travel.estimate(
      demo?.id ?? 0,
      "Asia/Jakarta",
      points,
    );
    expect(estimate).toMatchObject({ source: "GOOGLE", fallback: false });
    expect(estimate.matrix.km[1]).toBeCloseTo(roadMetres(at(0), at(10)) / 1000, 9);
  });
});
