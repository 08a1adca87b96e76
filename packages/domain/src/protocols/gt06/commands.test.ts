import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeGt06Command,
  encodeGt06Command,
  encodeGt06CommandReply,
  encodeGt06EncodedReply,
  GT06_COMMAND_LANGUAGE,
  GT06_COMMAND_MAX_LENGTH,
  GT06_REPLY_ENCODING,
} from "./commands.js";
import { crc16X25 } from "./crc16X25.js";
import { decodeGt06 } from "./decode.js";
import { encodeGt06Packet } from "./encode.js";
import { type Gt06Frame, Gt06FrameSplitter } from "./frameSplitter.js";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters a database or a screen cannot take
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function onlyFrame(packet: Uint8Array): Gt06Frame {
  const splitter = new Gt06FrameSplitter();
  const frames = splitter.push(packet);
  expect(splitter.stats.crcErrors).toBe(0);
  expect(frames).toHaveLength(1);
  return frames[0] as Gt06Frame;
}

/** A whole packet from the bytes between the start marker and the CRC, as the protocol document lays it out. */
function packetOf(body: string, extended = false) {
  const start = extended ? "7979" : "7878";
  const bytes = fromHex(`${start}${body}`);
  const crc = crc16X25(bytes, 2, bytes.length);
  return `${start}${body}${crc.toString(16).padStart(4, "0")}0d0a`;
}

describe("GT06 online command 0x80", () => {
  it("lays out WHERE# with server flag 1, English, serial 1 as the document does", () => {
    // length 0x12 = protocol 1 + command length 1 + flag 4 + text 6 + language 2 + serial 2 + CRC 2
    const body = "12" + "80" + "0a" + "00000001" + "574845524523" + "0002" + "0001";
    expect(
      toHex(encodeGt06Command({ serverFlag: 1, text: "WHERE#", language: GT06_COMMAND_LANGUAGE.english }, 1)),
    ).toBe(packetOf(body));
  });

  it("reads back as the device reads it", () => {
    const packet = encodeGt06Command({ serverFlag: 0xfedc_ba98, text: "RELAY,0#", language: 2 }, 3);
    expect(decodeGt06Command(onlyFrame(packet))).toEqual({
      serverFlag: 0xfedc_ba98,
      text: "RELAY,0#",
      language: 2,
    });
    expect(decodeGt06Command(onlyFrame(encodeGt06CommandReply({ serverFlag: 1, text: "OK" }, 1)))).toBeNull();
    expect(decodeGt06Command(onlyFrame(encodeGt06Packet(0x80, Uint8Array.of(9, 0, 0), 1)))).toBeNull();
  });

  it("leaves the language word out for firmwares that predate it", () => {
    const body = "12" + "80" + "0c" + "00bc614e" + "52454c41592c3123" + "0007";
    const packet = encodeGt06Command({ serverFlag: 12_345_678, text: "RELAY,1#" }, 7);
    expect(toHex(packet)).toBe(packetOf(body));
  });

  it("refuses texts the device cannot read and flags that do not fit 4 bytes", () => {
    expect(() => encodeGt06Command({ serverFlag: 1, text: "" }, 1)).toThrow(RangeError);
    expect(() => encodeGt06Command({ serverFlag: 1, text: "RELAY,1#\n" }, 1)).toThrow(RangeError);
    expect(() => encodeGt06Command({ serverFlag: 1, text: "MATIKAN MESIN é" }, 1)).toThrow(RangeError);
    expect(() => encodeGt06Command({ serverFlag: 2 ** 32, text: "WHERE#" }, 1)).toThrow(RangeError);
    expect(() =>
      encodeGt06Command({ serverFlag: 1, text: "A".repeat(GT06_COMMAND_MAX_LENGTH + 1) }, 1),
    ).toThrow(RangeError);
    const longest = encodeGt06Command(
      { serverFlag: 1, text: "A".repeat(GT06_COMMAND_MAX_LENGTH), language: 2 },
      1,
    );
    expect(longest[2]).toBe(0xff);
  });
});

describe("GT06 command replies 0x15 and 0x21", () => {
  it("reads a 0x15 answer with its language word", () => {
    const text = "Lat:N6.175392,Lon:E106.827153,Speed:0km/h";
    const textHex = toHex(Uint8Array.from(text, (char) => char.charCodeAt(0)));
    const commandLength = (4 + text.length).toString(16).padStart(2, "0");
    const length = (1 + 1 + 4 + text.length + 2 + 4).toString(16).padStart(2, "0");
    const packet = fromHex(packetOf(`${length}15${commandLength}0000002a${textHex}00020003`));
    expect(decodeGt06(onlyFrame(packet))).toEqual({
      kind: "commandReply",
      protocol: 0x15,
      serial: 3,
      serverFlag: 42,
      text,
      language: 2,
    });
  });

  it("reads a 0x15 answer without the language word, dropping control characters", () => {
    // "OK!" CR LF NUL, command length 0x0a, no language word
    const packet = fromHex(packetOf("10" + "15" + "0a" + "ffffffff" + "4f4b210d0a00" + "0009"));
    const message = decodeGt06(onlyFrame(packet));
    expect(message).toMatchObject({ kind: "commandReply", serverFlag: 0xffff_ffff, serial: 9 });
    expect(message.kind === "commandReply" && message.text).toBe("OK!");
  });

  it("calls a 0x15 whose command length runs past the packet malformed", () => {
    const packet = fromHex(packetOf("0b" + "15" + "20" + "00000001" + "41" + "0001"));
    expect(decodeGt06(onlyFrame(packet))).toMatchObject({ kind: "malformed", protocol: 0x15, serial: 1 });
  });

  it("reads 0x21 answers in ASCII and in UTF-16BE", () => {
    const ascii = fromHex(packetOf("000f" + "21" + "00000005" + "01" + "52454c4159" + "0004", true));
    expect(decodeGt06(onlyFrame(ascii))).toEqual({
      kind: "commandReply",
      protocol: 0x21,
      serial: 4,
      serverFlag: 5,
      text: "RELAY",
      encoding: 1,
    });
    // "Mesin mati" in UTF-16BE
    const utf16 = fromHex(
      packetOf("001e" + "21" + "00000006" + "02" + "004d006500730069006e0020006d006100740069" + "0005", true),
    );
    expect(decodeGt06(onlyFrame(utf16))).toMatchObject({ serverFlag: 6, text: "Mesin mati", encoding: 2 });
  });

  it("round-trips any flag and printable text through the device-side encoders", () => {
    const printable = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,80}[\x21-\x7e]$/);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffff_ffff }),
        printable,
        fc.boolean(),
        (serverFlag, text, utf16) => {
          const reply = decodeGt06(onlyFrame(encodeGt06CommandReply({ serverFlag, text, language: 2 }, 1)));
          expect(reply).toMatchObject({ kind: "commandReply", serverFlag, text, language: 2 });
          const encoding = utf16 ? GT06_REPLY_ENCODING.utf16 : GT06_REPLY_ENCODING.ascii;
          const encoded = decodeGt06(onlyFrame(encodeGt06EncodedReply({ serverFlag, text, encoding }, 1)));
          expect(encoded).toMatchObject({ kind: "commandReply", serverFlag, text, encoding });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on any content and keeps the answer storable", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0x15, 0x21),
        fc.uint8Array({ maxLength: 120 }),
        fc.boolean(),
        (protocol, content, extended) => {
          const message = decodeGt06(onlyFrame(encodeGt06Packet(protocol, content, 1, extended)));
          expect(["commandReply", "malformed"]).toContain(message.kind);
          if (message.kind === "commandReply") {
            expect(message.text).not.toMatch(UNSTORABLE);
            expect(message.serverFlag).toBeGreaterThanOrEqual(0);
            expect(message.serverFlag).toBeLessThanOrEqual(0xffff_ffff);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
