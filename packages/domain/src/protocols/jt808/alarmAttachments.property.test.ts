import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeAttachmentInfo,
  decodeAttachmentMessage,
  encodeAttachmentData,
  encodeAttachmentInfo,
  JT808_ATTACHMENT_MESSAGE,
  missingPieces,
  ReceivedRanges,
} from "./alarmAttachments.js";
import { AttachmentStreamError, AttachmentStreamSplitter } from "./attachmentStream.js";
import { JT808_STANDARD_ZONE_MINUTES as ZONE } from "./constants.js";
import { encodeJt808Frame } from "./frame.js";

const RUNS = { numRuns: 300 };
const fileName = fc.stringMatching(/^[A-Za-z0-9_]{1,40}\.(jpg|mp4)$/);

describe("alarm attachment properties", () => {
  it("any bytes as any attachment message decode or are malformed, never thrown", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(JT808_ATTACHMENT_MESSAGE)),
        fc.uint8Array({ maxLength: 400 }),
        (messageId, body) => {
          const message = decodeAttachmentMessage({ messageId, body, encryption: 0 }, ZONE);
          expect(["attachmentInfo", "fileInfo", "fileFinished", "other", "malformed"]).toContain(
            message.kind,
          );
        },
      ),
      RUNS,
    );
  });

  it("a 0x1210 round-trips whatever its files", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fileName, sizeBytes: fc.integer({ min: 0, max: 0xffffffff }) }), {
          maxLength: 12,
        }),
        fc.constantFrom(16 as const, 40 as const),
        (files, size) => {
          const info = {
            terminalId: "A1B2C3D",
            identification: { terminalId: "A1B2C3D", time: null, serial: 1, attachments: files.length, size },
            alarmNumber: "n".repeat(32),
            infoType: 0,
            files,
          };
          expect(decodeAttachmentInfo(encodeAttachmentInfo(info, ZONE), ZONE)).toEqual(info);
        },
      ),
      RUNS,
    );
  });

  it("messages and data frames between garbage, cut anywhere, come back whole; garbage alone never throws", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant("data" as const),
              offset: fc.nat(),
              data: fc.uint8Array({ maxLength: 300 }),
            }),
            fc.record({ kind: fc.constant("message" as const), body: fc.uint8Array({ maxLength: 200 }) }),
          ),
          { minLength: 1, maxLength: 5 },
        ),
        fc.array(fc.nat(), { maxLength: 6 }),
        (units, cuts) => {
          const wire = Buffer.concat(
            units.map((unit) =>
              unit.kind === "data"
                ? encodeAttachmentData("f.mp4", unit.offset, unit.data)
                : encodeJt808Frame(
                    { messageId: 0x1211, edition: 2013, phone: "1380025", serial: 1 },
                    unit.body,
                  ),
            ),
          );
          const points = [...new Set(cuts.map((cut) => cut % (wire.length + 1)))].sort((a, b) => a - b);
          const splitter = new AttachmentStreamSplitter();
          const read = [];
          let from = 0;
          for (const point of [...points, wire.length]) {
            read.push(...splitter.push(wire.subarray(from, point)));
            from = point;
          }
          expect(
            read.map((unit) => (unit.kind === "data" ? [unit.offset, [...unit.data]] : [...unit.frame.body])),
          ).toEqual(
            units.map((unit) => (unit.kind === "data" ? [unit.offset, [...unit.data]] : [...unit.body])),
          );
        },
      ),
      RUNS,
    );
  });

  it("garbage never throws except for an oversized data frame, and keeps at most the cap", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (garbage) => {
        const splitter = new AttachmentStreamSplitter(512, 256);
        try {
          for (const unit of splitter.push(garbage))
            if (unit.kind === "data") expect(unit.data.length).toBeLessThanOrEqual(512);
        } catch (error) {
          expect(error).toBeInstanceOf(AttachmentStreamError);
        }
      }),
      RUNS,
    );
  });

  it("after any pieces, the received and the missing pieces tile the file", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.tuple(fc.nat({ max: 5000 }), fc.nat({ max: 800 })), { maxLength: 30 }),
        (size, pieces) => {
          const ranges = new ReceivedRanges();
          for (const [offset, length] of pieces)
            ranges.add(Math.min(offset, size), Math.min(length, size - Math.min(offset, size)));
          const covered = new Uint8Array(size);
          for (const [start, end] of ranges.list) covered.fill(1, start, end);
          for (const piece of missingPieces(ranges.list, size)) {
            expect(piece.length).toBeGreaterThan(0);
            expect(
              covered.subarray(piece.offset, piece.offset + piece.length).every((byte) => byte === 0),
            ).toBe(true);
            covered.fill(1, piece.offset, piece.offset + piece.length);
          }
          expect(covered.every((byte) => byte === 1)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
