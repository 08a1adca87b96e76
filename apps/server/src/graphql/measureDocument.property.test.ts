import fc from "fast-check";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { measureDocument } from "./measureDocument.js";

/** A selection of a generated fragment graph: a field (maybe aliased, maybe with children) or a spread of fragment `spread`. */
type Selection = { field: string; alias: boolean; children: Selection[] } | { spread: number };

const selection: fc.Memo<Selection> = fc.memo((depth) =>
  depth <= 1
    ? fc.oneof(
        fc.record({
          field: fc.constantFrom("a", "b"),
          alias: fc.boolean(),
          children: fc.constant<Selection[]>([]),
        }),
        fc.record({ spread: fc.nat(5) }),
      )
    : fc.oneof(
        fc.record({
          field: fc.constantFrom("a", "b"),
          alias: fc.boolean(),
          children: fc.array(selection(depth - 1), { minLength: 1, maxLength: 3 }),
        }),
        fc.record({ spread: fc.nat(5) }),
      ),
);

/** Up to 6 fragments F0..F5 (a spread may name one that is not defined) and an operation. */
const fragmentGraph = fc.record({
  operation: fc.array(selection(3), { minLength: 1, maxLength: 3 }),
  fragments: fc.array(fc.array(selection(3), { minLength: 1, maxLength: 3 }), { maxLength: 6 }),
});

const text = (selections: Selection[]): string =>
  selections
    .map((s) =>
      "spread" in s
        ? `...F${s.spread}`
        : `${s.alias ? `x: ` : ""}${s.field}${s.children.length > 0 ? ` { ${text(s.children)} }` : ""}`,
    )
    .join(" ");

/** The obvious expansion, each spread expanded anew (exponential, fine for small graphs); a cycle is a spread of a fragment being expanded. */
function expandNaively(graph: { operation: Selection[]; fragments: Selection[][] }) {
  let cycle = false;
  const expand = (
    selections: Selection[],
    path: number[],
  ): { fields: number; aliases: number; depth: number } => {
    let fields = 0;
    let aliases = 0;
    let depth = 0;
    for (const s of selections) {
      if ("spread" in s) {
        const fragment = graph.fragments[s.spread];
        if (!fragment) continue;
        if (path.includes(s.spread)) {
          cycle = true;
          continue;
        }
        const inner = expand(fragment, [...path, s.spread]);
        fields += inner.fields;
        aliases += inner.aliases;
        depth = Math.max(depth, inner.depth);
      } else {
        const inner = expand(s.children, path);
        fields += 1 + inner.fields;
        aliases += (s.alias ? 1 : 0) + inner.aliases;
        depth = Math.max(depth, 1 + inner.depth);
      }
    }
    return { fields, aliases, depth };
  };
  const parts = [
    expand(graph.operation, []),
    ...graph.fragments.map((fragment, index) => expand(fragment, [index])),
  ];
  return {
    fields: parts.reduce((sum, part) => sum + part.fields, 0),
    aliases: parts.reduce((sum, part) => sum + part.aliases, 0),
    depth: Math.max(...parts.map((part) => part.depth)),
    cycle,
  };
}

describe("measureDocument", () => {
  it("counts what expanding every spread anew counts, and finds every cycle", () => {
    fc.assert(
      fc.property(fragmentGraph, (graph) => {
        const document = parse(
          `query { ${text(graph.operation)} } ${graph.fragments.map((fragment, index) => `fragment F${index} on Query { ${text(fragment)} }`).join(" ")}`,
        );
        const expected = expandNaively(graph);
        const measured = measureDocument(document);
        expect(measured.cycle).toBe(expected.cycle);
        if (!expected.cycle) expect(measured).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("measures 39 levels of doubled spreads in linear time", () => {
    const levels = Array.from(
      { length: 39 },
      (_, index) => `fragment F${index + 1} on Query { ...F${index} ...F${index} }`,
    );
    const size = measureDocument(parse(`query { ...F39 } fragment F0 on Query { a } ${levels.join(" ")}`));
    // the operation 2^39, and each fragment Fk once more as a definition: 2^39 + (2^40 - 1)
    expect(size).toEqual({ fields: 2 ** 39 + 2 ** 40 - 1, aliases: 0, depth: 1, cycle: false });
  });
});
