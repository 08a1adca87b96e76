import { describe, expect, it } from "vitest";
import { ALL, type ModuleLinks, signedInModules, staticClosure } from "./signedInChunksPlugin";

const module = (imports: [string, string[]][], barrel?: Record<string, [string, string]>): ModuleLinks => ({
  imports: imports.map(([id, names]) => ({ id, names })),
  exports: new Set(Object.keys(barrel ?? {})),
  starFrom: [],
  ...(barrel
    ? { reexports: new Map(Object.entries(barrel).map(([name, [id, local]]) => [name, { id, name: local }])) }
    : {}),
});

const graph = {
  login: module([["router", [ALL]]]),
  router: module([]),
  shell: module([
    ["ui", ["Button"]],
    ["router", [ALL]],
    ["lazyPage", [ALL]],
  ]),
  ui: module(
    [
      ["button", [ALL]],
      ["table", [ALL]],
    ],
    { Button: ["button", "Button"], Table: ["table", "Table"] },
  ),
  button: module([]),
  table: module([]),
  lazyPage: module([["button", [ALL]]]),
} satisfies Record<string, ModuleLinks>;
const links = (id: string) => (graph as Record<string, ModuleLinks>)[id] ?? module([]);

describe("staticClosure", () => {
  it("takes from a barrel only the modules of the names imported from it", () => {
    expect([...staticClosure({ links }, ["shell"])].sort()).toEqual([
      "button",
      "lazyPage",
      "router",
      "shell",
    ]);
  });

  it("takes every module of a barrel imported whole", () => {
    expect(staticClosure({ links }, ["ui"])).toEqual(new Set(["ui", "button", "table"]));
  });
});

describe("signedInModules", () => {
  it("leaves out what an entry reaches, lazily imported modules and the modules importing them", () => {
    const lazy = { imported: ["lazyPage"], importers: (id: string) => (id === "lazyPage" ? ["shell"] : []) };
    expect([...signedInModules({ links }, ["login"], ["shell"], lazy)]).toEqual(["button"]);
  });

  it("takes a barrel imported by name when every module it names is taken, and only then", () => {
    const withButtons: Record<string, ModuleLinks> = {
      ...graph,
      buttons: module([["button", [ALL]]], { Button: ["button", "Button"] }),
      menu: module([
        ["buttons", ["Button"]],
        ["ui", ["Button"]],
      ]),
    };
    const noLazy = { imported: [], importers: () => [] };
    const taken = signedInModules(
      { links: (id) => withButtons[id] ?? module([]) },
      ["login"],
      ["menu"],
      noLazy,
    );
    expect([...taken].sort()).toEqual(["button", "buttons", "menu"]);
  });
});
