import { describe, expect, it } from "vitest";
import { formatZodIssues } from "../schemas/formatZodIssues.js";
import {
  driverScoreFilterSchema,
  driverScoresFilterSchema,
  MAX_DRIVER_SCORE_DAYS,
} from "./driverScoresFilter.js";

describe("driver score filters", () => {
  it("defaults to the best scores first, ten per page", () => {
    expect(driverScoresFilterSchema.parse({ startDate: "2026-11-01", endDate: "2026-11-30" })).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      orderBy: { field: "score", direction: "desc" },
      pagination: { page: 1, show: 10 },
    });
  });

  it("refuses a period ending before it starts or longer than the limit", () => {
    const backwards = driverScoresFilterSchema.safeParse({ startDate: "2026-11-02", endDate: "2026-11-01" });
    expect(backwards.success ? [] : formatZodIssues(backwards.error, "en").map((e) => e.field)).toEqual([
      "endDate",
    ]);
    const end = new Date(Date.parse("2026-01-01") + MAX_DRIVER_SCORE_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(driverScoresFilterSchema.safeParse({ startDate: "2026-01-01", endDate: end }).success).toBe(false);
    expect(
      driverScoreFilterSchema.safeParse({ startDate: "2026-11-01", endDate: "2026-11-01" }).success,
    ).toBe(false);
    expect(
      driverScoreFilterSchema.parse({ driverId: 3, startDate: "2026-11-01", endDate: "2026-11-01" }),
    ).toEqual({
      driverId: 3,
      startDate: "2026-11-01",
      endDate: "2026-11-01",
    });
  });
});
