import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { TileType } from "pmtiles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { writePmtiles } from "../../testing/writePmtiles.js";
import { basemapRoutes } from "./basemap.routes.js";
import { BasemapTiles } from "./basemapTiles.js";
import { openPmtilesArchive, type PmtilesArchive } from "./pmtilesArchive.js";

const folder = mkdtempSync(join(tmpdir(), "armada-pmtiles-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const jakartaTile = { z: 5, x: 25, y: 16, data: new TextEncoder().encode("vector tile of Jakarta") };
const worldTile = { z: 0, x: 0, y: 0, data: Uint8Array.from([1, 2, 3]) };

async function serve(archive: PmtilesArchive) {
  const app = Fastify();
  await app.register(basemapRoutes, { tiles: new BasemapTiles(), pmtiles: archive });
  await app.ready();
  return app;
}

describe("PMTiles basemap (PMTILES_PATH)", () => {
  let archive: PmtilesArchive;
  let app: FastifyInstance;
  beforeAll(async () => {
    const path = join(folder, "indonesia.pmtiles");
    writePmtiles(path, [jakartaTile, worldTile]);
    archive = await openPmtilesArchive(path);
    app = await serve(archive);
  });
  afterAll(async () => {
    await app.close();
    await archive.close();
  });

  it("answers a Protomaps style whose vector source is this server's tiles", async () => {
    const response = await app.inject({ url: "/api/basemap/style.json", headers: { host: "armada.test" } });
    const style = response.json();
    expect(style.sources.protomaps).toMatchObject({
      type: "vector",
      tiles: ["http://armada.test/api/basemap/tiles/{z}/{x}/{y}.mvt"],
      minzoom: 0,
      maxzoom: 5,
      attribution: "© Test tiles",
    });
    const ids = style.layers.map((layer: { id: string }) => layer.id);
    expect(ids).toEqual(expect.arrayContaining(["background", "earth", "water"]));
    const fonts = style.layers
      .filter((layer: { layout?: Record<string, unknown> }) => layer.layout?.["text-font"])
      .map((layer: { layout: Record<string, unknown> }) => layer.layout["text-font"]);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toEqual(["Inter Variable"]);
  });

  it("serves a tile's bytes, gzipped when the browser accepts it", async () => {
    const plain = await app.inject({ url: "/api/basemap/tiles/5/25/16.mvt" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("application/vnd.mapbox-vector-tile");
    expect(plain.headers["cache-control"]).toMatch(/max-age=86400/);
    expect(plain.body).toBe("vector tile of Jakarta");
    const gzipped = await app.inject({
      url: "/api/basemap/tiles/0/0/0.mvt",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect([...gunzipSync(gzipped.rawPayload)]).toEqual([1, 2, 3]);
  });

  it("answers 404 for a tile the archive lacks and for coordinates that are not a tile", async () => {
    for (const url of [
      "/api/basemap/tiles/5/24/16.mvt",
      "/api/basemap/tiles/1/2/0.mvt",
      "/api/basemap/tiles/5/25/16.png",
      "/api/basemap/tiles/x/0/0.mvt",
      "/api/basemap/tiles/99/0/0.mvt",
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("serves raster archives as one raster layer, tiles not gzipped again", async () => {
    const path = join(folder, "raster.pmtiles");
    writePmtiles(path, [worldTile], TileType.Png);
    const raster = await openPmtilesArchive(path);
    const rasterApp = await serve(raster);
    const style = (await rasterApp.inject({ url: "/api/basemap/style.json" })).json();
    expect(style.layers).toEqual([{ id: "basemap", type: "raster", source: "basemap" }]);
    expect(style.sources.basemap.tiles[0]).toMatch(/\/api\/basemap\/tiles\/\{z\}\/\{x\}\/\{y\}\.png$/);
    const tile = await rasterApp.inject({
      url: "/api/basemap/tiles/0/0/0.png",
      headers: { "accept-encoding": "gzip" },
    });
    expect(tile.headers["content-type"]).toBe("image/png");
    expect(tile.headers["content-encoding"]).toBeUndefined();
    await rasterApp.close();
    await raster.close();
  });

  it("refuses a file that is not an archive, and a path that does not exist", async () => {
    const path = join(folder, "not-tiles.pmtiles");
    writeFileSync(path, "just text, not tiles");
    await expect(openPmtilesArchive(path)).rejects.toThrow(/not a readable PMTiles archive/);
    expect(() => loadConfig({ PMTILES_PATH: join(folder, "missing.pmtiles") })).toThrow(/PMTILES_PATH/);
  });
});
