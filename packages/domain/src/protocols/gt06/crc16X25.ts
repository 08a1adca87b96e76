/** CRC-16/X.25 lookup table: reflected polynomial 0x1021 (0x8408). */
const TABLE = (() => {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
    table[byte] = crc;
  }
  return table;
})();

/**
 * CRC-16/X.25 (init 0xFFFF, reflected in and out, xorout 0xFFFF) of `bytes[start, end)`.
 * GT06 packets carry it over the bytes from the length field through the serial number.
 */
export function crc16X25(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffff;
  for (let index = start; index < end; index++) {
    crc = (crc >>> 8) ^ (TABLE[(crc ^ (bytes[index] as number)) & 0xff] as number);
  }
  return (crc ^ 0xffff) & 0xffff;
}
