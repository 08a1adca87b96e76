import { BASEMAP_MAX_ZOOM } from "./basemapTileCutter.js";

/**
 * The offline MapLibre style: sea background, Natural Earth land, country and Indonesian province borders,
 * GeoNames city labels, all from the server's vector tiles (one source, a source layer per data set).
 *
 * No npm package ships MapLibre glyph PBFs, so the style has no `glyphs` URL: MapLibre GL 6 then draws every
 * label glyph in the browser (TinySDF) from the page's own fonts — `text-font` names a CSS font family
 * (Inter, shipped with the web app, falling back to sans-serif).
 */
export const BASEMAP_FONT = ["Inter Variable"];

/**
 * The deepest zoom at which the offline basemap still shows something around a point: Natural Earth 1:50m has
 * no detail below a few kilometres, so at zoom 15 a 374 × 200 map is plain land; at 9 it spans about
 * 110 km with the coast and the nearby cities' names.
 */
export const OFFLINE_BASEMAP_DETAIL_ZOOM = 9;

export function buildBasemapStyle(baseUrl: string) {
  return {
    version: 8,
    name: "Armada offline",
    sources: {
      basemap: {
        type: "vector" as const,
        tiles: [`${baseUrl}/api/basemap/vector/{z}/{x}/{y}.mvt`],
        minzoom: 0,
        maxzoom: BASEMAP_MAX_ZOOM,
        attribution: "© Natural Earth, © GeoNames",
      },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#c9dfec" } },
      {
        id: "land",
        type: "fill",
        source: "basemap",
        "source-layer": "land",
        paint: { "fill-color": "#f4f2ec", "fill-outline-color": "#b8c9d4" },
      },
      {
        id: "province-borders",
        type: "line",
        source: "basemap",
        "source-layer": "provinces",
        minzoom: 4,
        paint: {
          "line-color": "#b9b0c4",
          "line-width": ["interpolate", ["linear"], ["zoom"], 4, 0.5, 10, 1.2],
          "line-dasharray": [2, 2],
        },
      },
      {
        id: "country-borders",
        type: "line",
        source: "basemap",
        "source-layer": "borders",
        paint: {
          "line-color": "#9a8fa8",
          "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.8, 10, 2],
          "line-dasharray": [3, 2],
        },
      },
      {
        id: "city-dots",
        type: "circle",
        source: "basemap",
        "source-layer": "cities",
        maxzoom: 9,
        filter: ["<=", ["get", "rank"], 2],
        paint: {
          "circle-radius": ["interpolate", ["linear"], ["zoom"], 3, 1.5, 10, 3.5],
          "circle-color": "#5b6472",
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 1,
        },
      },
      {
        id: "city-labels",
        type: "symbol",
        source: "basemap",
        "source-layer": "cities",
        filter: ["any", ["<=", ["get", "rank"], 2], [">=", ["zoom"], 6]],
        layout: {
          "text-field": ["get", "name"],
          "text-font": BASEMAP_FONT,
          "text-size": [
            "interpolate",
            ["linear"],
            ["zoom"],
            3,
            ["match", ["get", "rank"], 1, 11, 10],
            10,
            14,
          ],
          "text-anchor": "top",
          "text-offset": [0, 0.4],
          "text-max-width": 8,
          "symbol-sort-key": ["-", 0, ["get", "population"]],
        },
        paint: { "text-color": "#3d4451", "text-halo-color": "#ffffff", "text-halo-width": 1.4 },
      },
    ],
  };
}
