import type { TypedDocumentString } from "@/generated/graphql/graphql";
import { CLIENT_ERROR_CODES, type GraphqlErrorEntry, GraphqlRequestError } from "./GraphqlRequestError";
import { requestHeaders } from "./requestHeaders";

interface GraphqlResponse<TData> {
  data?: TData | null;
  errors?: GraphqlErrorEntry[];
}

/** A typed document generated from the schema (`graphql()` of `@/generated/graphql`). */
export type GraphqlDocument<TData, TVars> = TypedDocumentString<TData, TVars>;

/**
 * Sends one GraphQL operation to /graphql and resolves with its `data`.
 * Rejects with a GraphqlRequestError whose `code` is the first error's `extensions.code`.
 */
export async function graphqlRequest<TData, TVars>(
  document: GraphqlDocument<TData, TVars>,
  variables: TVars,
  options: { signal?: AbortSignal } = {},
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: requestHeaders(),
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new GraphqlRequestError({ code: CLIENT_ERROR_CODES.network, message: String(cause) });
  }

  const body = (await response.json().catch(() => null)) as GraphqlResponse<TData> | null;
  const first = body?.errors?.[0];
  if (first) {
    throw new GraphqlRequestError({
      code: first.extensions?.code ?? "INTERNAL_SERVER_ERROR",
      message: first.message,
      errors: body?.errors,
      status: response.status,
    });
  }
  if (!response.ok || !body || body.data === undefined || body.data === null) {
    throw new GraphqlRequestError({
      code: response.status === 401 ? "UNAUTHENTICATED" : CLIENT_ERROR_CODES.badResponse,
      message: response.statusText,
      status: response.status,
    });
  }
  return body.data;
}
