import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { moduleList } from "./moduleList.js";

const { moduleDependencies } = createRequire(import.meta.url)("../../moduleDependencies.cjs") as {
  moduleDependencies: Record<string, string[]>;
};

describe("the module list", () => {
  it("holds every module folder once", () => {
    const folders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const listed = moduleList.map((module) => module.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(folders.sort());
  });

  it("declares the arrows the boundaries check reads from its definition (moduleDependencies.cjs)", () => {
    for (const module of moduleList)
      expect(moduleDependencies[module.name], module.name).toEqual([...module.dependsOn]);
  });

  it("lists every module below the modules it depends on", () => {
    moduleList.forEach((module, index) => {
      const above = moduleList.slice(0, index).map((candidate) => candidate.name);
      for (const dependency of module.dependsOn)
        expect(above, `${dependency} above ${module.name}`).toContain(dependency);
    });
  });
});
