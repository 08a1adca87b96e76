/**
 * Vendor status frames of the GT06 family that carry no position: what each carries, as named attributes.
 * Layouts whose fields are vendor-defined are kept as their hex (capped), so nothing a device sends is lost and
 * nothing is guessed.
 */
export type Gt06ExtendedAttributes = Record<string, string | number | boolean>;

/** bytes of a vendor payload kept as hex: more is cut (an attribute, not a file store) */
const MAX_HEX_BYTES = 128;
/** modules of a 0x70 frame read: more are left out */
const MAX_MODULES = 32;
const WIFI_ENTRY_SIZE = 7; // MAC (6) + signal (1)

/** A payload as lowercase hex, cut after MAX_HEX_BYTES bytes (an attribute, not a file store). */
export const cappedHexOf = (bytes: Uint8Array) =>
  Array.from(bytes.subarray(0, MAX_HEX_BYTES), (byte) => byte.toString(16).padStart(2, "0")).join("");

const printable = (bytes: Uint8Array) =>
  bytes.length > 0 && bytes.every((byte) => byte >= 0x20 && byte < 0x7f);

/** 0x69: time (6), access point count, then per point its MAC (6) and signal (1, -dBm). */
function wifi(content: Uint8Array): Gt06ExtendedAttributes {
  const count = content[6] ?? 0;
  const points: string[] = [];
  for (let at = 7; points.length < count && at + WIFI_ENTRY_SIZE <= content.length; at += WIFI_ENTRY_SIZE) {
    const mac = Array.from(content.subarray(at, at + 6), (byte) => byte.toString(16).padStart(2, "0")).join(
      ":",
    );
    points.push(`${mac}/-${content[at + 6]}`);
  }
  return { wifiCount: points.length, wifiAccessPoints: points.join(",") };
}

/** 0x70: modules, each an id (2), a length (2) and its data. */
function modules(content: Uint8Array): Gt06ExtendedAttributes {
  const attributes: Gt06ExtendedAttributes = {};
  let at = 0;
  let count = 0;
  while (at + 4 <= content.length && count < MAX_MODULES) {
    const id = ((content[at] as number) << 8) | (content[at + 1] as number);
    const length = ((content[at + 2] as number) << 8) | (content[at + 3] as number);
    const data = content.subarray(at + 4, Math.min(content.length, at + 4 + length));
    attributes[`module${id.toString(16).padStart(4, "0")}`] = cappedHexOf(data);
    at += 4 + length;
    count++;
  }
  attributes.moduleCount = count;
  return attributes;
}

/**
 * 0x9B: transparent serial data from a peripheral (fuel sensor, camera, reader): text when printable. The Concox
 * document puts a length byte before the data; firmwares that send the data alone are read too (a first byte that
 * counts exactly the bytes after it is that length byte).
 */
function serialData(content: Uint8Array): Gt06ExtendedAttributes {
  const data = content.length > 1 && content[0] === content.length - 1 ? content.subarray(1) : content;
  return printable(data) ? { serialText: String.fromCharCode(...data) } : { serialData: cappedHexOf(data) };
}

const EXTENDED_DECODERS: ReadonlyMap<number, (content: Uint8Array) => Gt06ExtendedAttributes> = new Map([
  [0x69, wifi],
  [0x70, modules],
  [0x8c, (content: Uint8Array) => ({ obdData: cappedHexOf(content) })],
  [0x95, (content: Uint8Array) => ({ alarmData: cappedHexOf(content) })],
  [0x9b, serialData],
]);

/** The 0xF1-0xFD range: vendor extensions (peripherals, Wi-Fi, custom reports). */
const isVendorRange = (protocol: number) => protocol >= 0xf1 && protocol <= 0xfd;

/** Attributes of a vendor status frame, or null when the protocol number is not one. Never throws. */
export function decodeGt06Extended(protocol: number, content: Uint8Array): Gt06ExtendedAttributes | null {
  const decode = EXTENDED_DECODERS.get(protocol);
  if (decode) return decode(content);
  if (isVendorRange(protocol)) return { vendorData: cappedHexOf(content) };
  return null;
}
