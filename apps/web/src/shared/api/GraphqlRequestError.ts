export interface GraphqlErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

/** Codes produced on the client side, next to the server's extensions.code values. */
export const CLIENT_ERROR_CODES = {
  network: "NETWORK_ERROR",
  badResponse: "BAD_RESPONSE",
} as const;

/** A failed GraphQL call: transport failure or the first error of the response's `errors`. */
export class GraphqlRequestError extends Error {
  /** `extensions.code` of the first error (e.g. UNAUTHENTICATED), or a client code. */
  readonly code: string;
  readonly errors: readonly GraphqlErrorEntry[];
  readonly status: number;

  constructor(options: {
    code: string;
    message: string;
    errors?: readonly GraphqlErrorEntry[];
    status?: number;
  }) {
    super(options.message);
    this.name = "GraphqlRequestError";
    this.code = options.code;
    this.errors = options.errors ?? [];
    this.status = options.status ?? 0;
  }
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof GraphqlRequestError && error.code === "UNAUTHENTICATED";
}
