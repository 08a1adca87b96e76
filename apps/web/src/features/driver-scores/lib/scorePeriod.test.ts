import { describe, expect, it } from "vitest";
import { scorePeriodDays } from "./scorePeriod";

describe("scorePeriodDays", () => {
  // 18:30 UTC on 31 Jan is already 1 Feb in Jakarta
  const now = new Date("2026-01-31T18:30:00Z");

  it("counts days in the company's zone, today included", () => {
    expect(scorePeriodDays("last7Days", now, "Asia/Jakarta")).toEqual({
      startDate: "2026-01-26",
      endDate: "2026-02-01",
    });
    expect(scorePeriodDays("last30Days", now, "Asia/Jakarta").startDate).toBe("2026-01-03");
  });

  it("gives this month so far and the whole previous month, across a year", () => {
    expect(scorePeriodDays("thisMonth", now, "Asia/Jakarta")).toEqual({
      startDate: "2026-02-01",
      endDate: "2026-02-01",
    });
    expect(scorePeriodDays("lastMonth", new Date("2026-01-10T00:00:00Z"), "Asia/Jakarta")).toEqual({
      startDate: "2025-12-01",
      endDate: "2025-12-31",
    });
  });
});
