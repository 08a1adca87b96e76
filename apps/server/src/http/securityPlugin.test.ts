import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/testApp.js";

describe("CSRF refusal", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers 403 with the envelope on /graphql without the client header or from another origin", async () => {
    const query = { query: 'mutation { updateMyLanguage(input: { language: "en" }) { isSuccessful } }' };
    const withoutHeader = await t.app.inject({ method: "POST", url: "/graphql", payload: query });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json()).toMatchObject({ errorName: "CsrfRejected", status: 403 });

    const crossSite = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: {
        "x-armada-client": "web",
        origin: "https://evil.example",
        host: "localhost",
        "accept-language": "en",
      },
      payload: query,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errorName).toBe("CsrfRejected");
  });
});
