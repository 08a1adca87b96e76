import type { LatLon } from "./geo.js";

/** Road class of a segment: sets the speed the vehicles aim for and whether they meet traffic lights. */
export type RoadClass = "toll" | "arterial" | "local";

/** Speed limits (km/h) the normal drivers keep to; Jakarta's inner toll roads are 80, the outer ones 100. */
export const SPEED_LIMIT_KMH: Readonly<Record<RoadClass, number>> = { toll: 80, arterial: 50, local: 30 };

export interface Waypoint extends LatLon {
  /** road class of the segment that starts here (ignored on the last waypoint) */
  road: RoadClass;
  /** named places (depots, interchanges) */
  name?: string;
}

export interface RouteDefinition {
  id: string;
  name: string;
  waypoints: readonly Waypoint[];
}

/**
 * Depots, customers and landmarks the routes start, end or pass at: the centres of the demo geofences
 * (apps/server/src/seed/demoFleet.ts), so the simulated vehicles enter and leave them.
 */
export const SIMULATOR_PLACES = {
  depoCakung: { name: "Depo Cakung", lat: -6.1847, lon: 106.9402 },
  gudangCikarang: { name: "Gudang Cikarang", lat: -6.2896, lon: 107.1508 },
  poolSunter: { name: "Pool Sunter", lat: -6.1451, lon: 106.8701 },
  kantorKuningan: { name: "Kantor Pusat — Kuningan", lat: -6.2297, lon: 106.8295 },
  pelabuhanPriok: { name: "Pelabuhan Tanjung Priok", lat: -6.106, lon: 106.89 },
  bandaraSoetta: { name: "Bandara Soekarno-Hatta", lat: -6.1256, lon: 106.6559 },
  mallKelapaGading: { name: "Mall Kelapa Gading", lat: -6.1575, lon: 106.9087 },
  pasarKramatJati: { name: "Pasar Induk Kramat Jati", lat: -6.276, lon: 106.8672 },
  summareconBekasi: { name: "Summarecon Mall Bekasi", lat: -6.2262, lon: 107.001 },
  gudangPulogadung: { name: "Gudang Pulogadung", lat: -6.193, lon: 106.908 },
  monas: { name: "Monas", lat: -6.1754, lon: 106.8272 },
  blokM: { name: "Blok M", lat: -6.244, lon: 106.799 },
  grogol: { name: "Grogol", lat: -6.167, lon: 106.79 },
  tangerang: { name: "Tangerang Kota", lat: -6.175, lon: 106.624 },
  bogor: { name: "Bogor", lat: -6.595, lon: 106.797 },
} as const satisfies Record<string, { name: string } & LatLon>;

const P = SIMULATOR_PLACES;
const at = (place: { name: string } & LatLon, road: RoadClass): Waypoint => ({ ...place, road });
const p = (lat: number, lon: number, road: RoadClass, name: string): Waypoint => ({ lat, lon, road, name });

/**
 * Polylines along real roads of Jabodetabek, a waypoint every 1-5 km: the vehicles drive them there and back.
 * Coordinates follow the roads closely enough for a map at city zoom; they are not survey data.
 */
export const ROUTES: readonly RouteDefinition[] = [
  {
    id: "cakung-cikarang",
    name: "Depo Cakung – Tol JORR – Tol Jakarta-Cikampek – Gudang Cikarang",
    waypoints: [
      at(P.depoCakung, "arterial"),
      p(-6.1862, 106.95, "arterial", "Jl. Raya Bekasi"),
      p(-6.18, 106.962, "toll", "Cakung Timur"),
      p(-6.22, 106.97, "toll", "Pondok Kopi"),
      p(-6.247, 106.988, "toll", "Bekasi Barat"),
      p(-6.256, 107.02, "toll", "Bekasi Timur"),
      p(-6.264, 107.064, "toll", "Tambun"),
      p(-6.275, 107.095, "toll", "Cibitung"),
      p(-6.283, 107.135, "arterial", "Cikarang Barat"),
      at(P.gudangCikarang, "local"),
    ],
  },
  {
    id: "kramatjati-bogor",
    name: "Pasar Induk Kramat Jati – Tol Jagorawi – Bogor",
    waypoints: [
      at(P.pasarKramatJati, "arterial"),
      p(-6.295, 106.883, "toll", "TMII"),
      p(-6.365, 106.888, "toll", "Cibubur"),
      p(-6.396, 106.879, "toll", "Cimanggis"),
      p(-6.437, 106.875, "toll", "Gunung Putri"),
      p(-6.495, 106.86, "toll", "Citeureup"),
      p(-6.56, 106.85, "toll", "Sentul Selatan"),
      p(-6.605, 106.808, "arterial", "Baranangsiang"),
      p(-6.602, 106.805, "local", "Tugu Kujang"),
      at(P.bogor, "local"),
    ],
  },
  {
    id: "priok-cakung",
    name: "Tanjung Priok – Sunter – Kelapa Gading – Pulogadung – Depo Cakung",
    waypoints: [
      at(P.pelabuhanPriok, "arterial"),
      p(-6.125, 106.885, "arterial", "Jl. Yos Sudarso"),
      p(-6.142, 106.889, "arterial", "Sunter"),
      at(P.mallKelapaGading, "arterial"),
      p(-6.176, 106.908, "arterial", "Jl. Perintis Kemerdekaan"),
      at(P.gudangPulogadung, "local"),
      p(-6.188, 106.925, "local", "Jl. Raya Bekasi"),
      at(P.depoCakung, "local"),
    ],
  },
  {
    id: "cakung-kuningan",
    name: "Depo Cakung – Rawamangun – Tol Wiyoto Wiyono – Tol Dalam Kota – Kuningan",
    waypoints: [
      at(P.depoCakung, "arterial"),
      at(P.gudangPulogadung, "arterial"),
      p(-6.196, 106.889, "toll", "Rawamangun"),
      p(-6.218, 106.877, "toll", "Jatinegara"),
      p(-6.2425, 106.8727, "toll", "Cawang"),
      p(-6.242, 106.856, "toll", "Tebet"),
      p(-6.238, 106.831, "arterial", "Kuningan"),
      at(P.kantorKuningan, "local"),
    ],
  },
  {
    id: "sunter-kuningan",
    name: "Pool Sunter – Gunung Sahari – Senen – Thamrin – Sudirman – Kuningan",
    waypoints: [
      at(P.poolSunter, "arterial"),
      p(-6.15, 106.845, "arterial", "Jl. Gunung Sahari"),
      p(-6.175, 106.841, "arterial", "Senen"),
      p(-6.1832, 106.8236, "arterial", "Jl. M.H. Thamrin"),
      p(-6.1949, 106.823, "arterial", "Bundaran HI"),
      p(-6.2087, 106.8196, "arterial", "Jl. Jend. Sudirman, Karet"),
      p(-6.2197, 106.8146, "local", "Semanggi"),
      p(-6.224, 106.83, "local", "Jl. H.R. Rasuna Said"),
      at(P.kantorKuningan, "local"),
    ],
  },
  {
    id: "priok-bekasi",
    name: "Tanjung Priok – Tol Cakung-Cilincing – JORR – Summarecon Bekasi",
    waypoints: [
      at(P.pelabuhanPriok, "local"),
      p(-6.11, 106.9, "toll", "Koja"),
      p(-6.123, 106.935, "toll", "Cilincing"),
      p(-6.143, 106.956, "toll", "Rorotan"),
      p(-6.18, 106.962, "toll", "Cakung Timur"),
      p(-6.22, 106.97, "toll", "Pondok Kopi"),
      p(-6.247, 106.988, "arterial", "Bekasi Barat"),
      p(-6.238, 106.998, "local", "Jl. Ahmad Yani Bekasi"),
      at(P.summareconBekasi, "local"),
    ],
  },
  {
    id: "soetta-monas",
    name: "Bandara Soekarno-Hatta – Tol Sedyatmo – Tol Dalam Kota – Monas",
    waypoints: [
      at(P.bandaraSoetta, "local"),
      p(-6.125, 106.69, "toll", "Tol Sedyatmo"),
      p(-6.123, 106.75, "toll", "Kapuk"),
      p(-6.125, 106.79, "toll", "Pluit"),
      p(-6.145, 106.795, "toll", "Angke"),
      p(-6.176, 106.795, "toll", "Tomang"),
      p(-6.195, 106.798, "arterial", "Slipi"),
      p(-6.186, 106.813, "arterial", "Tanah Abang"),
      at(P.monas, "local"),
    ],
  },
  {
    id: "grogol-tangerang",
    name: "Grogol – Tol Jakarta-Tangerang – Tangerang",
    waypoints: [
      at(P.grogol, "local"),
      p(-6.176, 106.795, "toll", "Tomang"),
      p(-6.193, 106.769, "toll", "Kebon Jeruk"),
      p(-6.198, 106.745, "toll", "Meruya"),
      p(-6.201, 106.725, "toll", "Kembangan"),
      p(-6.206, 106.705, "toll", "Karang Tengah"),
      p(-6.201, 106.665, "toll", "Kebon Nanas"),
      p(-6.198, 106.64, "arterial", "Tangerang"),
      p(-6.178, 106.63, "local", "Tangerang Kota"),
      at(P.tangerang, "local"),
    ],
  },
  {
    id: "monas-blokm",
    name: "Monas – Harmoni – Tanah Abang – Senayan – Blok M",
    waypoints: [
      at(P.monas, "arterial"),
      p(-6.1657, 106.8197, "arterial", "Harmoni"),
      p(-6.186, 106.813, "arterial", "Tanah Abang"),
      p(-6.2087, 106.8196, "arterial", "Karet"),
      p(-6.227, 106.802, "arterial", "Senayan"),
      at(P.blokM, "local"),
    ],
  },
];

export function routeById(id: string): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}
