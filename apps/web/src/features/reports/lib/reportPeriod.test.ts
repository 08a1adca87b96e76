import { describe, expect, it } from "vitest";
import { lastSevenDays, scopeFilter } from "./reportPeriod";

describe("report period and scope", () => {
  it("defaults to the last seven days of the company's calendar", () => {
    // 18:00 UTC is already the next day in Jakarta
    expect(lastSevenDays(new Date("2026-11-24T18:00:00Z"), "Asia/Jakarta")).toEqual({
      startDate: "2026-11-19",
      endDate: "2026-11-25",
    });
  });

  it("reads the scope picker's value", () => {
    expect(scopeFilter("fleet")).toEqual({});
    expect(scopeFilter("v:12")).toEqual({ vehicleId: 12 });
    expect(scopeFilter("g:3")).toEqual({ vgroupId: 3 });
    expect(scopeFilter("v:abc")).toEqual({});
  });
});
