import { expect, type Page } from "@playwright/test";

/** A GraphQL call as the signed-in page's user; fails the test on GraphQL errors. */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post("/graphql", {
    headers: { "x-armada-client": "web", "content-type": "application/json" },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}
