import { createRequire } from "node:module";
import type { ValidationContext, ValidationRule } from "graphql";
import { QUERY_LIMIT_MARKER } from "./queryLimits.js";

/** graphql's CommonJS build, the one mercurius validates with (see queryLimits.ts) */
const graphql: typeof import("graphql") = createRequire(import.meta.url)("graphql");

/**
 * What one occurrence of a field costs, from its arguments as written in the document; a variable's value is not
 * known while validating (undefined), so a cost should then assume the dearest value.
 */
export type FieldCost = (args: Record<string, unknown>) => number;

/**
 * Fields whose work grows with their arguments (a report over a month), keyed "Type.field" and summed over the
 * document: over `maxCost` the document is refused before it runs, as the other query limits refuse it.
 */
export function fieldCostRule(costs: Readonly<Record<string, FieldCost>>, maxCost: number): ValidationRule {
  return (context: ValidationContext) => {
    let total = 0;
    return {
      Field(node) {
        const cost = costs[`${context.getParentType()?.name}.${node.name.value}`];
        if (!cost) return;
        const args = Object.fromEntries(
          (node.arguments ?? []).map((argument) => [
            argument.name.value,
            graphql.valueFromASTUntyped(argument.value),
          ]),
        );
        total += cost(args);
      },
      Document: {
        leave() {
          if (total > maxCost) context.reportError(new graphql.GraphQLError(QUERY_LIMIT_MARKER));
        },
      },
    };
  };
}
