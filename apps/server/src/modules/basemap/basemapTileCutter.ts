import { GeoJSONVT, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { BASEMAP_LAYERS, buildLayer } from "./basemapData.js";

/**
 * Deepest zoom the offline tiles are cut for: Natural Earth 1:50m has no more detail below it, and MapLibre
 * over-zooms the z10 tiles for the street zooms.
 */
export const BASEMAP_MAX_ZOOM = 10;

/**
 * The offline basemap's layers (land, borders, provinces, cities) indexed by geojson-vt, which simplifies each
 * zoom's geometry (tolerance 3 of 4,096 units, as MapLibre's own GeoJSON source does). Building the indexes takes
 * about a second of CPU; cutting a tile, up to a few hundred milliseconds at a zoom not cut before.
 */
export function createBasemapTileCutter() {
  const indexes = new Map(
    BASEMAP_LAYERS.map((layer) => [
      layer,
      new GeoJSONVT(buildLayer(layer), { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 4 }),
    ]),
  );
  /** The MVT (protobuf) bytes of tile z/x/y; empty for a tile with nothing on it, which is a valid empty MVT. */
  return (z: number, x: number, y: number): Uint8Array => {
    const layers: Record<string, GeoJSONVTTile> = {};
    for (const [name, index] of indexes) {
      const tile = index.getTile(z, x, y);
      if (tile && tile.features.length > 0) layers[name] = tile;
    }
    return Object.keys(layers).length > 0
      ? fromGeojsonVt(layers, { version: 2, extent: 4096 })
      : new Uint8Array(0);
  };
}
