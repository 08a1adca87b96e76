import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/testApp.js";

const TOKEN = "Zx9-secretLinkToken_0123456789";

/**
 * Odd input answers a clear ValidationError in the caller's language, never an internal error, and the
 * log never holds a link token.
 */
describe("odd input", () => {
  let t: TestApp;
  let admin: string;
  const log: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line) => log.push(line) } });
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  const envelope = async (query: string, variables: Record<string, unknown>) => {
    const result = await t.graphql<
      Record<string, { isSuccessful: boolean; errorName: string; message: string }>
    >(admin, query, variables, { "accept-language": "en" });
    return Object.values(result.data ?? {})[0];
  };

  it("refuses a NUL byte in searches and names with a ValidationError naming the field", async () => {
    const search = await envelope(
      `query ($search: String) { vehiclesPaginated(filter: { search: $search }) { isSuccessful errorName message } }`,
      { search: "B 1\u0000" },
    );
    expect(search).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(search?.message).toContain("contains a character that is not allowed");

    for (const query of [
      `query ($search: String) { vgroups(filter: { search: $search }) { isSuccessful errorName message } }`,
      `query ($search: String) { rawAlerts(filter: { search: $search }) { isSuccessful errorName message } }`,
      `mutation ($search: String!) { createVgroup(input: { name: $search }) { isSuccessful errorName message } }`,
    ]) {
      expect(await envelope(query, { search: "Grup\u0000A" }), query).toMatchObject({
        isSuccessful: false,
        errorName: "ValidationError",
      });
    }
  });

  it("refuses raw alert ids beyond what the columns hold", async () => {
    for (const id of ["99999999999999999999", "1-99999999999999999999-1-E", "1-1-99999999999999999999-E"]) {
      expect(
        await envelope(`query ($id: String!) { rawAlert(filter: { id: $id }) { isSuccessful errorName } }`, {
          id,
        }),
        id,
      ).toEqual({ isSuccessful: false, errorName: "ValidationError" });
    }
  });

  it("answers 400 for a public live-track id out of range and keeps the token out of the log", async () => {
    for (const id of ["99999999999999999999", "-1", "1.5", "abc"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/public/live-track/${id}?token=${TOKEN}&c=contact-key-1`,
        headers: { "accept-language": "en" },
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toMatchObject({ errorName: "ValidationError", status: 400 });
    }
    const nulToken = await t.app.inject({ method: "GET", url: `/api/public/live-track/1?token=${TOKEN}%00` });
    expect(nulToken.statusCode).toBe(404);
    expect(log.join("")).not.toContain(TOKEN);
    expect(log.join("")).not.toContain('"level":50');
  });

  it("answers every REST route's odd input without an internal error", async () => {
    const nul = "%00";
    const huge = "99999999999999999999";
    const requests = [
      {
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin\u0000", password: "x".repeat(100_000) },
      },
      { method: "POST", url: "/api/auth/login", payload: { username: ["admin"], password: { $ne: 1 } } },
      {
        method: "POST",
        url: "/api/places/autocomplete",
        payload: { input: "Jakarta\u0000", lat: Number.MAX_VALUE },
      },
      { method: "GET", url: `/api/places/${nul}${"x".repeat(5_000)}` },
      { method: "GET", url: `/api/places/${huge}-1-2-E` },
      ...["NaN", "1e400", "-91", "0.5.5", nul].map((value) => ({
        method: "GET",
        url: `/api/geocode/reverse?lat=${value}&lng=${value}`,
      })),
      { method: "GET", url: `/api/basemap/tiles/${huge}/-1/0.5.mvt` },
      { method: "GET", url: `/api/basemap/vector/${nul}/${huge}/1.mvt` },
      { method: "GET", url: `/api/public/live-track/1.0?token=${"a".repeat(10_000)}` },
      { method: "GET", url: `/api/public/live-track/1?shToken=abcdefgh${nul}&c=${nul}` },
    ] as const;
    const cookie = await t.login("admin");
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: { cookie, "x-armada-client": "web" } });
      expect(response.statusCode, `${request.method} ${request.url.slice(0, 80)}`).toBeLessThan(500);
    }
    expect(log.join("")).not.toContain('"level":50');
  });
});
