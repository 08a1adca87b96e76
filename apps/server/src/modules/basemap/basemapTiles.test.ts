import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { BASEMAP_MAX_ZOOM } from "./basemapTileCutter.js";
import { BasemapTiles, TileOutOfRange } from "./basemapTiles.js";

const decode = (bytes: Uint8Array) => new VectorTile(new PbfReader(bytes));

/** The tile of zoom z holding a point, by the slippy-map formula (Web Mercator). */
function tileOf(lon: number, lat: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [z, x, y];
}

function vertices(tile: VectorTile, layer: string): number {
  const source = tile.layers[layer];
  let count = 0;
  for (let i = 0; i < (source?.length ?? 0); i++) {
    for (const ring of source?.feature(i).loadGeometry() ?? []) count += ring.length;
  }
  return count;
}

describe("offline basemap tiles", () => {
  const tiles = new BasemapTiles();
  afterAll(() => tiles.close());

  it("cuts the world tile into the four layers of the style", async () => {
    const world = decode((await tiles.tile(0, 0, 0)).raw);
    expect(Object.keys(world.layers).sort()).toEqual(["borders", "cities", "land", "provinces"]);
    expect(world.layers.land?.extent).toBe(4096);
    expect(world.layers.land?.feature(0).type).toBe(3); // polygon
    expect(world.layers.borders?.feature(0).type).toBe(2); // line
  });

  it("puts Jakarta, with its rank and population, into the city tile that holds it", async () => {
    const [z, x, y] = tileOf(106.84513, -6.21462, BASEMAP_MAX_ZOOM);
    const city = decode((await tiles.tile(z, x, y)).raw);
    const layer = city.layers.cities;
    const names = Array.from({ length: layer?.length ?? 0 }, (_, i) => layer?.feature(i));
    const jakarta = names.find((feature) => feature?.properties.name === "Jakarta");
    expect(jakarta?.properties).toMatchObject({ rank: 1 });
    expect(Number(jakarta?.properties.population)).toBeGreaterThan(5_000_000);
    if (!jakarta) throw new Error("no Jakarta in its tile");
    const [lon, lat] = (jakarta.toGeoJSON(x, y, z).geometry as { coordinates: number[] }).coordinates;
    expect(lon).toBeCloseTo(106.845, 2);
    expect(lat).toBeCloseTo(-6.215, 2);
    // the neighbouring tile far east holds no Jakarta
    const east = decode((await tiles.tile(z, x + 40, y)).raw);
    const eastNames = Array.from(
      { length: east.layers.cities?.length ?? 0 },
      (_, i) => east.layers.cities?.feature(i).properties.name,
    );
    expect(eastNames).not.toContain("Jakarta");
  });

  it("sends an empty tile for the open ocean", async () => {
    const ocean = await tiles.tile(...tileOf(-30, -45, 5));
    expect(ocean.raw.length).toBe(0);
    expect(Object.keys(decode(ocean.raw).layers)).toEqual([]);
  });

  it("simplifies per zoom: the 64 tiles of zoom 6 draw Indonesia's land with more vertices than their zoom 3 parent", async () => {
    const [, x3, y3] = tileOf(110, -7.5, 3);
    const coarse = vertices(decode((await tiles.tile(3, x3, y3)).raw), "land");
    let fine = 0;
    for (let dx = 0; dx < 8; dx++) {
      for (let dy = 0; dy < 8; dy++)
        fine += vertices(decode((await tiles.tile(6, x3 * 8 + dx, y3 * 8 + dy)).raw), "land");
    }
    expect(coarse).toBeGreaterThan(500);
    expect(fine).toBeGreaterThan(coarse * 1.5);
  });

  it("cuts in a worker thread: the server's event loop keeps turning while the indexes are built", async () => {
    const fresh = new BasemapTiles();
    let last = performance.now();
    let longestGapMs = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
    }, 5);
    try {
      const [, x, y] = tileOf(110, -7.5, 7);
      expect(decode((await fresh.tile(7, x, y)).raw).layers.land?.length).toBeGreaterThan(0);
    } finally {
      clearInterval(ticks);
    }
    // 10-70 ms measured; on this thread the indexes took one turn of 0.45-1.3 s (GeoNames already read or not)
    expect(longestGapMs).toBeLessThan(250);
    await fresh.close();
  });

  it("fails the cuts a close interrupts, and starts its worker again on the next request", async () => {
    const fresh = new BasemapTiles();
    const interrupted = fresh.tile(8, 200, 130);
    await fresh.close();
    await expect(interrupted).rejects.toThrow("basemap tiles closed");
    // a failed cut is not kept
    expect(decode((await fresh.tile(8, 200, 130)).raw).layers).toBeDefined();
    await fresh.close();
  });

  it("refuses tiles outside the pyramid", () => {
    for (const [z, x, y] of [
      [BASEMAP_MAX_ZOOM + 1, 0, 0],
      [-1, 0, 0],
      [2, 4, 0],
      [2, 0, 4],
      [2, -1, 0],
      [2, 0.5, 0],
      [Number.NaN, 0, 0],
    ] as const) {
      expect(() => tiles.tile(z, x, y), `${z}/${x}/${y}`).toThrow(TileOutOfRange);
    }
  });
});

describe("offline basemap tile routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("points the style's single vector source at the tile route", async () => {
    const response = await t.app.inject({ url: "/api/basemap/style.json", headers: { host: "armada.test" } });
    const style = response.json();
    expect(style.sources.basemap).toMatchObject({
      type: "vector",
      tiles: ["http://armada.test/api/basemap/vector/{z}/{x}/{y}.mvt"],
      maxzoom: BASEMAP_MAX_ZOOM,
    });
    const used = new Set(style.layers.map((layer: { "source-layer"?: string }) => layer["source-layer"]));
    expect([...used].filter(Boolean).sort()).toEqual(["borders", "cities", "land", "provinces"]);
  });

  it("serves a tile Brotli- or gzip-compressed as accepted, the same MVT bytes, cached for a week", async () => {
    const url = `/api/basemap/vector/${tileOf(110, -7.5, 4).join("/")}.mvt`;
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("application/vnd.mapbox-vector-tile");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=604800");
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(plain.rawPayload).layers.land?.length).toBeGreaterThan(0);

    const br = await t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("answers 200 with an empty body for an ocean tile", async () => {
    const response = await t.app.inject({ url: `/api/basemap/vector/${tileOf(-30, -45, 5).join("/")}.mvt` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });

  it("answers 400 in the caller's language for a tile outside the pyramid or a malformed one", async () => {
    for (const path of [
      "11/0/0.mvt",
      "2/4/0.mvt",
      "2/0/4.mvt",
      "2/-1/0.mvt",
      "x/0/0.mvt",
      "2/0/0.png",
      "2/0/0",
    ]) {
      const response = await t.app.inject({ url: `/api/basemap/vector/${path}` });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ isSuccessful: false, errorName: "MapTileOutOfRange" });
      expect(response.json().message).toMatch(/^Petak peta tidak valid: zoom 0–10/);
    }
    const english = await t.app.inject({
      url: "/api/basemap/vector/99/0/0.mvt",
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(english.json().message).toMatch(/^Invalid map tile: zoom 0–10/);
  });
});
