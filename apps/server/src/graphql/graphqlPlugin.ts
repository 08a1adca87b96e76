import type { FastifyInstance } from "fastify";
import mercurius, { type IResolvers } from "mercurius";
import type { Resolvers } from "../generated/graphql.js";
import type { Services } from "../services.js";
import type { GraphQLContext } from "./context.js";
import { loadSchema } from "./loadSchema.js";

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
  options: { services: Services; resolvers: Resolvers },
) {
  await app.register(mercurius, {
    schema: loadSchema(),
    resolvers: options.resolvers as IResolvers,
    path: "/graphql",
    graphiql: false,
    jit: 1,
    queryDepth: 12,
    context: (request, reply): GraphQLContext => ({
      auth: request.auth,
      language: request.language,
      services: options.services,
      request,
      reply,
    }),
  });
}
