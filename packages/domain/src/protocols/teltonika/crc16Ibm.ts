/** CRC-16/IBM (ARC): polynomial 0xA001 reflected, initial 0, as Teltonika's AVL packets carry it. */
export function crc16Ibm(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let index = start; index < end; index++) {
    crc ^= bytes[index] as number;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}
