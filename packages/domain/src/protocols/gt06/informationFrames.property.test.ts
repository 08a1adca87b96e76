import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeGt06, type Gt06Message } from "./decode.js";
import { encodeGt06Info, encodeGt06Packet } from "./encode.js";
import { Gt06FrameSplitter } from "./frameSplitter.js";
import { encodeGt06GnssStatus, GT06_GNSS_MODULE_STATES, MAX_SATELLITES_PER_SYSTEM } from "./gnssStatus.js";

const RUNS = { numRuns: 300 };

function decodePacket(packet: Uint8Array): Gt06Message {
  const [frame] = new Gt06FrameSplitter().push(packet);
  if (!frame) throw new Error("no valid packet");
  return decodeGt06(frame);
}

const signals = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 24 });
const system = fc.record({
  state: fc.integer({ min: 0, max: GT06_GNSS_MODULE_STATES.length - 1 }),
  inFix: signals,
  seen: signals,
});

describe("0x94 information frames, property-based", () => {
  it("0x09: the state and the satellite counts of any GPS (and BeiDou) block come back as encoded", () => {
    fc.assert(
      fc.property(system, fc.option(system, { nil: undefined }), (gps, beidou) => {
        const message = decodePacket(encodeGt06Info(0x09, encodeGt06GnssStatus(gps, beidou), 1));
        const systems = beidou ? [gps, beidou] : [gps];
        const inFix = systems.flatMap((one) => one.inFix);
        expect(message).toMatchObject({
          kind: "info",
          gnssModule: GT06_GNSS_MODULE_STATES[gps.state],
          satellitesInFix: inFix.length,
          satellitesInView: systems.reduce((sum, one) => sum + one.inFix.length + one.seen.length, 0),
          strongestSignal: inFix.length > 0 ? Math.max(...inFix) : undefined,
        });
      }),
      RUNS,
    );
  });

  it("0x09 cut anywhere or with any counts never throws and never yields more satellites than can be", () => {
    fc.assert(
      fc.property(system, fc.nat(), fc.uint8Array({ maxLength: 40 }), (gps, cut, garbage) => {
        const whole = encodeGt06GnssStatus(gps);
        for (const content of [whole.subarray(0, cut % (whole.length + 1)), garbage]) {
          const message = decodePacket(encodeGt06Info(0x09, content, 2));
          expect(["info", "malformed"]).toContain(message.kind);
          if (message.kind !== "info") continue;
          expect(message.satellitesInFix).toBeLessThanOrEqual(2 * MAX_SATELLITES_PER_SYSTEM);
          expect(message.satellitesInView).toBeLessThanOrEqual(4 * MAX_SATELLITES_PER_SYSTEM);
        }
      }),
      RUNS,
    );
  });

  it("0x04: the defence and cut-off bits of any STA1 / DYD byte come back, among any other entries", () => {
    // other entries' keys end in 1 after three letters or more: never STA1 or DYD
    const entry = fc.tuple(fc.stringMatching(/^[A-Z]{4,6}$/), fc.stringMatching(/^[0-9A-Za-z,.]{0,12}$/));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.array(entry),
        (sta1, dyd, others) => {
          const byte = (value: number) => value.toString(16).toUpperCase().padStart(2, "0");
          const text = [
            ...others.map(([key, value]) => `${key}1=${value}`),
            `STA1=${byte(sta1)}`,
            `DYD=${byte(dyd)}`,
          ]
            .join(";")
            .concat(";");
          const message = decodePacket(encodeGt06Info(0x04, new TextEncoder().encode(text), 3));
          expect(message).toMatchObject({ kind: "info", armed: (sta1 & 0x80) !== 0 });
          if (dyd & 0x03) expect(message).toMatchObject({ cutOff: (dyd & 0x02) !== 0 });
          else expect(message).not.toHaveProperty("cutOff");
        },
      ),
      RUNS,
    );
  });

  it("0x9B: printable data after its length byte comes back as text, other data as hex", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 120 }), (data) => {
        const message = decodePacket(encodeGt06Packet(0x9b, Uint8Array.of(data.length, ...data), 4));
        const text = data.every((byte) => byte >= 0x20 && byte < 0x7f);
        const hex = Buffer.from(data).toString("hex");
        expect(message).toMatchObject({
          kind: "extended",
          attributes: text ? { serialText: String.fromCharCode(...data) } : { serialData: hex },
        });
      }),
      RUNS,
    );
  });
});
