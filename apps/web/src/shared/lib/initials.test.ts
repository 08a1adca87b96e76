import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letters of the first two words", () => {
    expect(initials("budi santoso wijaya")).toBe("BS");
    expect(initials("  Admin  ")).toBe("A");
    expect(initials("")).toBe("");
  });
});
