import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const TOKEN = "metrics-token-0123456789";

describe("GET /api/metrics access", () => {
  let open: TestApp;
  let withToken: TestApp;
  beforeAll(async () => {
    [open, withToken] = await Promise.all([startTestApp(), startTestApp({ METRICS_TOKEN: TOKEN })]);
  });
  afterAll(() => Promise.all([open.close(), withToken.close()]));

  const scrape = (t: TestApp, remoteAddress: string, authorization?: string, forwardedFor?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/metrics",
      remoteAddress,
      headers: {
        "accept-language": "en",
        ...(authorization ? { authorization } : {}),
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
    });

  it("answers loopback addresses without a token", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await scrape(open, address);
      expect(response.statusCode, address).toBe(200);
      expect(response.body).toContain("armada_positions_received_total");
    }
    expect((await scrape(withToken, "127.0.0.1")).statusCode).toBe(200);
  });

  it("refuses other addresses without METRICS_TOKEN, in the caller's language", async () => {
    const response = await scrape(open, "203.0.113.9");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorName: "Forbidden", status: 403 });
    expect(response.body).not.toContain("armada_");
    expect((await scrape(open, "203.0.113.9", `Bearer ${TOKEN}`)).statusCode).toBe(403);
  });

  it("judges loopback by the socket: a forwarded request is not local, whatever the header says", async () => {
    const proxied = await startTestApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      for (const t of [open, proxied]) {
        expect((await scrape(t, "127.0.0.1", undefined, "127.0.0.1")).statusCode).toBe(403);
        expect((await scrape(t, "127.0.0.1", undefined, "127.0.0.1, 8.8.8.8")).statusCode).toBe(403);
        expect((await scrape(t, "203.0.113.9", undefined, "127.0.0.1")).statusCode).toBe(403);
      }
    } finally {
      await proxied.close();
    }
  });

  it("opens to other addresses with the right bearer token only", async () => {
    expect((await scrape(withToken, "203.0.113.9", `Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await scrape(withToken, "203.0.113.9", "Bearer wrong-token-0123456789")).statusCode).toBe(401);
    expect((await scrape(withToken, "203.0.113.9")).statusCode).toBe(401);
  });
});
