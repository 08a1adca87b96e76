import { describe, expect, it } from "vitest";
import { paginationInputSchema } from "./paginationInput.js";

describe("paginationInputSchema", () => {
  it("defaults to page 1 and 10 rows", () => {
    expect(paginationInputSchema.parse({})).toEqual({ page: 1, show: 10 });
  });

  it("accepts the UI page sizes and any whole number up to 999", () => {
    for (const show of [10, 25, 50, 100, 1, 20, 999]) {
      expect(paginationInputSchema.parse({ page: 3, show })).toEqual({ page: 3, show });
    }
  });

  it("rejects page 0, fractions and out-of-range sizes", () => {
    for (const input of [
      { page: 0 },
      { page: 1.5 },
      { show: 0 },
      { show: 1000 },
      { show: 12.5 },
      { page: "2" },
    ]) {
      expect(paginationInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});
