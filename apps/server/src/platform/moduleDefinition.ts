import type { Agent as HttpsAgent } from "node:https";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { EventBus } from "../bus/eventBus.js";
import type { Config } from "../config.js";
import type { Database, Db } from "../db/database.js";
import type { Resolvers } from "../generated/graphql.js";
import type { FieldCost } from "../graphql/fieldCostRule.js";
import type { CallServiceOptions } from "../modules/driver-call/callService.js";
import type { DeviceConnectionLimiter } from "../modules/ingest/deviceConnectionLimiter.js";
import type { PushAddressAllowed } from "../modules/push/pushEndpoint.js";
import type { LiveStreamTiming } from "../modules/track-vision/liveStreams.js";

/**
 * Each module's services by module name. A module adds its entry by declaration merging in its `<name>.module.ts`,
 * so a module's `dependsOn` types the services it receives without importing the module list.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one entry per module
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

/** What the host hands every module: the plumbing, never another module's services. */
export interface ModuleHost {
  database: Database;
  /** the module's repositories' handle; a module queries only its own tables through it */
  db: Db;
  config: Config;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** the clients' share of the connection budget: the FTP, attachment and JT/T 1078 ports count in it */
  clientConnections?: DeviceConnectionLimiter;
  /** extra counters for /api/metrics (the device gateways) */
  extraMetrics?: () => Record<string, number>;
  /** shorter driver-call timeouts (tests) */
  callTiming?: CallServiceOptions["timing"];
  /** shorter live video timeouts (tests) */
  liveStreamTiming?: Partial<LiveStreamTiming>;
  /** TLS agent for push services (tests) */
  pushAgent?: HttpsAgent;
  /** addresses pushes may go to (tests add their local push service's) */
  pushAddressAllowed?: PushAddressAllowed;
}

/** A module's running background jobs (timers, workers, subscriptions): stopped when the server closes. */
export interface Jobs {
  /**
   * Finishes in-flight work that modules further down the list still consume (the position pipeline's last batch,
   * which the alert engine evaluates): called for every module in list order before any module's `stop`.
   */
  drain?(): Promise<void>;
  /** resolves once the passes under way have finished (a test lets the start-up passes write before it watches tables) */
  settled?(): Promise<void>;
  stop(): Promise<void> | void;
}

export interface ModuleDefinition<N extends ModuleName, D extends ModuleName> {
  name: N;
  /** the modules it imports and whose services it receives: its arrows (moduleDependencies.cjs reads this literal) */
  dependsOn: readonly D[];
  provides(host: ModuleHost, deps: Pick<ModuleServices, D>): ModuleServices[N];
  /** the resolvers of the module's `schema.graphql`, over its own services and its dependencies' */
  resolvers?(own: ModuleServices[N], deps: Pick<ModuleServices, D>, host: ModuleHost): Resolvers;
  /** fields of its schema that cost more than their selection, by their arguments (graphql/fieldCostRule.ts) */
  fieldCosts?: Readonly<Record<string, FieldCost>>;
  /** the module's HTTP routes, registered in the module's own encapsulated Fastify context */
  routes?(
    app: FastifyInstance,
    own: ModuleServices[N],
    deps: Pick<ModuleServices, D>,
    host: ModuleHost,
  ): Promise<void>;
  /** starts the module's background jobs once every module's services exist; returns how to stop them */
  jobs?(own: ModuleServices[N], deps: Pick<ModuleServices, D>, host: ModuleHost): Promise<Jobs> | Jobs;
}

/** A module definition with its types erased, as the module list holds it. */
export interface AnyModule {
  name: ModuleName;
  dependsOn: readonly ModuleName[];
  provides(host: ModuleHost, deps: never): unknown;
  resolvers?(own: never, deps: never, host: ModuleHost): Resolvers;
  fieldCosts?: Readonly<Record<string, FieldCost>>;
  routes?(app: FastifyInstance, own: never, deps: never, host: ModuleHost): Promise<void>;
  jobs?(own: never, deps: never, host: ModuleHost): Promise<Jobs> | Jobs;
}

/** Declares a server module; the module list (modules/moduleList.ts) composes them. */
export function defineModule<N extends ModuleName, D extends ModuleName = never>(
  definition: ModuleDefinition<N, D>,
): ModuleDefinition<N, D> {
  return definition;
}
