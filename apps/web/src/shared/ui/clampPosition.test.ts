import { describe, expect, it } from "vitest";
import { clampPosition, nextPopupZIndex, POPUP_BASE_Z_INDEX } from "./clampPosition";

const viewport = { width: 1280, height: 800 };
const size = { width: 400, height: 300 };

describe("clampPosition", () => {
  it("keeps a position that fits", () => {
    expect(clampPosition({ x: 100, y: 100 }, size, viewport)).toEqual({ x: 100, y: 100 });
  });

  it("pulls a window dragged past the right and bottom edges back inside", () => {
    expect(clampPosition({ x: 1200, y: 700 }, size, viewport)).toEqual({ x: 880, y: 500 });
  });

  it("pulls a window dragged past the left and top edges back inside", () => {
    expect(clampPosition({ x: -50, y: -20 }, size, viewport)).toEqual({ x: 0, y: 0 });
  });

  it("pins a window larger than the viewport to the top-left corner", () => {
    expect(clampPosition({ x: 30, y: 40 }, { width: 1500, height: 900 }, viewport)).toEqual({ x: 0, y: 0 });
  });

  it("re-clamps when the viewport shrinks", () => {
    const small = { width: 600, height: 500 };
    expect(clampPosition({ x: 500, y: 300 }, size, small)).toEqual({ x: 200, y: 200 });
  });

  it("rounds to whole pixels", () => {
    expect(clampPosition({ x: 10.6, y: 20.2 }, size, viewport)).toEqual({ x: 11, y: 20 });
  });
});

describe("nextPopupZIndex", () => {
  it("stacks each newly opened or focused popup above the previous one", () => {
    const first = nextPopupZIndex();
    const second = nextPopupZIndex();
    expect(first).toBeGreaterThan(POPUP_BASE_Z_INDEX);
    expect(second).toBeGreaterThan(first);
  });

  it("stays below Mantine modals (200)", () => {
    for (let index = 0; index < 500; index += 1) expect(nextPopupZIndex()).toBeLessThan(200);
  });
});
