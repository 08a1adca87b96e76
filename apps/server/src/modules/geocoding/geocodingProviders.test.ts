import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeHttpServer, startFakeHttpServer } from "../../testing/fakeHttpServer.js";
import type { PlacesProvider } from "./geocoding.js";
import { createGeocodingService } from "./geocodingService.js";
import { createGooglePlaces } from "./googlePlaces.js";
import { createNominatim, NOMINATIM_USER_AGENT } from "./nominatim.js";

let fake: FakeHttpServer;
const warnings: unknown[] = [];
const logger = { warn: (...args: unknown[]) => warnings.push(args) };
const context = { companyId: 1, sessionToken: "sess-1" };

beforeAll(async () => {
  fake = await startFakeHttpServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.fallback = { status: 200, body: {} };
  warnings.length = 0;
});

const google = (timeoutMs = 10_000) =>
  createGooglePlaces({ apiKey: "g-secret-key", baseUrl: fake.url, timeoutMs });
const nominatim = () => createNominatim(fake.url, 10_000);
const service = (places: PlacesProvider = google()) =>
  createGeocodingService({ places, reverse: nominatim(), offline: places }, logger);

describe("Google Places (New)", () => {
  it("asks for Indonesian establishments and maps the suggestions", async () => {
    fake.reply({
      status: 200,
      body: {
        suggestions: [
          {
            placePrediction: {
              placeId: "ChIJabc",
              text: { text: "Gudang Cikarang, Bekasi" },
              structuredFormat: {
                mainText: { text: "Gudang Cikarang" },
                secondaryText: { text: "Bekasi, Jawa Barat" },
              },
            },
          },
          { queryPrediction: { text: { text: "gudang" } } },
        ],
      },
    });
    const suggestions = await google().autocomplete("gudang", context);
    expect(suggestions).toEqual([
      { placeId: "ChIJabc", mainText: "Gudang Cikarang", secondaryText: "Bekasi, Jawa Barat" },
    ]);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/places:autocomplete");
    expect(request?.headers["x-goog-api-key"]).toBe("g-secret-key");
    expect(JSON.parse(request?.body ?? "")).toMatchObject({
      input: "gudang",
      includedRegionCodes: ["id"],
      includedPrimaryTypes: ["establishment"],
      sessionToken: "sess-1",
    });
  });

  it("reads a place's location with a field mask", async () => {
    fake.reply({ status: 200, body: { location: { latitude: -6.3, longitude: 107.15 } } });
    expect(await google().detail("ChIJabc", context)).toEqual({ latitude: -6.3, longitude: 107.15 });
    const [request] = fake.requests;
    expect(request?.method).toBe("GET");
    expect(request?.path).toBe("/v1/places/ChIJabc?sessionToken=sess-1");
    expect(request?.headers["x-goog-fieldmask"]).toBe("location");
  });

  it("answers empty on failure, logs without the key, and caches successes only", async () => {
    const denied = { status: 403, body: { error: { message: "API key not valid" } } };
    fake.reply(denied, denied);
    const geo = service();
    expect(await geo.autocomplete("depo", context)).toEqual([]);
    expect(await geo.detail("ChIJx", context)).toBeNull();
    expect(warnings.length).toBe(2);
    expect(JSON.stringify(warnings)).not.toContain("g-secret-key");

    fake.reply({
      status: 200,
      body: { suggestions: [{ placePrediction: { placeId: "P1", text: { text: "Depo" } } }] },
    });
    expect(await geo.autocomplete("depo", context)).toHaveLength(1);
    expect(await geo.autocomplete("Depo ", context)).toHaveLength(1);
    expect(fake.requests.filter((request) => request.path === "/v1/places:autocomplete")).toHaveLength(2);
  });

  it("answers empty on a timeout", async () => {
    fake.reply({ status: 200, body: {}, delayMs: 3_000 });
    expect(await service(google(200)).autocomplete("lambat", context)).toEqual([]);
  });
});

describe("Nominatim", () => {
  it("reverse geocodes with jsonv2 and a User-Agent", async () => {
    fake.reply({
      status: 200,
      body: { display_name: "Jalan Raya Bekasi, Jakarta Timur", lat: "-6.2", lon: "106.9", place_id: 1 },
    });
    expect(await nominatim().reverse(-6.2, 106.9, context)).toEqual({
      display_name: "Jalan Raya Bekasi, Jakarta Timur",
      lat: "-6.2",
      lon: "106.9",
    });
    const [request] = fake.requests;
    expect(request?.path).toMatch(/^\/reverse\?format=jsonv2&lat=-6\.2&lon=106\.9/);
    expect(request?.headers["user-agent"]).toBe(NOMINATIM_USER_AGENT);
  });

  it("answers empty on failure or an unknown point", async () => {
    fake.reply({ status: 500, body: {} }, { status: 200, body: { error: "Unable to geocode" } });
    const geo = service();
    expect(await geo.reverse(-6.2, 106.9, context)).toBeNull();
    expect(await geo.reverse(1, 1, context)).toBeNull();
  });
});
