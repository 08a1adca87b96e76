/** CRC-16/KERMIT (CCITT polynomial 0x1021 reflected, initial 0), as Ruptela packets carry it. */
export function crc16Kermit(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let index = start; index < end; index++) {
    crc ^= bytes[index] as number;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
  }
  return crc;
}
