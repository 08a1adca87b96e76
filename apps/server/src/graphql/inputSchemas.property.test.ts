import * as domain from "@armada/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../http/appError.js";
import { parseInput } from "../http/envelope.js";

/** Every input and filter schema of the domain: the ones resolvers parse GraphQL arguments with. */
const inputSchemas = Object.entries(domain as Record<string, unknown>).flatMap(([name, value]) =>
  /(Input|Filter)Schema$/.test(name) && value instanceof z.ZodType ? [[name, value] as const] : [],
);

/** Every property name anywhere in a schema, so generated objects reach nested fields. */
function fieldNames(schema: unknown, seen = new Set<unknown>()): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (def.shape && typeof def.shape === "object") {
      for (const [name, child] of Object.entries(def.shape)) {
        names.add(name);
        visit(child);
      }
    }
    for (const key of ["innerType", "in", "out", "element", "schema", "left", "right", "valueType"])
      visit(def[key]);
    if (Array.isArray(def.options)) for (const option of def.options) visit(option);
  };
  visit(schema);
  return names;
}

const INT4_MAX = 2_147_483_647;
const TOO_LONG_LIST = Array.from({ length: 10_001 }, (_, index) => index + 1);
const hostileString = fc.oneof(
  fc.string(),
  fc.string().map((text) => `${text}\u0000${text}`),
  fc.constantFrom(
    "",
    " ",
    "B 1234 CD",
    "2026-11-23T10:00:00Z",
    "1-2-3-E",
    "99999999999999999999",
    "asc",
    "true",
  ),
  fc.constantFrom(...[2, 3, 4, 5].map((power) => "x".repeat(10 ** power))),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    1,
    0.5,
    INT4_MAX,
    INT4_MAX + 1,
    2 ** 53 + 1,
    1e20,
    1e308,
    -1e308,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
);

function hostileValue(keys: string[]) {
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileString,
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.constant(TOO_LONG_LIST),
      tie("object"),
    ),
    object: fc.dictionary(keys.length > 0 ? fc.constantFrom(...keys) : fc.string(), tie("value"), {
      maxKeys: 8,
    }),
  }));
}

/** What may reach a service: text without NUL, finite numbers an int4 column holds, valid dates, bounded lists. */
function outOfRange(value: unknown, path = "input"): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? `${path}: NUL` : null;
  if (typeof value === "number")
    return Number.isFinite(value) && Math.abs(value) <= INT4_MAX ? null : `${path}: ${value}`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? `${path}: invalid date` : null;
  if (Array.isArray(value)) {
    if (value.length > 10_000) return `${path}: ${value.length} items`;
    for (const [index, entry] of value.entries()) {
      const found = outOfRange(entry, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) {
      const found = outOfRange(entry, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

describe("GraphQL input schemas under hostile input", () => {
  it("covers the domain's input schemas", () => {
    expect(inputSchemas.length).toBeGreaterThan(40);
  });

  for (const [name, schema] of inputSchemas) {
    it(`${name}: only validation errors, nothing out of range passes`, () => {
      const { object, value } = hostileValue([...fieldNames(schema)]);
      fc.assert(
        fc.property(fc.oneof(object, value), (input) => {
          let output: unknown;
          try {
            output = parseInput(schema, input, "en");
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).status).toBe(400);
            return;
          }
          expect(outOfRange(output)).toBeNull();
        }),
        { numRuns: 60 },
      );
    });
  }
});
