import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JT808_STANDARD_ZONE_MINUTES as ZONE } from "./constants.js";
import { decodeJt808Message } from "./decode.js";
import { escapeJt808, unescapeJt808 } from "./escape.js";
import {
  encodeJt808Frame,
  encodeJt808Message,
  isJt808TerminalId,
  type Jt808Frame,
  jt808TerminalId,
  parseJt808Frame,
} from "./frame.js";
import { Jt808FrameSplitter } from "./frameSplitter.js";
import { JT1078_MESSAGE } from "./jt1078Media.js";
import { encodeJt1078Attributes, JT1078_REALTIME_MESSAGE } from "./jt1078Realtime.js";
import { encodeJt808BatchLocation, encodeJt808Location } from "./location.js";
import { Jt808SubPackageAssembler, Jt808SubPackagePool } from "./subPackages.js";

const RUNS = { numRuns: 300 };
const bytes = (maxLength: number) => fc.uint8Array({ maxLength });
const header = fc.record({
  messageId: fc.integer({ min: 0, max: 0xffff }),
  edition: fc.constantFrom(2013 as const, 2019 as const),
  phone: fc.stringMatching(/^\d{1,12}$/),
  serial: fc.integer({ min: 0, max: 0xffff }),
});

/** Cuts bytes into reads of random sizes. */
function chunked(data: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (data.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const point of [...points, data.length]) {
    chunks.push(data.subarray(from, point));
    from = point;
  }
  return chunks;
}

describe("JT/T 808 codec properties", () => {
  it("escaping round-trips and leaves no flag inside", () => {
    fc.assert(
      fc.property(bytes(200), (data) => {
        const escaped = escapeJt808(data);
        expect(escaped.includes(0x7e)).toBe(false);
        expect(unescapeJt808(escaped)).toEqual(data);
      }),
      RUNS,
    );
  });

  it("any header id (BCD, hex nibbles, zeros) frames as its 12 or 20 characters, matches a valid terminal id and is answered as sent", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2013 as const, 2019 as const),
        fc.uint8Array({ minLength: 10, maxLength: 10 }),
        fc.integer({ min: 0, max: 0xffff }),
        (edition, idBytes, serial) => {
          const size = edition === 2019 ? 10 : 6;
          const sent = Array.from(idBytes.subarray(0, size), (byte) =>
            byte.toString(16).padStart(2, "0"),
          ).join("");
          const frame = parseJt808Frame(
            encodeJt808Frame({ messageId: 2, edition, phone: sent, serial }, Uint8Array.of()).subarray(1, -1),
          );
          expect(frame?.phone).toBe(sent);
          expect(frame?.phone).toHaveLength(size * 2);
          const id = jt808TerminalId(sent);
          expect(isJt808TerminalId(id)).toBe(true);
          expect(id.padStart(size * 2, "0")).toBe(sent);
        },
      ),
      RUNS,
    );
  });

  it("any frame, read in any cuts between garbage, comes back as it was built", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(header, bytes(300)), { minLength: 1, maxLength: 4 }),
        fc.uint8Array({ maxLength: 8 }).map((garbage) => garbage.filter((byte) => byte !== 0x7e)),
        fc.array(fc.nat(), { maxLength: 6 }),
        (messages, garbage, cuts) => {
          const wire = messages.flatMap(([head, body]) => [...garbage, ...encodeJt808Frame(head, body)]);
          const splitter = new Jt808FrameSplitter();
          const frames = chunked(Uint8Array.from(wire), cuts).flatMap((chunk) => splitter.push(chunk));
          expect(
            frames.map((frame) => [frame.messageId, frame.edition, frame.serial, [...frame.body]]),
          ).toEqual(messages.map(([head, body]) => [head.messageId, head.edition, head.serial, [...body]]));
          expect(frames.map((frame) => frame.phone.replace(/^0+/, ""))).toEqual(
            messages.map(([head]) => head.phone.replace(/^0+/, "")),
          );
        },
      ),
      RUNS,
    );
  });

  it("the splitter never throws and never keeps more than its limit", () => {
    fc.assert(
      fc.property(fc.array(bytes(600), { maxLength: 5 }), (reads) => {
        const splitter = new Jt808FrameSplitter(512);
        for (const read of reads) splitter.push(read);
        expect(splitter.buffered).toBeLessThanOrEqual(512);
      }),
      RUNS,
    );
  });

  it("a sub-packaged message is joined whatever order its pieces come in", () => {
    fc.assert(
      fc.property(
        header,
        bytes(3000),
        fc.integer({ min: 16, max: 1023 }),
        fc.nat(),
        (head, body, maxBody, seed) => {
          const frames = encodeJt808Message(head, body, maxBody);
          const splitter = new Jt808FrameSplitter();
          const parsed = frames.flatMap((frame) => splitter.push(frame));
          const order = parsed
            .map((_, index) => index)
            .sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
          const assembler = new Jt808SubPackageAssembler();
          const whole = order.flatMap((index) => {
            const result = assembler.push(parsed[index] as Jt808Frame);
            return result.kind === "whole" ? [result.frame] : [];
          });
          expect(whole).toHaveLength(1);
          expect(whole[0]?.body).toEqual(body);
          expect(whole[0]?.serial).toBe(head.serial);
          expect(assembler.held).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it("sub-packages never hold more than the limits, per connection or in all, and give every byte back", () => {
    const piece = fc.record({
      connection: fc.integer({ min: 0, max: 2 }),
      messageId: fc.integer({ min: 0x0900, max: 0x090f }),
      serial: fc.integer({ min: 0, max: 0xffff }),
      total: fc.integer({ min: 1, max: 0xffff }),
      index: fc.integer({ min: 0, max: 0xffff }),
      size: fc.integer({ min: 0, max: 1023 }),
      at: fc.integer({ min: 0, max: 120_000 }),
    });
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 200 }), (pieces) => {
        const limits = { maxAgeMs: 60_000, maxOpen: 4, maxPieces: 64, maxBytes: 8000 };
        const pool = new Jt808SubPackagePool(12_000);
        const assemblers = [0, 1, 2].map(() => new Jt808SubPackageAssembler(limits, pool));
        let now = 0;
        for (const { connection, messageId, serial, total, index, size, at } of pieces) {
          now += at % 1000;
          const assembler = assemblers[connection] as Jt808SubPackageAssembler;
          const frame: Jt808Frame = {
            messageId,
            edition: 2013,
            phone: "5",
            serial,
            packet: { total, index },
            encryption: 0,
            body: new Uint8Array(size),
          };
          const result = assembler.push(frame, now);
          if (total > limits.maxPieces && total > 1) expect(result.kind).toBe("refused");
          expect(assembler.held).toBeLessThanOrEqual(limits.maxBytes);
          expect(assembler.pending).toBeLessThanOrEqual(limits.maxOpen);
          expect(pool.used).toBe(assemblers.reduce((sum, each) => sum + each.held, 0));
          expect(pool.used).toBeLessThanOrEqual(pool.maxBytes);
        }
        for (const assembler of assemblers) assembler.clear();
        expect(pool.used).toBe(0);
      }),
      RUNS,
    );
  });

  it("any body under any message id decodes without throwing, positions in range", () => {
    const ids = fc.constantFrom(
      0x0001,
      0x0002,
      0x0100,
      0x0102,
      0x0200,
      0x0704,
      JT1078_MESSAGE.resourceList,
      JT1078_MESSAGE.fileUploadFinished,
      JT1078_REALTIME_MESSAGE.attributes,
      0x0900,
    );
    const validLocation = fc
      .record({
        time: fc.date({ min: new Date("2001-01-01"), max: new Date("2098-12-31"), noInvalidDate: true }),
        latitude: fc.double({ min: -90, max: 90, noNaN: true }),
        longitude: fc.double({ min: -180, max: 180, noNaN: true }),
        speedKmh: fc.double({ min: 0, max: 6000, noNaN: true }),
      })
      .map((input) => encodeJt808Location(input, ZONE));
    fc.assert(
      fc.property(
        ids,
        fc.oneof(bytes(200), validLocation),
        fc.constantFrom(2013 as const, 2019 as const),
        (messageId, body, edition) => {
          const message = decodeJt808Message(
            { messageId, edition, phone: "1", serial: 1, encryption: 0, body },
            ZONE,
          );
          const locations =
            message.kind === "location"
              ? [message.location]
              : message.kind === "batchLocation"
                ? message.batch.locations
                : [];
          for (const location of locations) {
            expect(Math.abs(location.latitude)).toBeLessThanOrEqual(90);
            expect(Math.abs(location.longitude)).toBeLessThanOrEqual(180);
            expect(location.course).toBeLessThan(360);
            if (location.time) expect(Number.isFinite(location.time.getTime())).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it("a batch keeps every well-formed entry (either type) whatever broken entries sit between them", () => {
    const entry = fc.oneof(
      fc
        .record({
          time: fc.date({ min: new Date("2001-01-01"), max: new Date("2098-12-31"), noInvalidDate: true }),
          latitude: fc.double({ min: -90, max: 90, noNaN: true }),
          longitude: fc.double({ min: -180, max: 180, noNaN: true }),
        })
        .map((input) => ({ valid: true, body: encodeJt808Location({ ...input, speedKmh: 0 }, ZONE) })),
      bytes(27).map((body) => ({ valid: false, body })), // shorter than the basic part
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.boolean(), (entries, reupload) => {
        const body = encodeJt808BatchLocation(
          entries.map(({ body }) => body),
          reupload,
        );
        const message = decodeJt808Message(
          { messageId: 0x0704, edition: 2013, phone: "1", serial: 1, encryption: 0, body },
          ZONE,
        );
        if (message.kind !== "batchLocation") expect.fail(message.kind);
        expect(message.batch.reupload).toBe(reupload);
        expect(message.batch.locations).toHaveLength(entries.filter(({ valid }) => valid).length);
        expect(message.batch.unread).toBe(entries.filter(({ valid }) => !valid).length);
      }),
      RUNS,
    );
  });

  it("any audio/video attributes (0x1003) come back as they were sent, and any body reads without throwing", () => {
    const attributes = fc.record({
      audioCodec: fc.integer({ min: 0, max: 255 }),
      audioChannels: fc.integer({ min: 0, max: 255 }),
      sampleRate: fc.constantFrom(8000, 22050, 44100, 48000),
      sampleBits: fc.constantFrom(8, 16, 32),
      audioFrameLength: fc.integer({ min: 0, max: 0xffff }),
      audioOutput: fc.boolean(),
      videoCodec: fc.integer({ min: 0, max: 255 }),
      maxAudioChannels: fc.integer({ min: 0, max: 255 }),
      maxVideoChannels: fc.integer({ min: 0, max: 255 }),
    });
    const frame = (body: Uint8Array) => ({
      messageId: JT1078_REALTIME_MESSAGE.attributes,
      edition: 2013 as const,
      phone: "13800000001",
      serial: 7,
      encryption: 0,
      body,
    });
    fc.assert(
      fc.property(attributes, (sent) => {
        expect(decodeJt808Message(frame(encodeJt1078Attributes(sent)), ZONE)).toEqual({
          kind: "avAttributes",
          attributes: sent,
        });
      }),
      RUNS,
    );
    fc.assert(
      fc.property(bytes(40), (body) => {
        const message = decodeJt808Message(frame(body), ZONE);
        expect(["avAttributes", "malformed"]).toContain(message.kind);
        if (message.kind === "avAttributes") {
          expect(body.length).toBeGreaterThanOrEqual(10);
          expect([8000, 22050, 44100, 48000, null]).toContain(message.attributes.sampleRate);
        } else expect(body.length).toBeLessThan(10);
      }),
      RUNS,
    );
  });
});
