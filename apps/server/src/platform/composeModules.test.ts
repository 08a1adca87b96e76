import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { composeModules, pluginName } from "./composeModules.js";
import type { AnyModule, ModuleHost } from "./moduleDefinition.js";

const host = {} as ModuleHost;

/** A module of the given name over its dependencies: its service records what it received. */
function module(name: string, dependsOn: string[], extra: Partial<AnyModule> = {}): AnyModule {
  return {
    name: name as AnyModule["name"],
    dependsOn: dependsOn as AnyModule["dependsOn"],
    provides: (_host: ModuleHost, deps: Record<string, unknown>) => ({
      [name]: { received: Object.keys(deps) },
    }),
    ...extra,
  } as AnyModule;
}

describe("composeModules", () => {
  it("gives each module the services of the modules it depends on and no others", () => {
    const composed = composeModules([module("a", []), module("b", []), module("c", ["a"])], host);
    expect(composed.services).toEqual({ a: { received: [] }, b: { received: [] }, c: { received: ["a"] } });
  });

  it("refuses a module listed above a module it depends on, and a module listed twice", () => {
    expect(() => composeModules([module("c", ["a"]), module("a", [])], host)).toThrow(
      "module c depends on a, which is not above it in the module list",
    );
    expect(() => composeModules([module("a", []), module("a", [])], host)).toThrow("twice");
  });

  it("starts jobs in list order, drains them in list order, then stops them in reverse order", async () => {
    const events: string[] = [];
    const withJob = (name: string, dependsOn: string[]) =>
      module(name, dependsOn, {
        jobs: () => {
          events.push(`start ${name}`);
          return {
            drain: async () => void events.push(`drain ${name}`),
            stop: () => void events.push(`stop ${name}`),
          };
        },
      });
    const jobs = await composeModules([withJob("a", []), withJob("b", ["a"])], host).startJobs();
    await jobs.stop();
    expect(events).toEqual(["start a", "start b", "drain a", "drain b", "stop b", "stop a"]);
  });

  it("makes each module a named Fastify plugin whose routes live in their own context", async () => {
    const app = Fastify();
    const composed = composeModules(
      [
        module("a", [], {
          routes: async (scope) => {
            scope.decorateRequest("fromA", null);
            scope.get("/a", async () => ({ ok: true }));
          },
        }),
        module("b", ["a"]),
      ],
      host,
    );
    for (const plugin of composed.plugins) await app.register(plugin);
    await app.ready();
    expect(app.hasPlugin(pluginName("a" as AnyModule["name"]))).toBe(true);
    expect(app.hasPlugin(pluginName("b" as AnyModule["name"]))).toBe(true);
    expect(app.hasRequestDecorator("fromA")).toBe(false);
    expect((await app.inject("/a")).json()).toEqual({ ok: true });
    await app.close();
  });

  it("fails to register a module plugin before the plugins of its dependencies", async () => {
    const app = Fastify();
    const [, b] = composeModules([module("a", []), module("b", ["a"])], host).plugins;
    await expect(app.register(b as NonNullable<typeof b>)).rejects.toThrow(/armada-module-a/);
    await app.close();
  });
});
