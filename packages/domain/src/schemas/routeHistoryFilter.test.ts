import { describe, expect, it } from "vitest";
import { ISSUE_KEYS } from "./issueKeys.js";
import { MAX_ROUTE_HISTORY_DAYS, routeHistoryFilterSchema } from "./routeHistoryFilter.js";

const issuesOf = (input: unknown) =>
  routeHistoryFilterSchema
    .safeParse(input)
    .error?.issues.map(({ path, message }) => `${path.join(".")}: ${message}`);

describe("routeHistoryFilterSchema", () => {
  it("takes a range of up to seven days and gives it as dates", () => {
    const parsed = routeHistoryFilterSchema.parse({
      vehicleId: 7,
      startTime: "2026-11-20T00:00:00+07:00",
      endTime: "2026-11-27T00:00:00+07:00",
    });
    expect(parsed.endTime.getTime() - parsed.startTime.getTime()).toBe(MAX_ROUTE_HISTORY_DAYS * 86_400_000);
  });

  it("refuses an end before the start and a range over seven days", () => {
    expect(
      issuesOf({ vehicleId: 7, startTime: "2026-11-20T10:00:00Z", endTime: "2026-11-20T09:00:00Z" }),
    ).toEqual([`endTime: ${ISSUE_KEYS.endBeforeStart}`]);
    expect(
      issuesOf({ vehicleId: 7, startTime: "2026-11-01T00:00:00Z", endTime: "2026-11-09T00:00:00Z" }),
    ).toEqual([`endTime: ${ISSUE_KEYS.rangeTooLong}`]);
  });

  // found by inputSchemas.property.test.ts: the range check ran on the unparsed text and threw a TypeError (a 500)
  it("answers field errors, not a crash, when the times are not times", () => {
    const issues = issuesOf({ vehicleId: 0, startTime: "", endTime: "99999999999999999999" });
    expect(issues?.map((issue) => issue.split(":")[0])).toEqual(["vehicleId", "startTime", "endTime"]);
  });
});
