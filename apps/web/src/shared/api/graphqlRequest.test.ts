import { afterEach, describe, expect, it, vi } from "vitest";
import { TypedDocumentString } from "@/generated/graphql/graphql";
import { GraphqlRequestError, isUnauthenticated } from "./GraphqlRequestError";
import { graphqlRequest } from "./graphqlRequest";

const QUERY_X = new TypedDocumentString<{ identity: { name: string } }, { id?: number }>("query X { x }");

vi.mock("./requestHeaders", () => ({
  requestHeaders: () => ({
    "content-type": "application/json",
    "x-armada-client": "web",
    "accept-language": "id",
  }),
}));

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("graphqlRequest", () => {
  it("posts the document with the CSRF and language headers and returns data", async () => {
    const fetchMock = respond(200, { data: { identity: { name: "Budi" } } });
    const data = await graphqlRequest(QUERY_X, { id: 1 });
    expect(data.identity.name).toBe("Budi");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/graphql");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({ "x-armada-client": "web", "accept-language": "id" });
    expect(JSON.parse(String(init.body))).toEqual({ query: "query X { x }", variables: { id: 1 } });
  });

  it("throws a typed error carrying extensions.code", async () => {
    respond(200, {
      data: null,
      errors: [{ message: "Not signed in", extensions: { code: "UNAUTHENTICATED" } }],
    });
    const error = await graphqlRequest(QUERY_X, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphqlRequestError);
    expect((error as GraphqlRequestError).code).toBe("UNAUTHENTICATED");
    expect((error as GraphqlRequestError).message).toBe("Not signed in");
    expect(isUnauthenticated(error)).toBe(true);
  });

  it("reports a network failure with a client code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await graphqlRequest(QUERY_X, {}).catch((caught: unknown) => caught);
    expect((error as GraphqlRequestError).code).toBe("NETWORK_ERROR");
  });
});
