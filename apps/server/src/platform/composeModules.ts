import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Resolvers } from "../generated/graphql.js";
import type { FieldCost } from "../graphql/fieldCostRule.js";
import type { AnyModule, Jobs, ModuleHost, ModuleName, ModuleServices } from "./moduleDefinition.js";

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/** Every module's services side by side: the host's view (main.ts wires the device gateways from it, tests read it). */
export type AllModuleServices = UnionToIntersection<ModuleServices[ModuleName]>;

/** The Fastify plugin name of a module, as `fastify-plugin` checks a module's dependencies by it. */
export const pluginName = (name: ModuleName) => `armada-module-${name}`;

/**
 * Builds the modules of the list in its order: each receives only the services of the modules it depends on, which
 * must stand above it in the list.
 */
export function composeModules(list: readonly AnyModule[], host: ModuleHost) {
  const provided = new Map<ModuleName, unknown>();
  const dependenciesOf = (module: AnyModule) =>
    Object.fromEntries(module.dependsOn.map((name) => [name, provided.get(name)])) as never;
  for (const module of list) {
    if (provided.has(module.name)) throw new Error(`module ${module.name} is twice in the module list`);
    const missing = module.dependsOn.find((name) => !provided.has(name));
    if (missing)
      throw new Error(
        `module ${module.name} depends on ${missing}, which is not above it in the module list`,
      );
    provided.set(module.name, module.provides(host, dependenciesOf(module)));
  }
  const own = (module: AnyModule) => provided.get(module.name) as never;

  return {
    services: Object.assign({}, ...provided.values()) as AllModuleServices,
    resolvers: (): Resolvers[] =>
      list.flatMap((module) =>
        module.resolvers ? [module.resolvers(own(module), dependenciesOf(module), host)] : [],
      ),
    fieldCosts: Object.assign({}, ...list.map((module) => module.fieldCosts ?? {})) as Record<
      string,
      FieldCost
    >,
    /**
     * Starts every module's jobs in list order; `stop` first drains them in list order (producers before their
     * consumers), then ends them in reverse order (dependents first).
     */
    async startJobs() {
      const started = new Map<ModuleName, Jobs>();
      for (const module of list) {
        if (module.jobs)
          started.set(module.name, await module.jobs(own(module), dependenciesOf(module), host));
      }
      return {
        /** what a module's jobs returned besides `stop` (tests drive the arrival worker), as the caller knows it */
        of: <Started extends Jobs>(name: ModuleName) => started.get(name) as Started,
        async settled() {
          await Promise.all([...started.values()].map((jobs) => jobs.settled?.()));
        },
        async stop() {
          for (const jobs of started.values()) await jobs.drain?.();
          for (const jobs of [...started.values()].reverse()) await jobs.stop();
        },
      };
    },
    /** One Fastify plugin per module, named for it and declaring its dependencies, registering its routes. */
    plugins: list.map((module) =>
      fp(
        async (app: FastifyInstance) => {
          const { routes } = module;
          if (routes) await app.register((scope) => routes(scope, own(module), dependenciesOf(module), host));
        },
        { name: pluginName(module.name), dependencies: module.dependsOn.map(pluginName), fastify: "5.x" },
      ),
    ),
  };
}
