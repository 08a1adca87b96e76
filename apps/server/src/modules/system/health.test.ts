import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.app.close());

  it("sends security headers with a content security policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers ok while the database answers, and 503 with a reason when it does not", async () => {
    const healthy = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: "ok", db: "ok" });

    await t.database.close();
    const down = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: "error", db: "error", reason: "database unreachable" });
  });
});
