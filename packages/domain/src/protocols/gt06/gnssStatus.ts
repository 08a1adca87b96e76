/** State byte of a satellite system in the 0x94 sub-type 0x09 frame (Concox information transfer document). */
export const GT06_GNSS_MODULE_STATES = ["none", "searching", "2d", "3d", "sleeping"] as const;
export type Gt06GnssModuleState = (typeof GT06_GNSS_MODULE_STATES)[number];

/** What the 0x94 sub-type 0x09 frame says about the receiver: its state and how many satellites it uses and sees. */
export interface Gt06GnssStatus {
  /** the GPS module's state; left out when the byte names none of the documented ones */
  gnssModule?: Gt06GnssModuleState | undefined;
  /** satellites used in the fix, GPS and BeiDou together */
  satellitesInFix: number;
  /** satellites received: the ones in the fix and the ones only seen */
  satellitesInView: number;
  /** strongest signal of a satellite in the fix (the device's scale, 0..255) */
  strongestSignal?: number | undefined;
}

/** No receiver tracks more satellites of one system than this; a larger count is a broken frame. */
export const MAX_SATELLITES_PER_SYSTEM = 64;

interface SatelliteSystem {
  state: number;
  inFix: number;
  seen: number;
  strongest: number | undefined;
  /** offset after the system's bytes */
  end: number;
}

/** One system's block: state, count in fix and their signals, count only seen and their signals; null if cut short. */
function readSystem(content: Uint8Array, start: number): SatelliteSystem | null {
  let at = start;
  const state = content[at++];
  const inFix = content[at++];
  if (state === undefined || inFix === undefined || at + inFix > content.length) return null;
  const signals = content.subarray(at, at + inFix);
  at += inFix;
  const seen = content[at++];
  if (seen === undefined || at + seen > content.length) return null;
  at += seen;
  if (inFix > MAX_SATELLITES_PER_SYSTEM || seen > MAX_SATELLITES_PER_SYSTEM)
    throw new RangeError("satellite count out of range");
  const strongest = signals.length > 0 ? Math.max(...signals) : undefined;
  return { state, inFix, seen, strongest, end: at };
}

/**
 * Reads 0x94 sub-type 0x09: the GPS block, then the BeiDou block when one follows, then the extension (a length byte
 * and its bytes, not read). Throws RangeError when the GPS block is cut short or a
 * count cannot be one.
 */
export function readGt06GnssStatus(content: Uint8Array): Gt06GnssStatus {
  const gps = readSystem(content, 0);
  if (!gps) throw new RangeError("packet too short");
  const beidou = readSystem(content, gps.end);
  // a BeiDou block is one when the extension (or nothing) follows it exactly; else the bytes are the extension
  const systems = beidou && endsWithExtension(content, beidou.end) ? [gps, beidou] : [gps];
  const signals = systems.flatMap((system) => (system.strongest === undefined ? [] : [system.strongest]));
  return {
    gnssModule: GT06_GNSS_MODULE_STATES[gps.state],
    satellitesInFix: systems.reduce((sum, system) => sum + system.inFix, 0),
    satellitesInView: systems.reduce((sum, system) => sum + system.inFix + system.seen, 0),
    strongestSignal: signals.length > 0 ? Math.max(...signals) : undefined,
  };
}

/** Nothing, or a length byte and exactly that many bytes, from `at` to the end. */
const endsWithExtension = (content: Uint8Array, at: number) =>
  at === content.length || content[at] === content.length - at - 1;

/** Input of encodeGt06GnssStatus: per system its state, the signals of the satellites in the fix and of the others. */
export interface Gt06SatelliteSystemInput {
  state: number;
  inFix: readonly number[];
  seen: readonly number[];
}

/** The content of a 0x94 sub-type 0x09 frame (GPS, optionally BeiDou, then an empty extension), for devices and tests. */
export function encodeGt06GnssStatus(gps: Gt06SatelliteSystemInput, beidou?: Gt06SatelliteSystemInput) {
  const system = ({ state, inFix, seen }: Gt06SatelliteSystemInput) => [
    state,
    inFix.length,
    ...inFix,
    seen.length,
    ...seen,
  ];
  return Uint8Array.from([...system(gps), ...(beidou ? system(beidou) : []), 0]);
}
