import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fonnteInbound, validFonnteSecret } from "./fonnteWebhook.js";

const NOW = new Date("2026-11-29T12:00:00Z");

describe("fonnteInbound", () => {
  it("reads a one-to-one message with the sender in E.164 and its own time", () => {
    expect(
      fonnteInbound(
        {
          device: "6281100000000",
          sender: "6281234567890",
          message: " dmn pak? ",
          timestamp: String(NOW.getTime() / 1000 - 3600),
        },
        NOW,
      ),
    ).toEqual({
      provider: "fonnte",
      providerMessageId: null,
      from: "+6281234567890",
      text: "dmn pak?",
      sentOn: new Date(NOW.getTime() - 3_600_000),
    });
  });

  it("ignores groups, empty texts and bodies that are not Fonnte's", () => {
    const base = { device: "6281100000000", sender: "6281234567890", message: "halo" };
    expect(fonnteInbound({ ...base, member: "6281300000000" }, NOW)).toBeNull();
    expect(fonnteInbound({ ...base, message: "   " }, NOW)).toBeNull();
    expect(fonnteInbound({ ...base, sender: "../../etc" }, NOW)).toBeNull();
    expect(fonnteInbound("halo", NOW)).toBeNull();
  });

  it("never throws, and takes our clock for a time in the future or before 2020", () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.oneof(fc.integer(), fc.stringMatching(/^\d{1,12}$/)),
        (body, timestamp) => {
          expect(() => fonnteInbound(body, NOW)).not.toThrow();
          const message = fonnteInbound(
            { device: "6281100000000", sender: "6281234567890", message: "x", timestamp },
            NOW,
          );
          if (!message) return;
          expect(message.sentOn.getTime()).toBeLessThanOrEqual(NOW.getTime() + 60_000);
          expect(message.sentOn.getTime()).toBeGreaterThanOrEqual(Date.UTC(2020, 0, 1));
        },
      ),
    );
  });
});

describe("validFonnteSecret", () => {
  it("accepts only the exact secret", () => {
    expect(validFonnteSecret("s3cret-value", "s3cret-value")).toBe(true);
    expect(validFonnteSecret("s3cret-valuE", "s3cret-value")).toBe(false);
    expect(validFonnteSecret("s3cret", "s3cret-value")).toBe(false);
    expect(validFonnteSecret(["s3cret-value"], "s3cret-value")).toBe(false);
  });
});
