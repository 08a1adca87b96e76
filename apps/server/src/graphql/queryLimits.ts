import { createRequire } from "node:module";
import type { DocumentNode, ValidationRule } from "graphql";
import { measureDocument } from "./measureDocument.js";

/**
 * graphql's CommonJS build, the one mercurius (a CommonJS package) validates with: a rule from the ESM
 * build fails its instanceof checks ("from another module or realm").
 */
const graphql: typeof import("graphql") = createRequire(import.meta.url)("graphql");

/**
 * What one GraphQL document may ask for (docs/decisions.md "GraphQL query limits"), introspection included.
 * The web client's largest operation has 1,339 characters, 163 fields once its fragments are expanded, no
 * aliases and depth 6; the standard introspection query 1,927 characters, 453 fields and depth 15.
 */
export const QUERY_LIMITS = {
  /** characters of the query text, checked before parsing */
  characters: 20_000,
  /** lexical tokens: checked while parsing, so an oversized document is never built */
  tokens: 3_000,
  /** field selections with every fragment spread expanded */
  fields: 1_000,
  aliases: 15,
  depth: 15,
  /** what the fields priced by fieldCostRule.ts may cost together (a report over a month costs 1,550) */
  cost: 5_000,
} as const;

/** The marker the limits put in their message; the error formatter turns it into localised text. */
export const QUERY_LIMIT_MARKER = "QueryTooComplex";

/** Refuses query text beyond the character limit; for mercurius' preParsing hook. */
export function checkQueryText(source: string): void {
  if (source.length > QUERY_LIMITS.characters) throw new Error(QUERY_LIMIT_MARKER);
}

/**
 * Refuses a parsed document beyond the limits; for mercurius' preValidation hook, so neither validation
 * (some of graphql-js' rules are exponential in nested fragment spreads) nor the JIT compiler ever sees it.
 */
export function checkDocument(document: DocumentNode): void {
  const size = measureDocument(document);
  if (
    size.cycle ||
    size.fields > QUERY_LIMITS.fields ||
    size.aliases > QUERY_LIMITS.aliases ||
    size.depth > QUERY_LIMITS.depth
  ) {
    throw new Error(QUERY_LIMIT_MARKER);
  }
}

export function queryLimitRules(options: { introspection: boolean }): ValidationRule[] {
  return options.introspection ? [] : [graphql.NoSchemaIntrospectionCustomRule];
}
