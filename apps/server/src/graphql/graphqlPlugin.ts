import type { FastifyInstance } from "fastify";
import mercurius, { type IResolvers } from "mercurius";
import type { Resolvers } from "../generated/graphql.js";
import type { GraphQLContext } from "./context.js";
import { errorFormatter } from "./errorFormatter.js";
import { type FieldCost, fieldCostRule } from "./fieldCostRule.js";
import { loadSchema } from "./loadSchema.js";
import { checkDocument, checkQueryText, QUERY_LIMITS, queryLimitRules } from "./queryLimits.js";

/** Merges the modules' resolver maps into one (each module extends Query and Mutation). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

export async function graphqlPlugin(
  app: FastifyInstance,
  options: {
    resolvers: Resolvers;
    introspection: boolean;
    /** fields that cost more than their selection, by their arguments (fieldCostRule.ts) */
    fieldCosts: Readonly<Record<string, FieldCost>>;
  },
) {
  await app.register(mercurius, {
    schema: loadSchema(),
    resolvers: options.resolvers as IResolvers,
    path: "/graphql",
    graphiql: false,
    jit: 1,
    graphql: { parseOptions: { maxTokens: QUERY_LIMITS.tokens } },
    validationRules: [
      ...queryLimitRules({ introspection: options.introspection }),
      fieldCostRule(options.fieldCosts, QUERY_LIMITS.cost),
    ],
    errorFormatter,
    context: (request, reply): GraphQLContext => ({
      auth: request.auth,
      language: request.language,
      request,
      reply,
    }),
  });
  app.graphql.addHook("preParsing", async (_schema, source) => checkQueryText(source));
  app.graphql.addHook("preValidation", async (_schema, document) => checkDocument(document));
}
