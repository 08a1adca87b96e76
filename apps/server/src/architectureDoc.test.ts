import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const repo = new URL("../../../", import.meta.url);
const doc = readFileSync(new URL("docs/architecture.md", repo), "utf8");
const { moduleDependencies } = createRequire(import.meta.url)("../moduleDependencies.cjs") as {
  moduleDependencies: Record<string, string[]>;
};

const folders = (path: string) =>
  readdirSync(new URL(path, repo), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The table rows of one `## ` section of the doc: first column's name (without backticks and slash) → row cells. */
function sectionRows(heading: string): Map<string, string[]> {
  const start = doc.indexOf(`\n## ${heading}\n`);
  expect(start, `docs/architecture.md has a "## ${heading}" section`).toBeGreaterThan(-1);
  const end = doc.indexOf("\n## ", start + 1);
  const rows = new Map<string, string[]>();
  for (const line of doc.slice(start, end === -1 ? undefined : end).split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const name = /^`([\w-]+)\/`$/.exec(cells[1] ?? "")?.[1];
    if (name) rows.set(name, cells.slice(2, -1));
  }
  return rows;
}

const names = (text: string) => [...text.matchAll(/`([\w-]+)`/g)].map((match) => match[1]).sort();

describe("docs/architecture.md", () => {
  it("has a row for every server module, naming the modules it depends on as moduleDependencies.cjs declares", () => {
    const modules = folders("apps/server/src/modules");
    expect(
      Object.keys(moduleDependencies).sort(),
      "every module folder is declared in moduleDependencies.cjs",
    ).toEqual(modules);
    const rows = sectionRows("Modules of the server");
    expect([...rows.keys()].sort()).toEqual(modules);
    for (const module of modules) {
      const [, dependsOn = ""] = rows.get(module) ?? [];
      expect(names(dependsOn), `${module}'s declared dependencies`).toEqual(
        [...(moduleDependencies[module] ?? [])].sort(),
      );
    }
  });

  it("has a row for every feature of the web app", () => {
    expect([...sectionRows("Features of the web app").keys()].sort()).toEqual(
      folders("apps/web/src/features"),
    );
  });
});
