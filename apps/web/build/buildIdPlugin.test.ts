import { describe, expect, it } from "vitest";
import { buildIdOf } from "./buildIdPlugin";

describe("buildIdOf", () => {
  it("is the same for the same files in any order and changes when one file's hash does", () => {
    const files = ["index.html", "assets/index-Ab12.js", "assets/react-Zz9.js"];
    expect(buildIdOf(files)).toBe(buildIdOf([...files].reverse()));
    expect(buildIdOf(files)).toMatch(/^[0-9a-f]{16}$/);
    expect(buildIdOf(["index.html", "assets/index-Cd34.js", "assets/react-Zz9.js"])).not.toBe(
      buildIdOf(files),
    );
  });
});
