import { describe, expect, it } from "vitest";
import { isPathUnder, normalizePath } from "./paths.js";

describe("normalizePath", () => {
  it("adds slashes and drops query and hash", () => {
    expect(normalizePath("/report")).toBe("/report/");
    expect(normalizePath("report/trip")).toBe("/report/trip/");
    expect(normalizePath("/liveview-2/?type=vehicle")).toBe("/liveview-2/");
    expect(normalizePath("/setting#x")).toBe("/setting/");
    expect(normalizePath("")).toBe("/");
  });
});

describe("isPathUnder", () => {
  it("matches the base and anything below it, not siblings sharing a prefix", () => {
    expect(isPathUnder("/route/", "/route/")).toBe(true);
    expect(isPathUnder("/route/5", "/route/")).toBe(true);
    expect(isPathUnder("/route-optimization/", "/route/")).toBe(false);
    expect(isPathUnder("/trackvideo-2/", "/trackvideo/")).toBe(false);
  });
});
