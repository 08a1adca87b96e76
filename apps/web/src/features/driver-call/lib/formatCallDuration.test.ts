import { describe, expect, it } from "vitest";
import { formatCallDuration } from "./formatCallDuration";

describe("formatCallDuration", () => {
  it("shows minutes and seconds, hours from an hour on", () => {
    expect(formatCallDuration(0)).toBe("00:00");
    expect(formatCallDuration(65)).toBe("01:05");
    expect(formatCallDuration(3600 + 61)).toBe("1:01:01");
    expect(formatCallDuration(-3)).toBe("00:00");
  });
});
