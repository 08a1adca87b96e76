import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { type FakeHttpServer, startFakeHttpServer } from "../../testing/fakeHttpServer.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

interface Suggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
  kind?: string;
}

function autocomplete(t: TestApp, cookie: string | null, payload: unknown, csrf = true) {
  return t.app.inject({
    method: "POST",
    url: "/api/places/autocomplete",
    headers: { ...(csrf ? { [CLIENT_HEADER]: "web" } : {}), ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

const get = (t: TestApp, cookie: string | null, url: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("geocoding endpoints (offline geocoder)", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
  });
  afterAll(() => t.close());

  it("suggests the company's saved places and Indonesian cities", async () => {
    const response = await autocomplete(t, admin, { input: "Depo" });
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json<{ suggestions: Suggestion[] }>();
    expect(suggestions[0]).toMatchObject({
      mainText: "Depo Cakung",
      placeId: expect.stringMatching(/^gf:\d+$/),
    });
    expect(suggestions.some((suggestion) => suggestion.mainText === "Depok")).toBe(true);

    const cities = (await autocomplete(t, admin, { input: "bekasi" })).json<{ suggestions: Suggestion[] }>();
    expect(cities.suggestions.find((suggestion) => suggestion.placeId.startsWith("gn:"))).toEqual({
      placeId: "gn:1649378",
      mainText: "Bekasi",
      secondaryText: "Jawa Barat, Indonesia",
      kind: "city",
    });
  });

  it("finds the landmarks, stations, ports, airports, toll gates and estates an operator types, with their kind", async () => {
    const first = async (input: string) =>
      (await autocomplete(t, admin, { input })).json<{ suggestions: Suggestion[] }>().suggestions[0];
    expect(await first("Monas")).toMatchObject({
      mainText: "Monumen Nasional (Monas)",
      secondaryText: "DKI Jakarta, Indonesia",
      kind: "landmark",
      placeId: expect.stringMatching(/^lm:\d+$/),
    });
    expect(await first("stasiun gambir")).toMatchObject({ mainText: "Stasiun Gambir", kind: "station" });
    expect(await first("pelabuhan priok")).toMatchObject({
      mainText: "Pelabuhan Tanjung Priok",
      kind: "port",
    });
    expect(await first("soekarno hatta")).toMatchObject({
      mainText: "Bandara Soekarno-Hatta",
      kind: "airport",
    });
    expect(await first("GT Cikampek")).toMatchObject({ mainText: "GT Cikampek Utama", kind: "tollGate" });
    // the demo company's own "Jababeka" geofence comes first, the estate after it
    const jababeka = (await autocomplete(t, admin, { input: "jababeka" })).json<{
      suggestions: Suggestion[];
    }>();
    expect(jababeka.suggestions.map((suggestion) => suggestion.kind)).toContain("industrialEstate");
    expect(await first("MM2100")).toMatchObject({ kind: "industrialEstate" });
    const monas = await first("monas");
    expect((await get(t, admin, `/api/places/${monas?.placeId}`)).json()).toEqual({
      latitude: -6.1754,
      longitude: 106.8272,
    });
    // beside a landmark, the point is named after it
    const near = (await get(t, admin, "/api/geocode/reverse?lat=-6.1770&lng=106.8300")).json();
    expect(near).toMatchObject({ title: "Stasiun Gambir", near: { name: "Stasiun Gambir, DKI Jakarta" } });
  });

  it("keeps saved places within the company", async () => {
    const own = (await autocomplete(t, admin, { input: "Depo Cakung" })).json<{
      suggestions: Suggestion[];
    }>();
    const saved = own.suggestions.find((suggestion) => suggestion.placeId.startsWith("gf:"));
    expect(saved).toBeDefined();
    const other = (await autocomplete(t, lain, { input: "Depo Cakung" })).json<{
      suggestions: Suggestion[];
    }>();
    expect(other.suggestions.some((suggestion) => suggestion.mainText === "Depo Cakung")).toBe(false);
    expect((await get(t, lain, `/api/places/${saved?.placeId}`)).json()).toEqual({});
    const location = (await get(t, admin, `/api/places/${saved?.placeId}`)).json();
    expect(location).toEqual({ latitude: -6.1847, longitude: 106.9402 });
  });

  it("answers a city's location, and {} for an unknown place", async () => {
    expect((await get(t, admin, "/api/places/gn:1649378")).json()).toEqual({
      latitude: -6.2349,
      longitude: 106.9896,
    });
    expect((await get(t, admin, "/api/places/ChIJunknown")).json()).toEqual({});
  });

  it("reverse geocodes to the nearest saved place or city", async () => {
    const depot = (await get(t, admin, "/api/geocode/reverse?lat=-6.1850&lng=106.9400")).json();
    expect(depot).toEqual({
      display_name: "Depo Cakung",
      title: "Depo Cakung",
      near: { name: "Depo Cakung", metres: 40 },
      lat: "-6.185",
      lon: "106.94",
    });
    const other = (await get(t, lain, "/api/geocode/reverse?lat=-6.1850&lng=106.9400")).json<{
      display_name: string;
    }>();
    expect(other.display_name).not.toContain("Depo Cakung");
    const city = (await get(t, admin, "/api/geocode/reverse?lat=-6.2549&lng=106.9896")).json<{
      display_name: string;
      title: string;
      near: { name: string; metres: number };
    }>();
    expect(city.display_name).toBe("± 2,2 km dari Bekasi, Jawa Barat");
    // the picker's title: its own field, whole ("± 2,2 km …", not "± 2" cut at the decimal comma)
    expect(city.title).toBe("± 2,2 km dari Bekasi");
    // the parts, so an English page can say "± 2.2 km from Bekasi" itself
    expect(city.near.name).toBe("Bekasi, Jawa Barat");
    expect(city.near.metres).toBeGreaterThan(2_150);
    expect(city.near.metres).toBeLessThan(2_250);
  });

  it("validates input", async () => {
    expect((await autocomplete(t, admin, { input: "" })).statusCode).toBe(400);
    expect((await autocomplete(t, admin, { input: "x".repeat(201) })).statusCode).toBe(400);
    expect((await get(t, admin, "/api/geocode/reverse?lat=91&lng=0")).statusCode).toBe(400);
    expect((await get(t, admin, "/api/geocode/reverse?lat=0&lng=-181")).statusCode).toBe(400);
    expect((await get(t, admin, "/api/geocode/reverse?lat=abc&lng=0")).statusCode).toBe(400);
  });

  it("requires a session and the CSRF header", async () => {
    expect((await autocomplete(t, null, { input: "Depo" })).statusCode).toBe(401);
    expect((await autocomplete(t, admin, { input: "Depo" }, false)).statusCode).toBe(403);
    expect((await get(t, null, "/api/places/gn:1649378")).statusCode).toBe(401);
    expect((await get(t, null, "/api/geocode/reverse?lat=0&lng=0")).statusCode).toBe(401);
  });

  it("refuses users who cannot fill a temporary live view's contacts (the driver, read-only)", async () => {
    const driver = await t.login("driver");
    const reader = await t.loginAs(["b2a-temporary-liveview:read"]);
    for (const cookie of [driver, reader]) {
      expect((await autocomplete(t, cookie, { input: "Depo" })).statusCode).toBe(403);
      expect((await get(t, cookie, "/api/places/gn:1649378")).statusCode).toBe(403);
      expect((await get(t, cookie, "/api/geocode/reverse?lat=-6.185&lng=106.94")).statusCode).toBe(403);
    }
    const creator = await t.loginAs(["b2a-temporary-liveview:create"]);
    expect((await autocomplete(t, creator, { input: "Depo" })).statusCode).toBe(200);
  });

  it("limits requests per user", async () => {
    const busy = await t.loginAs(["b2a-temporary-liveview:update"]);
    const codes: number[] = [];
    for (let i = 0; i < 125; i += 1) codes.push((await get(t, busy, "/api/places/gn:1649378")).statusCode);
    expect(codes.slice(0, 120).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // another user is not affected
    expect((await get(t, admin, "/api/places/gn:1649378")).statusCode).toBe(200);
  });
});

describe("geocoding endpoints (Google Places + Nominatim configured)", () => {
  let t: TestApp;
  let fake: FakeHttpServer;
  let admin: string;

  beforeAll(async () => {
    fake = await startFakeHttpServer();
    t = await startTestApp({
      GOOGLE_MAPS_API_KEY: "server-only-key",
      GOOGLE_PLACES_BASE_URL: fake.url,
      NOMINATIM_URL: fake.url,
    });
    admin = await t.login("admin");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("proxies autocomplete, detail and reverse; the key never reaches the browser", async () => {
    fake.reply(
      {
        status: 200,
        body: {
          suggestions: [
            {
              placePrediction: {
                placeId: "ChIJ1",
                structuredFormat: { mainText: { text: "Monas" }, secondaryText: { text: "Jakarta Pusat" } },
              },
            },
          ],
        },
      },
      { status: 200, body: { location: { latitude: -6.1754, longitude: 106.8272 } } },
      {
        status: 200,
        body: { display_name: "Monas, Gambir, Jakarta Pusat", lat: "-6.1754", lon: "106.8272" },
      },
    );
    const suggestions = await autocomplete(t, admin, { input: "monas", sessionToken: "s1" });
    expect(suggestions.json()).toEqual({
      suggestions: [{ placeId: "ChIJ1", mainText: "Monas", secondaryText: "Jakarta Pusat" }],
    });
    expect(suggestions.body).not.toContain("server-only-key");
    expect((await get(t, admin, "/api/places/ChIJ1")).json()).toEqual({
      latitude: -6.1754,
      longitude: 106.8272,
    });
    expect((await get(t, admin, "/api/geocode/reverse?lat=-6.1754&lng=106.8272")).json()).toEqual({
      display_name: "Monas, Gambir, Jakarta Pusat",
      lat: "-6.1754",
      lon: "106.8272",
    });
    expect(fake.requests.map((request) => request.path.split("?")[0])).toEqual([
      "/v1/places:autocomplete",
      "/v1/places/ChIJ1",
      "/reverse",
    ]);
  });

  it("answers empty when the provider fails (docs/spec/temporary-live-view.md §8)", async () => {
    fake.reply({ status: 500, body: {} }, { status: 500, body: {} }, { status: 500, body: {} });
    expect((await autocomplete(t, admin, { input: "gagal" })).json()).toEqual({ suggestions: [] });
    expect((await get(t, admin, "/api/places/ChIJfail")).json()).toEqual({});
    expect((await get(t, admin, "/api/geocode/reverse?lat=-7&lng=110")).json()).toEqual({});
  });
});
