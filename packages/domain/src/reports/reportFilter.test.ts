import { describe, expect, it } from "vitest";
import { falseAlertRate, MAX_REPORT_DAYS, reportFilterSchema } from "./reportFilter.js";

describe("reportFilterSchema", () => {
  it("takes a period of up to 31 days for a vehicle, a group or the fleet", () => {
    expect(reportFilterSchema.parse({ startDate: "2026-01-01", endDate: "2026-01-31" })).toMatchObject({
      pagination: { page: 1, show: 25 },
    });
    expect(
      reportFilterSchema.safeParse({ startDate: "2026-01-01", endDate: "2026-01-31", vehicleId: 3 }).success,
    ).toBe(true);
  });

  it("refuses a longer period, an end before the start and a bad id", () => {
    const long = reportFilterSchema.safeParse({ startDate: "2026-01-01", endDate: "2026-02-01" });
    expect(long.error?.issues[0]).toMatchObject({
      message: "rangeTooLong",
      params: { days: MAX_REPORT_DAYS },
    });
    const reversed = reportFilterSchema.safeParse({ startDate: "2026-01-05", endDate: "2026-01-01" });
    expect(reversed.error?.issues[0]?.message).toBe("endBeforeStart");
    expect(
      reportFilterSchema.safeParse({ startDate: "2026-01-01", endDate: "2026-01-02", vgroupId: 0 }).success,
    ).toBe(false);
  });
});

describe("falseAlertRate", () => {
  it("is the share marked false, in percent", () => {
    expect(falseAlertRate(0, 0)).toBe(0);
    expect(falseAlertRate(3, 1)).toBe(33.3);
    expect(falseAlertRate(8, 8)).toBe(100);
  });
});
