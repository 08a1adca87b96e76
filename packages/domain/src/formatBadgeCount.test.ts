import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "./formatBadgeCount.js";

describe("formatBadgeCount", () => {
  it("shows counts up to 99 and 99+ above", () => {
    expect(formatBadgeCount(0)).toBe("0");
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
    expect(formatBadgeCount(4321)).toBe("99+");
    expect(formatBadgeCount(-3)).toBe("0");
  });
});
