import { layers, namedFlavor } from "@protomaps/basemaps";
import { TileType } from "pmtiles";
import { BASEMAP_FONT } from "./basemapStyle.js";
import type { PmtilesArchive } from "./pmtilesArchive.js";

/**
 * The MapLibre style for a PMTiles archive served at /api/basemap/tiles: a Protomaps basemap (the schema of
 * the archives `pmtiles extract` cuts from the Protomaps builds) in its light flavour with Indonesian names,
 * or a single raster layer for raster archives. Labels use the app's font (no glyph server, see basemapStyle).
 */
export function buildPmtilesStyle(baseUrl: string, archive: PmtilesArchive) {
  const { header } = archive;
  const source = {
    tiles: [`${baseUrl}/api/basemap/tiles/{z}/{x}/{y}${archive.extension}`],
    minzoom: header.minZoom,
    maxzoom: header.maxZoom,
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
    attribution: archive.attribution ?? "© OpenStreetMap",
  };
  if (header.tileType !== TileType.Mvt) {
    return {
      version: 8,
      name: "Armada PMTiles (raster)",
      sources: { basemap: { type: "raster", tileSize: 256, ...source } },
      layers: [{ id: "basemap", type: "raster", source: "basemap" }],
    };
  }
  return {
    version: 8,
    name: "Armada PMTiles",
    sources: { protomaps: { type: "vector", ...source } },
    layers: layers("protomaps", namedFlavor("light"), { lang: "id" }).map((layer) =>
      layer.type === "symbol" && layer.layout?.["text-font"]
        ? { ...layer, layout: { ...layer.layout, "text-font": BASEMAP_FONT } }
        : layer,
    ),
  };
}
