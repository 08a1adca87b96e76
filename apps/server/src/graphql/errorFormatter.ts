import { messageFor } from "@armada/domain";
import type { ExecutionResult } from "graphql";
import mercurius from "mercurius";
import type { GraphQLContext } from "./context.js";
import { QUERY_LIMIT_MARKER } from "./queryLimits.js";

/** Refusals of a document before execution, by the text graphql-js, mercurius and the limit rules give them. */
const REFUSALS = [
  {
    pattern: new RegExp(`${QUERY_LIMIT_MARKER}|tokens\\. Parsing aborted`),
    name: "QueryTooComplex",
    code: "QUERY_TOO_COMPLEX",
  },
  {
    pattern: /introspection has been disabled/,
    name: "IntrospectionDisabled",
    code: "INTROSPECTION_DISABLED",
  },
] as const;

/**
 * Mercurius' formatter, with the query-limit and introspection refusals in the caller's language, a
 * code the client can react to and status 400.
 */
export function errorFormatter(
  execution: ExecutionResult & { errors: NonNullable<ExecutionResult["errors"]> },
  context: unknown,
) {
  const formatted = mercurius.defaultErrorFormatter(execution, context as mercurius.MercuriusContext);
  const language = (context as Partial<GraphQLContext>).language ?? "id";
  let refused = false;
  const errors = formatted.response.errors?.map((error) => {
    const refusal = REFUSALS.find(({ pattern }) => pattern.test(error.message));
    if (!refusal) return error;
    refused = true;
    return {
      ...error,
      message: messageFor(refusal.name, language),
      extensions: { ...error.extensions, code: refusal.code },
    };
  });
  // A refused document is a bad request however many refusals it collected (mercurius answers 200 for several).
  return { statusCode: refused ? 400 : formatted.statusCode, response: { ...formatted.response, errors } };
}
