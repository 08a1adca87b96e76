import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../testing/testApp.js";
import { QUERY_LIMITS } from "./queryLimits.js";

/** `count` aliased copies of one selection in one operation. */
const aliased = (count: number, selection: string) =>
  `query { ${Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(" ")} }`;

const INTROSPECTION_SELECTION = getIntrospectionQuery()
  .replace(/^\s*query IntrospectionQuery\s*\{/, "")
  .replace(/\}\s*(fragment[\s\S]*)$/, "");
const INTROSPECTION_FRAGMENTS = getIntrospectionQuery().slice(getIntrospectionQuery().indexOf("fragment"));

/**
 * A fragment that spreads the one below it twice, `levels` deep: 1.6 KB at 39 levels, 2^39 fields once
 * expanded. Once froze the server: validation let introspection through and the JIT compiled every copy.
 */
function fragmentBomb(levels: number, on: "__Type" | "Query") {
  const leaf = on === "__Type" ? "name" : "__typename";
  const root = on === "__Type" ? `__type(name: "Query") { ...F${levels} }` : `...F${levels}`;
  const fragments = Array.from(
    { length: levels },
    (_, index) => `fragment F${index + 1} on ${on} { ...F${index} ...F${index} }`,
  );
  return `query { ${root} } fragment F0 on ${on} { ${leaf} } ${fragments.join(" ")}`;
}

const post = (app: TestApp, query: string, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { [CLIENT_HEADER]: "web", ...headers },
    payload: { query },
  });

describe("GraphQL query limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("refuses 400 aliased introspection queries before running them, while /api/health answers", async () => {
    const bomb = `${aliased(400, `__schema { ${INTROSPECTION_SELECTION.replace(/^\s*__schema\s*\{/, "")}`)} ${INTROSPECTION_FRAGMENTS}`;
    expect(bomb.length).toBeGreaterThan(60_000);
    const started = Date.now();
    const [refused, health] = await Promise.all([
      post(t, bomb, { "accept-language": "en" }),
      t.app.inject({ method: "GET", url: "/api/health" }),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: "The request is too large or too complex. Narrow it down and try again.",
          extensions: { code: "QUERY_TOO_COMPLEX" },
        }),
      ],
    });
    expect(refused.body.length).toBeLessThan(2_000);
    expect(health.statusCode).toBe(200);
    // Today's refusal takes milliseconds; the unbounded query took 21 s and held /api/health for 20 s.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses many aliases and oversized documents of a signed-in user, in Indonesian by default", async () => {
    const cookie = await t.login("admin");
    const vehicles = "vehicles(filter: { pagination: { page: 1, show: 100 } }) { data { id licensePlate } }";
    const tooMany = [
      aliased(300, vehicles),
      aliased(QUERY_LIMITS.aliases + 1, "identity { isSuccessful }"),
      `query { identity { isSuccessful ${"message ".repeat(QUERY_LIMITS.tokens)} } }`,
    ];
    for (const query of tooMany) {
      const response = await post(t, query, { cookie });
      expect(response.statusCode, query.slice(0, 60)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        message: "Permintaan terlalu besar atau terlalu rumit. Persempit permintaan lalu coba lagi.",
        extensions: { code: "QUERY_TOO_COMPLEX" },
      });
    }
    const fewAliases = await post(t, aliased(3, vehicles), { cookie });
    expect(fewAliases.json().data.a2.data.length).toBeGreaterThan(0);
  });

  it("refuses a fragment bomb within 100 ms, every time it is posted, without a session", async () => {
    await expectBombsRefused(t);
  });

  it("refuses fragments that spread each other in a cycle", async () => {
    const cycle = "query { ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }";
    const refused = await post(t, cycle);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].extensions.code).toBe("QUERY_TOO_COMPLEX");
  });

  it("counts introspection fields and aliases like any other", async () => {
    const deepTypes = `query { __schema { types { ${"fields { type { ofType { ".repeat(5)}name${" } } }".repeat(5)} } } }`;
    const aliasedTypename = aliased(QUERY_LIMITS.aliases + 1, "__typename");
    for (const query of [deepTypes, aliasedTypename]) {
      const refused = await post(t, query);
      expect(refused.statusCode, query.slice(0, 60)).toBe(400);
      expect(refused.json().errors[0].extensions.code).toBe("QUERY_TOO_COMPLEX");
    }
  });

  it("answers introspection in development and test", async () => {
    const allowed = await post(t, getIntrospectionQuery());
    expect(allowed.json().data.__schema.queryType.name).toBe("Query");
  });
});

describe("GraphQL in production", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({ NODE_ENV: "production" });
  });
  afterAll(() => production.close());

  it("refuses a fragment bomb within 100 ms, every time it is posted", async () => {
    await expectBombsRefused(production);
  });

  it("refuses introspection", async () => {
    for (const query of [getIntrospectionQuery(), 'query { __type(name: "Query") { name } }']) {
      const refused = await post(production, query, { "accept-language": "en" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        message: "Schema introspection is not available on this server.",
        extensions: { code: "INTROSPECTION_DISABLED" },
      });
    }
    const typename = await post(production, "query { __typename }");
    expect(typename.json()).toEqual({ data: { __typename: "Query" } });
  });
});

/** Each bomb posted twice (the second post is the one mercurius compiles): each answer a refusal within 100 ms. */
async function expectBombsRefused(app: TestApp) {
  // the app's first answers (and first refusal) load what they lazily need; time the bombs only
  await post(app, "query { __typename }");
  await post(app, aliased(QUERY_LIMITS.aliases + 1, "__typename"));
  for (const bomb of [fragmentBomb(39, "__Type"), fragmentBomb(39, "Query")]) {
    expect(bomb.length).toBeLessThan(2_000);
    for (const attempt of [1, 2]) {
      const started = performance.now();
      const refused = await post(app, bomb, { "accept-language": "en" });
      const elapsed = performance.now() - started;
      expect(refused.statusCode, `attempt ${attempt}`).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({
          message: "The request is too large or too complex. Narrow it down and try again.",
          extensions: { code: "QUERY_TOO_COMPLEX" },
        }),
      ]);
      expect(elapsed, `attempt ${attempt}`).toBeLessThan(100);
    }
  }
}
