import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { GeoJSONVT, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { BASEMAP_LAYERS, type BasemapLayer, buildLayer } from "./basemapData.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Deepest zoom the offline tiles are cut for: Natural Earth 1:50m has no more detail below it, and MapLibre
 * over-zooms the z10 tiles for the street zooms.
 */
export const BASEMAP_MAX_ZOOM = 10;
/** Tiles kept encoded and compressed in memory (a few KB each; the busy low zooms stay in). */
const CACHED_TILES = 4_000;

export interface EncodedTile {
  /** The MVT (protobuf) bytes; empty for a tile with nothing on it, which is a valid empty MVT. */
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export class TileOutOfRange extends Error {}

/**
 * The offline basemap cut into Mapbox vector tiles, one tile per z/x/y with the layers land, borders, provinces and
 * cities. geojson-vt simplifies each zoom's geometry (tolerance 3 of 4,096 units, as MapLibre's own GeoJSON source
 * does), so a phone downloads only the area and the detail it shows. The index is built from the same Natural Earth
 * / GeoNames data as before on first use (about a second of CPU), and encoded tiles are kept in memory.
 */
export class BasemapTiles {
  private indexes: Map<BasemapLayer, GeoJSONVT> | undefined;
  private readonly cache = new Map<string, Promise<EncodedTile>>();

  /** Cuts the data now rather than on the first request (the server calls it once it listens). */
  warm(): void {
    this.layers();
  }

  tile(z: number, x: number, y: number): Promise<EncodedTile> {
    if (!Number.isInteger(z) || z < 0 || z > BASEMAP_MAX_ZOOM) throw new TileOutOfRange("zoom");
    const size = 2 ** z;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= size || y >= size) {
      throw new TileOutOfRange("column or row");
    }
    const key = `${z}/${x}/${y}`;
    let encoded = this.cache.get(key);
    if (encoded) {
      // most recently used last, so the oldest is the first one evicted
      this.cache.delete(key);
    } else {
      encoded = this.encode(z, x, y);
      encoded.catch(() => this.cache.delete(key));
      if (this.cache.size >= CACHED_TILES) this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(key, encoded);
    return encoded;
  }

  private layers(): Map<BasemapLayer, GeoJSONVT> {
    this.indexes ??= new Map(
      BASEMAP_LAYERS.map((layer) => [
        layer,
        new GeoJSONVT(buildLayer(layer), { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 4 }),
      ]),
    );
    return this.indexes;
  }

  private async encode(z: number, x: number, y: number): Promise<EncodedTile> {
    const layers: Record<string, GeoJSONVTTile> = {};
    for (const [name, index] of this.layers()) {
      const tile = index.getTile(z, x, y);
      if (tile && tile.features.length > 0) layers[name] = tile;
    }
    const raw = Buffer.from(
      Object.keys(layers).length > 0
        ? fromGeojsonVt(layers, { version: 2, extent: 4096 })
        : new Uint8Array(0),
    );
    const [gz, br] = await Promise.all([
      gzipAsync(raw, { level: 9 }),
      brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    return { raw, gzip: gz, br };
  }
}
