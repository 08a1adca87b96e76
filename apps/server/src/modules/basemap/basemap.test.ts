import type { MultiLineString } from "geojson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
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
