import type { TrackerDeviceFix } from "../tracker/trackerDeviceFix.js";
import { RUPTELA_COMMAND } from "./codec.js";
import { crc16Kermit } from "./crc16Kermit.js";
import { RUPTELA_IO } from "./ioElements.js";

/** A device packet: length, IMEI (8 bytes), command id, payload, CRC-16/KERMIT over IMEI to payload. */
export function ruptelaDevicePacket(imei: string, command: number, payload: Uint8Array): Uint8Array {
  const length = 9 + payload.length;
  const packet = new Uint8Array(2 + length + 2);
  const view = new DataView(packet.buffer);
  view.setUint16(0, length);
  view.setBigUint64(2, BigInt(imei));
  packet[10] = command;
  packet.set(payload, 11);
  view.setUint16(2 + length, crc16Kermit(packet, 2, 2 + length));
  return packet;
}

/**
 * One records packet (command 0x01) of one record as an FM-Eco4 sends it: 10 satellites, HDOP 0.9, DIN4
 * (ignition), GSM 24 of 31, 12.8 V power supply, 4.1 V battery.
 */
export function encodeRuptelaPosition(imei: string, fix: TrackerDeviceFix): Uint8Array {
  const bytes: number[] = [0, 1];
  const push = (value: number, width: number) => {
    for (let shift = (width - 1) * 8; shift >= 0; shift -= 8)
      bytes.push(Math.floor(value / 2 ** shift) & 0xff);
  };
  push(Math.floor(fix.time.getTime() / 1000), 4);
  bytes.push(0, 0);
  push(Math.round(fix.longitude * 1e7) >>> 0, 4);
  push(Math.round(fix.latitude * 1e7) >>> 0, 4);
  push(120, 2);
  push(Math.round(fix.course * 100) % 36000, 2);
  bytes.push(10);
  push(Math.round(fix.speedKmh), 2);
  bytes.push(9, 0);
  bytes.push(2, RUPTELA_IO.ignition, fix.ignition ? 1 : 0, RUPTELA_IO.gsmSignal, 24);
  bytes.push(2, RUPTELA_IO.powerSupplyMillivolts);
  push(12_800, 2);
  bytes.push(RUPTELA_IO.batteryMillivolts);
  push(4_100, 2);
  bytes.push(0, 0);
  return ruptelaDevicePacket(imei, RUPTELA_COMMAND.records, Uint8Array.from(bytes));
}
