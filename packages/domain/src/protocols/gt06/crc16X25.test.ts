import { describe, expect, it } from "vitest";
import { crc16X25 } from "./crc16X25.js";

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

describe("crc16X25", () => {
  it("matches the CRC-16/X.25 check value", () => {
    expect(crc16X25(new TextEncoder().encode("123456789"))).toBe(0x906e);
  });

  it("matches a real device login packet (length through serial)", () => {
    const packet = hex("78780D01086471700328358100093F040D0A");
    expect(crc16X25(packet, 2, packet.length - 4)).toBe(0x3f04);
  });

  it("matches the login acknowledgement of the GT06 documentation", () => {
    const ack = hex("787805010001D9DC0D0A");
    expect(crc16X25(ack, 2, ack.length - 4)).toBe(0xd9dc);
  });

  it("is 0x0000 over no bytes xor-ed out from the initial value", () => {
    expect(crc16X25(new Uint8Array(0))).toBe(0x0000);
  });
});
