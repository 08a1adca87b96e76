import { createRequire } from "node:module";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import type { GraphQLError, ValidationContext, ValidationRule } from "graphql";

/**
 * graphql's CommonJS build, the one mercurius (a CommonJS package) validates with: a rule from the ESM
 * build fails its instanceof checks ("from another module or realm").
 */
const graphql: typeof import("graphql") = createRequire(import.meta.url)("graphql");

/**
 * What one GraphQL document may ask for (docs/decisions.md "GraphQL query limits"). The web client's
 * largest operation uses a few hundred tokens, no aliases and depth 5; these leave it ample room.
 */
export const QUERY_LIMITS = {
  /** lexical tokens: checked while parsing, so an oversized document is never built */
  tokens: 3_000,
  aliases: 15,
  /** introspection is left out: the standard introspection query nests type references 9 levels deep */
  depth: 12,
  /**
   * graphql-armor cost: 1 per field, 2 per object, ×1.5 per level of nesting. Introspection is left out
   * (its nested type references alone cost 87,000); in production introspection is refused outright, and
   * the alias and token limits bound it elsewhere.
   */
  cost: 5_000,
} as const;

/** The marker the limit rules put in their message; the error formatter turns it into localised text. */
export const QUERY_LIMIT_MARKER = "QueryTooComplex";

export function queryLimitRules(options: { introspection: boolean }): ValidationRule[] {
  const common = {
    exposeLimits: false,
    errorMessage: QUERY_LIMIT_MARKER,
    // Reported as validation errors: a rule that throws escapes validation and answers 200.
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return [
    maxAliasesRule({ ...common, n: QUERY_LIMITS.aliases }),
    maxDepthRule({ ...common, n: QUERY_LIMITS.depth, ignoreIntrospection: true }),
    costLimitRule({ ...common, maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true }),
    ...(options.introspection ? [] : [graphql.NoSchemaIntrospectionCustomRule]),
  ];
}
