import { gunzipSync } from "node:zlib";
import Fastify from "fastify";
import type { FeatureCollection, MultiLineString } from "geojson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { basemapRoutes } from "./basemap.routes.js";
import { buildCities, buildProvinceBorders, cityRank } from "./basemapData.js";
import { OFFLINE_BASEMAP_DETAIL_ZOOM } from "./basemapStyle.js";

const city = (
  name: string,
  country: string,
  population: number,
  lon: number,
  lat: number,
  featureCode = "PPL",
) => ({
  name,
  country,
  population,
  featureCode,
  loc: { coordinates: [lon, lat] as [number, number] },
});

describe("basemap data", () => {
  it("keeps Indonesian places of 50k+ and big neighbours in the region, largest first", () => {
    const result = buildCities([
      city("Kota Kecil", "ID", 20_000, 110, -7),
      city("Bekasi", "ID", 2_300_000, 106.99, -6.23),
      city("Jakarta", "ID", 8_500_000, 106.84513, -6.21462, "PPLC"),
      city("Singapore", "SG", 3_500_000, 103.85, 1.29),
      city("Paris", "FR", 2_100_000, 2.35, 48.85),
      city("Johor", "MY", 800_000, 103.7, 1.5),
    ]);
    expect(result.features.map((f) => f.properties?.name)).toEqual(["Jakarta", "Singapore", "Bekasi"]);
    expect(result.features[0]?.properties).toMatchObject({ rank: 1 });
    expect(result.features[0]?.geometry.coordinates).toEqual([106.84513, -6.21462]);
  });

  it("draws the borders between Indonesian provinces, not their coastlines", () => {
    const geometry = buildProvinceBorders().features[0]?.geometry as MultiLineString | undefined;
    expect(geometry?.type).toBe("MultiLineString");
    const lines = geometry?.coordinates ?? [];
    expect(lines.length).toBeGreaterThan(15);
    const points = lines.flat().map(([lon = Number.NaN, lat = Number.NaN]) => ({ lon, lat }));
    for (const { lon, lat } of points) {
      expect(lon).toBeGreaterThan(94);
      expect(lon).toBeLessThan(142);
      expect(lat).toBeGreaterThan(-12);
      expect(lat).toBeLessThan(7);
    }
    const near = (lon: number, lat: number, within: number) =>
      points.some((point) => Math.abs(point.lon - lon) < within && Math.abs(point.lat - lat) < within);
    // The Jakarta–Jawa Barat border runs east of the city, near Bekasi.
    expect(near(106.97, -6.25, 0.06)).toBe(true);
    // Yogyakarta's south coast (Parangtritis) is coastline, not a border.
    expect(near(110.41, -8.075, 0.02)).toBe(false);
  });

  it("ranks capitals first, then big cities", () => {
    expect(cityRank({ featureCode: "PPLA", population: 60_000 })).toBe(1);
    expect(cityRank({ featureCode: "PPL", population: 600_000 })).toBe(2);
    expect(cityRank({ featureCode: "PPL", population: 60_000 })).toBe(3);
  });
});

describe("basemap routes", () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(basemapRoutes);
    await app.ready();
  });
  afterAll(() => app.close());

  it("serves a MapLibre style whose sources point at this server", async () => {
    const response = await app.inject({ url: "/api/basemap/style.json", headers: { host: "armada.test" } });
    expect(response.statusCode).toBe(200);
    const style = response.json();
    expect(style.version).toBe(8);
    expect(style.sources.land.data).toBe("http://armada.test/api/basemap/land.geojson");
    expect(style.layers.map((layer: { id: string }) => layer.id)).toEqual(
      expect.arrayContaining(["land", "country-borders", "province-borders", "city-labels"]),
    );
    expect(style.sources.provinces.data).toBe("http://armada.test/api/basemap/provinces.geojson");
  });

  it("serves gzipped GeoJSON with a long cache, Indonesian cities included", async () => {
    const response = await app.inject({
      url: "/api/basemap/cities.geojson",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toMatch(/max-age=604800/);
    const cities = JSON.parse(gunzipSync(response.rawPayload).toString()) as FeatureCollection;
    const names = cities.features.map((f) => f.properties?.name);
    expect(names).toEqual(expect.arrayContaining(["Jakarta", "Surabaya", "Medan", "Makassar"]));
    expect(cities.features.length).toBeGreaterThan(150);
  });

  it("serves land, country and province borders and answers 404 for an unknown layer", async () => {
    const land = await app.inject({ url: "/api/basemap/land.geojson" });
    expect(land.json().features.length).toBeGreaterThan(0);
    const borders = await app.inject({ url: "/api/basemap/borders.geojson" });
    expect(borders.json().features[0].geometry.type).toBe("MultiLineString");
    const provinces = await app.inject({ url: "/api/basemap/provinces.geojson" });
    expect(provinces.json().features[0].geometry.type).toBe("MultiLineString");
    expect((await app.inject({ url: "/api/basemap/secret.geojson" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/basemap/land.json" })).statusCode).toBe(404);
  });
});

describe("map style configuration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MAP_STYLE_URL: "https://tiles.example.com/styles/liberty/style.json" });
  });
  afterAll(() => t.close());

  it("exposes MAP_STYLE_URL through /api/config and allows its host in the CSP", async () => {
    const response = await t.app.inject({ url: "/api/config" });
    expect(response.json().mapStyleUrl).toBe("https://tiles.example.com/styles/liberty/style.json");
    // an external style's detail is its own: no cap on the zoom
    expect(response.json().mapDetailMaxZoom).toBeNull();
    expect(response.headers["content-security-policy"]).toMatch(
      /connect-src[^;]*https:\/\/tiles\.example\.com/,
    );
  });
});

describe("offline basemap configuration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("tells clients the deepest zoom the Natural Earth basemap has detail for", async () => {
    const config = (await t.app.inject({ url: "/api/config" })).json();
    expect(config.mapStyleUrl).toBe("/api/basemap/style.json");
    expect(config.mapDetailMaxZoom).toBe(OFFLINE_BASEMAP_DETAIL_ZOOM);
    expect(OFFLINE_BASEMAP_DETAIL_ZOOM).toBeLessThan(15);
  });
});
