import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isPublicIpAddress,
  parseWebhookSignatureHeader,
  shouldDisableWebhook,
  verifyWebhookSignature,
  WEBHOOK_RETRY,
  webhookAddressAllowed,
  webhookFailureStateAfter,
  webhookRetryDelayMs,
  webhookSignatureHeader,
  webhookUrlProblem,
} from "./index.js";

const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

describe("webhook signatures", () => {
  it("signs the timestamp, a dot and the body with HMAC-SHA256", () => {
    const header = webhookSignatureHeader(hmac, "whsec_test", 1_700_000_000, '{"a":1}');
    expect(header).toBe(`t=1700000000,v1=${hmac("whsec_test", '1700000000.{"a":1}')}`);
  });

  it("verifies what it signs, and nothing changed (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.string(),
        (secret, body, timestamp, other) => {
          const header = webhookSignatureHeader(hmac, secret, timestamp, body);
          expect(verifyWebhookSignature(hmac, secret, header, body, timestamp)).toBe(true);
          if (other !== body)
            expect(verifyWebhookSignature(hmac, secret, header, other, timestamp)).toBe(false);
          expect(verifyWebhookSignature(hmac, `${secret}x`, header, body, timestamp)).toBe(false);
        },
      ),
    );
  });

  it("refuses an old or a future timestamp (replay)", () => {
    const header = webhookSignatureHeader(hmac, "s", 1000, "b");
    expect(verifyWebhookSignature(hmac, "s", header, "b", 1000 + 300)).toBe(true);
    expect(verifyWebhookSignature(hmac, "s", header, "b", 1000 + 301)).toBe(false);
    expect(verifyWebhookSignature(hmac, "s", header, "b", 1000 - 301)).toBe(false);
  });

  it("parses only the header's own form", () => {
    expect(parseWebhookSignatureHeader("t=12,v1=zz")).toBeNull();
    expect(parseWebhookSignatureHeader(`v1=${"a".repeat(64)}`)).toBeNull();
    expect(parseWebhookSignatureHeader(`t=12, v1=${"a".repeat(64)}`)).toEqual({
      timestamp: 12,
      signatures: ["a".repeat(64)],
    });
  });
});

describe("webhook retries", () => {
  it("doubles from the base and never passes the cap (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (attempt) => {
        const delay = webhookRetryDelayMs(attempt);
        expect(delay).toBeGreaterThanOrEqual(WEBHOOK_RETRY.baseBackoffMs);
        expect(delay).toBeLessThanOrEqual(WEBHOOK_RETRY.maxBackoffMs);
        expect(webhookRetryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
    expect([1, 2, 3].map((attempt) => webhookRetryDelayMs(attempt))).toEqual([30_000, 60_000, 120_000]);
  });
});

describe("disabling after persistent failure", () => {
  const day = 24 * 3_600_000;
  it("needs both the failures in a row and the day", () => {
    const start = new Date("2026-01-01T00:00:00Z");
    let state = { consecutiveFailures: 0, failingSince: null as Date | null };
    for (let index = 0; index < 10; index += 1) state = webhookFailureStateAfter(state, false, start);
    expect(shouldDisableWebhook(state, new Date(start.getTime() + day - 1))).toBe(false);
    expect(shouldDisableWebhook(state, new Date(start.getTime() + day))).toBe(true);
    expect(
      shouldDisableWebhook({ ...state, consecutiveFailures: 9 }, new Date(start.getTime() + 2 * day)),
    ).toBe(false);
  });

  it("a success resets the run, whatever came before (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), fc.integer({ min: 0, max: 10 * day }), (outcomes, later) => {
        const now = new Date(1_800_000_000_000);
        let state = { consecutiveFailures: 0, failingSince: null as Date | null };
        for (const succeeded of outcomes) state = webhookFailureStateAfter(state, succeeded, now);
        const after = webhookFailureStateAfter(state, true, now);
        expect(after).toEqual({ consecutiveFailures: 0, failingSince: null });
        expect(shouldDisableWebhook(after, new Date(now.getTime() + later))).toBe(false);
        const trailing = outcomes.length - 1 - outcomes.lastIndexOf(true);
        expect(state.consecutiveFailures).toBe(
          outcomes.lastIndexOf(true) === -1 ? outcomes.length : trailing,
        );
      }),
    );
  });
});

describe("webhook URL safety", () => {
  const strict = { allowLocalHttp: false };
  const dev = { allowLocalHttp: true };
  it.each([
    ["https://hooks.example.com/armada", null],
    ["http://hooks.example.com/armada", "scheme"],
    ["https://user:pw@hooks.example.com/", "credentials"],
    ["https://127.0.0.1/x", "address"],
    ["https://localhost/x", "address"],
    ["https://10.1.2.3/x", "address"],
    ["https://169.254.169.254/latest/meta-data", "address"],
    ["https://[::1]/x", "address"],
    ["https://[fe80::1]/x", "address"],
    ["https://[::ffff:192.168.1.1]/x", "address"],
    ["https://0x7f000001/x", "address"],
    ["https://2130706433/x", "address"],
    ["https://8.8.8.8/x", null],
    ["ftp://hooks.example.com/", "scheme"],
    ["not a url", "invalid"],
    ["https://intranet/x", "address"],
  ])("%s → %s", (url, problem) => {
    expect(webhookUrlProblem(url, strict)).toBe(problem);
  });

  it("allows HTTP to this machine only when configured", () => {
    expect(webhookUrlProblem("http://127.0.0.1:8080/hook", dev)).toBeNull();
    expect(webhookUrlProblem("http://localhost:8080/hook", dev)).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:8080/hook", strict)).toBe("scheme");
    expect(webhookUrlProblem("http://10.0.0.1/hook", dev)).toBe("scheme");
    expect(webhookAddressAllowed("127.0.0.1", dev)).toBe(true);
    expect(webhookAddressAllowed("127.0.0.1", strict)).toBe(false);
    expect(webhookAddressAllowed("192.168.0.1", dev)).toBe(false);
  });

  it("no private IPv4 is public (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (b, c, d) => {
          expect(isPublicIpAddress(`10.${b}.${c}.${d}`)).toBe(false);
          expect(isPublicIpAddress(`127.${b}.${c}.${d}`)).toBe(false);
          expect(isPublicIpAddress(`192.168.${c}.${d}`)).toBe(false);
          expect(isPublicIpAddress(`169.254.${c}.${d}`)).toBe(false);
          expect(isPublicIpAddress(`172.${16 + (b % 16)}.${c}.${d}`)).toBe(false);
          expect(isPublicIpAddress(`::ffff:10.${b}.${c}.${d}`)).toBe(false);
        },
      ),
    );
  });
});
