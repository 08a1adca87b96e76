import { describe, expect, it } from "vitest";
import { escapeJt808, jt808CheckCode, unescapeJt808 } from "./escape.js";
import {
  encodeJt808Frame,
  encodeJt808Message,
  isJt808TerminalId,
  type Jt808Frame,
  jt808TerminalId,
  parseJt808Frame,
} from "./frame.js";
import { Jt808FrameSplitter } from "./frameSplitter.js";
import { Jt808SubPackageAssembler, Jt808SubPackagePool } from "./subPackages.js";

const hex = (text: string) =>
  Uint8Array.from(text.replace(/\s/g, "").match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** 2013 heartbeat of terminal 013912345678, serial 1: header, no body, check code 0x33. */
const HEARTBEAT_2013 = hex("7E 0002 0000 013912345678 0001 33 7E");
/** 2019 heartbeat: attributes 0x4000 (version flag), protocol version 1, 10-byte phone, serial 7, check 0x74. */
const HEARTBEAT_2019 = hex("7E 0002 4000 01 00000000013912345678 0007 74 7E");

describe("JT/T 808 escaping and check code (§4.4)", () => {
  it("escapes the standard's example 30 7E 08 7D 55 as 30 7D 02 08 7D 01 55 and back", () => {
    expect(escapeJt808(hex("307E087D55"))).toEqual(hex("307D02087D0155"));
    expect(unescapeJt808(hex("307D02087D0155"))).toEqual(hex("307E087D55"));
  });

  it("refuses a 7D followed by anything but 01 or 02", () => {
    expect(unescapeJt808(hex("307D03"))).toBeNull();
    expect(unescapeJt808(hex("307D"))).toBeNull();
  });

  it("XORs header and body", () => {
    expect(jt808CheckCode(hex("0002 0000 013912345678 0001"))).toBe(0x33);
  });
});

describe("JT/T 808 headers", () => {
  it("reads the 2013 header: 6-byte BCD phone", () => {
    const frame = parseJt808Frame(HEARTBEAT_2013.subarray(1, -1));
    expect(frame).toMatchObject({ messageId: 0x0002, edition: 2013, phone: "013912345678", serial: 1 });
    expect(frame?.body).toHaveLength(0);
    expect(jt808TerminalId(frame?.phone ?? "")).toBe("13912345678");
  });

  it("reads the 2019 header: version flag, protocol version, 10-byte phone", () => {
    const frame = parseJt808Frame(HEARTBEAT_2019.subarray(1, -1));
    expect(frame).toMatchObject({
      edition: 2019,
      protocolVersion: 1,
      phone: "00000000013912345678",
      serial: 7,
    });
  });

  it("reads hex-nibble and all-zero header ids, and answers them with the id they sent", () => {
    for (const [phone, id] of [
      ["4eb6fb4ad628", "4eb6fb4ad628"],
      ["04eb6fb4ad62", "4eb6fb4ad62"],
      ["000000000000", "0"],
    ] as const) {
      const bytes = encodeJt808Frame({ messageId: 2, edition: 2013, phone, serial: 3 }, hex(""));
      const frame = parseJt808Frame(bytes.subarray(1, -1));
      expect(frame?.phone).toBe(phone);
      expect(jt808TerminalId(frame?.phone ?? "")).toBe(id);
      expect(isJt808TerminalId(id)).toBe(true);
    }
  });

  it("builds the same bytes it reads", () => {
    expect(
      encodeJt808Frame({ messageId: 2, edition: 2013, phone: "013912345678", serial: 1 }, hex("")),
    ).toEqual(HEARTBEAT_2013);
    expect(
      encodeJt808Frame({ messageId: 2, edition: 2019, phone: "13912345678", serial: 7 }, hex("")),
    ).toEqual(HEARTBEAT_2019);
  });

  it("drops a frame with a wrong check code or a body length that does not match", () => {
    expect(parseJt808Frame(hex("0002 0000 013912345678 0001 34"))).toBeNull();
    expect(parseJt808Frame(hex("0002 0001 013912345678 0001 32"))).toBeNull();
  });

  it("reads the sub-package items and escapes a 7E in the body", () => {
    const frame = encodeJt808Frame(
      { messageId: 0x0200, edition: 2013, phone: "1", serial: 9, packet: { total: 2, index: 2 } },
      hex("7E7D"),
    );
    expect(frame.subarray(1, -1).includes(0x7e)).toBe(false);
    expect(parseJt808Frame(frame.subarray(1, -1))).toMatchObject({
      serial: 9,
      packet: { total: 2, index: 2 },
      body: hex("7E7D"),
    });
  });
});

describe("Jt808FrameSplitter", () => {
  it("keeps a frame cut across reads, skips garbage and reads frames sharing one flag", () => {
    const splitter = new Jt808FrameSplitter();
    expect(splitter.push(hex("FFFF").slice())).toEqual([]);
    expect(splitter.push(HEARTBEAT_2013.subarray(0, 5))).toEqual([]);
    const joined = new Uint8Array([...HEARTBEAT_2013.subarray(5), ...HEARTBEAT_2019.subarray(1)]);
    expect(splitter.push(joined).map((frame) => frame.edition)).toEqual([2013, 2019]);
    expect(splitter.stats.discardedBytes).toBe(2);
  });

  it("counts a broken frame and carries on", () => {
    const splitter = new Jt808FrameSplitter();
    const frames = splitter.push(
      new Uint8Array([...hex("7E 0002 0000 013912345678 0001 00 7E"), ...HEARTBEAT_2013]),
    );
    expect(frames).toHaveLength(1);
    expect(splitter.stats.invalidFrames).toBe(1);
  });

  it("drops a frame longer than its limit", () => {
    const splitter = new Jt808FrameSplitter(16);
    expect(
      splitter.push(new Uint8Array([0x7e, ...new Uint8Array(40).fill(1), ...HEARTBEAT_2013])),
    ).toHaveLength(1);
    expect(splitter.stats.invalidFrames).toBe(1);
  });
});

describe("sub-packages", () => {
  it("splits a long body into numbered pieces with consecutive serials and joins them in any order", () => {
    const body = Uint8Array.from({ length: 2500 }, (_, index) => index % 256);
    const frames = encodeJt808Message({ messageId: 0x0704, edition: 2019, phone: "5", serial: 0xfffe }, body);
    expect(frames).toHaveLength(3);
    const parsed = frames.map((frame) => parseJt808Frame(frame.subarray(1, -1)));
    expect(parsed.map((frame) => frame?.serial)).toEqual([0xfffe, 0xffff, 0]);
    const assembler = new Jt808SubPackageAssembler();
    expect(assembler.push(parsed[2] ?? expect.fail())).toEqual({ kind: "pending" });
    expect(assembler.push(parsed[0] ?? expect.fail())).toEqual({ kind: "pending" });
    const whole = assembler.push(parsed[1] ?? expect.fail());
    expect(whole.kind === "whole" && whole.frame.body).toEqual(body);
    expect(whole.kind === "whole" && whole.frame.serial).toBe(0xfffe);
    expect(assembler.pending).toBe(0);
    expect(assembler.held).toBe(0);
  });

  it("forgets a message whose pieces stop coming", () => {
    const assembler = new Jt808SubPackageAssembler({ maxAgeMs: 1000 });
    const [first] = encodeJt808Message(
      { messageId: 0x0704, edition: 2013, phone: "5", serial: 1 },
      new Uint8Array(30),
      10,
    );
    assembler.push(parseJt808Frame(first?.subarray(1, -1) ?? expect.fail()) ?? expect.fail(), 0);
    expect(assembler.pending).toBe(1);
    const [other] = encodeJt808Message(
      { messageId: 0x0704, edition: 2013, phone: "5", serial: 50 },
      new Uint8Array(30),
      10,
    );
    assembler.push(parseJt808Frame(other?.subarray(1, -1) ?? expect.fail()) ?? expect.fail(), 5000);
    expect(assembler.pending).toBe(1);
    expect(assembler.held).toBe(10);
  });

  it("refuses a message of more pieces than allowed, and pieces beyond the bytes allowed per connection or in all", () => {
    const piece = (serial: number, index: number, total: number, size = 1000): Jt808Frame => ({
      messageId: 0x0900,
      edition: 2013,
      phone: "5",
      serial,
      packet: { total, index },
      encryption: 0,
      body: new Uint8Array(size),
    });
    const pool = new Jt808SubPackagePool(5000);
    const one = new Jt808SubPackageAssembler({ maxPieces: 100, maxBytes: 3000 }, pool);
    expect(one.push(piece(1, 1, 65_535))).toMatchObject({ kind: "refused" });
    expect(one.push(piece(1, 1, 50))).toEqual({ kind: "pending" });
    expect(one.push(piece(2, 2, 50))).toEqual({ kind: "pending" });
    expect(one.push(piece(3, 3, 50))).toEqual({ kind: "pending" });
    expect(one.push(piece(4, 4, 50))).toMatchObject({ kind: "refused" });
    expect(one.held).toBe(3000);
    const two = new Jt808SubPackageAssembler({ maxPieces: 100, maxBytes: 3000 }, pool);
    expect(two.push(piece(1, 1, 50))).toEqual({ kind: "pending" });
    expect(two.push(piece(2, 2, 50))).toEqual({ kind: "pending" });
    expect(two.push(piece(3, 3, 50))).toMatchObject({ kind: "refused" });
    expect(pool.used).toBe(5000);
    one.clear();
    expect(pool.used).toBe(2000);
    expect(two.push(piece(3, 3, 50))).toEqual({ kind: "pending" });
  });
});
