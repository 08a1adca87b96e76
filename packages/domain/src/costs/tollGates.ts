import type { LatLng } from "../geo/geoTypes.js";
import { haversineMeters } from "../geo/haversineMeters.js";

export type TollOperator = "Jasa Marga" | "Astra Infra" | "Citra Marga" | "Jasamarga Transjawa";

export interface TollGate extends LatLng {
  /** the name statements print, without the booth number ("Cikunir 1" is the gate "Cikunir") */
  name: string;
  operator: TollOperator;
  /** other names statements use for the same plaza */
  aliases?: readonly string[];
}

/**
 * The main toll gates (gerbang tol) of Jabodetabek and the Trans-Java road the demo's routes cross. The coordinates
 * are approximate (placed from public maps to within a few hundred metres of the plaza), enough for a check at a
 * kilometre; a gate missing from this table leaves its transactions unchecked ("tanpa data"), never flagged.
 */
export const TOLL_GATES: readonly TollGate[] = [
  { name: "Cawang", operator: "Jasa Marga", lat: -6.2445, lng: 106.872 },
  { name: "Taman Mini", operator: "Jasa Marga", lat: -6.293, lng: 106.88 },
  { name: "Cibubur", operator: "Jasa Marga", lat: -6.364, lng: 106.89 },
  { name: "Cimanggis", operator: "Jasa Marga", lat: -6.38, lng: 106.865 },
  { name: "Ciawi", operator: "Jasa Marga", lat: -6.648, lng: 106.844, aliases: ["Bogor"] },
  { name: "Semanggi", operator: "Citra Marga", lat: -6.22, lng: 106.814 },
  { name: "Kuningan", operator: "Citra Marga", lat: -6.235, lng: 106.831 },
  { name: "Tomang", operator: "Jasa Marga", lat: -6.179, lng: 106.797 },
  { name: "Tanjung Priok", operator: "Citra Marga", lat: -6.117, lng: 106.89, aliases: ["Priok"] },
  { name: "Cilincing", operator: "Jasa Marga", lat: -6.12, lng: 106.943 },
  { name: "Kapuk", operator: "Jasa Marga", lat: -6.125, lng: 106.755 },
  { name: "Meruya", operator: "Jasa Marga", lat: -6.199, lng: 106.738 },
  { name: "Pondok Ranji", operator: "Jasa Marga", lat: -6.279, lng: 106.746 },
  { name: "Karang Tengah", operator: "Jasa Marga", lat: -6.212, lng: 106.709 },
  { name: "Cikupa", operator: "Astra Infra", lat: -6.212, lng: 106.519 },
  { name: "Balaraja Timur", operator: "Astra Infra", lat: -6.205, lng: 106.464 },
  { name: "Cikunir", operator: "Jasa Marga", lat: -6.2555, lng: 106.964 },
  { name: "Bekasi Barat", operator: "Jasa Marga", lat: -6.244, lng: 106.992 },
  { name: "Bekasi Timur", operator: "Jasa Marga", lat: -6.2585, lng: 107.02 },
  { name: "Tambun", operator: "Jasa Marga", lat: -6.261, lng: 107.053 },
  { name: "Cibitung", operator: "Jasa Marga", lat: -6.275, lng: 107.089 },
  { name: "Cikarang Barat", operator: "Jasa Marga", lat: -6.29, lng: 107.126 },
  { name: "Cikarang Timur", operator: "Jasa Marga", lat: -6.31, lng: 107.17 },
  { name: "Karawang Barat", operator: "Jasa Marga", lat: -6.34, lng: 107.28 },
  { name: "Karawang Timur", operator: "Jasa Marga", lat: -6.37, lng: 107.345 },
  { name: "Cikampek Utama", operator: "Jasa Marga", lat: -6.422, lng: 107.441 },
  { name: "Kalihurip", operator: "Jasa Marga", lat: -6.45, lng: 107.456, aliases: ["Kalihurip Utama"] },
  { name: "Cikopo", operator: "Astra Infra", lat: -6.467, lng: 107.486 },
  { name: "Sadang", operator: "Jasa Marga", lat: -6.487, lng: 107.45 },
  { name: "Padalarang", operator: "Jasa Marga", lat: -6.842, lng: 107.496 },
  { name: "Pasteur", operator: "Jasa Marga", lat: -6.893, lng: 107.575 },
  { name: "Pasir Koja", operator: "Jasa Marga", lat: -6.927, lng: 107.578 },
  { name: "Mohammad Toha", operator: "Jasa Marga", lat: -6.958, lng: 107.609, aliases: ["Moh Toha"] },
  { name: "Buah Batu", operator: "Jasa Marga", lat: -6.963, lng: 107.638 },
  { name: "Cileunyi", operator: "Jasa Marga", lat: -6.94, lng: 107.746 },
  { name: "Palimanan", operator: "Astra Infra", lat: -6.708, lng: 108.423 },
  { name: "Kanci", operator: "Jasamarga Transjawa", lat: -6.761, lng: 108.605 },
  { name: "Pejagan", operator: "Jasamarga Transjawa", lat: -6.889, lng: 108.899 },
  { name: "Kalikangkung", operator: "Jasamarga Transjawa", lat: -6.993, lng: 110.32 },
];

/**
 * A gate name as compared: lower case, letters and digits only, without "gerbang tol"/"GT" and without the booth
 * number statements append ("GT Cikunir 1" → "cikunir", "Kalihurip 2" → "kalihurip").
 */
export function normalizeTollGateName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/^\s*(gerbang tol|gerbang|gt)\s+/, "")
    .replace(/(\s+\d+)+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

const GATES_BY_NAME = new Map(
  TOLL_GATES.flatMap((gate) =>
    [gate.name, ...(gate.aliases ?? [])].map((name) => [normalizeTollGateName(name), gate] as const),
  ),
);

/** The gate a statement's gate name names, or null when the table does not know it. */
export function findTollGate(name: string | null | undefined): TollGate | null {
  if (!name) return null;
  return GATES_BY_NAME.get(normalizeTollGateName(name)) ?? null;
}

export interface TollGateRules {
  /** positions this long before and after the transaction are looked at */
  windowMs: number;
  /** a vehicle that came this close to the gate passed it */
  nearMeters: number;
}

export const DEFAULT_TOLL_GATE_RULES: TollGateRules = { windowMs: 15 * 60_000, nearMeters: 1_000 };

/**
 * near: the vehicle's track passed within `nearMeters` of the gate around the transaction; far: its track was
 * elsewhere then (the card possibly used in another vehicle); noData: no track in the window or a gate not known.
 */
export type TollGateCheck = "near" | "far" | "noData";

export interface TollGateProximity {
  check: TollGateCheck;
  /** the track's closest approach to the gate in the window, metres; null without data */
  distanceMeters: number | null;
}

export interface TimedPoint extends LatLng {
  time: Date;
}

/** Whether a vehicle's track was at the gate around the time its card paid there. */
export function tollGateProximity(
  gate: LatLng | null,
  at: Date,
  track: readonly TimedPoint[],
  rules: TollGateRules = DEFAULT_TOLL_GATE_RULES,
): TollGateProximity {
  if (!gate) return { check: "noData", distanceMeters: null };
  let closest = Number.POSITIVE_INFINITY;
  for (const point of track)
    if (Math.abs(point.time.getTime() - at.getTime()) <= rules.windowMs)
      closest = Math.min(closest, haversineMeters(gate, point));
  if (!Number.isFinite(closest)) return { check: "noData", distanceMeters: null };
  return { check: closest <= rules.nearMeters ? "near" : "far", distanceMeters: Math.round(closest) };
}

/** The gate a transaction is checked at: where the card paid, the exit of a closed road or the only gate named. */
export const tollTransactionGate = (row: { gateIn: string | null; gateOut: string | null }) =>
  findTollGate(row.gateOut ?? row.gateIn);
