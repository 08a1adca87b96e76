import { describe, expect, it } from "vitest";
import { formatDuration } from "./formatDuration";

describe("formatDuration", () => {
  it("writes hours and minutes, rounded down", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(59)).toBe("0:00");
    expect(formatDuration(7_500)).toBe("2:05");
    expect(formatDuration(90_000)).toBe("25:00");
    expect(formatDuration(-5)).toBe("0:00");
  });
});
