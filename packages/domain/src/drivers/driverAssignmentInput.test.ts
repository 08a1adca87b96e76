import { describe, expect, it } from "vitest";
import { formatZodIssues } from "../schemas/formatZodIssues.js";
import { driverAssignmentsFilterSchema, updateDriverAssignmentInputSchema } from "./driverAssignmentInput.js";

describe("driver assignment inputs", () => {
  it("asks for a vehicle or a driver", () => {
    expect(driverAssignmentsFilterSchema.safeParse({}).success).toBe(false);
    expect(driverAssignmentsFilterSchema.parse({ driverId: 3 })).toEqual({
      driverId: 3,
      pagination: { page: 1, show: 10 },
    });
  });

  it("refuses a period ending before it starts, naming the field in the user's language", () => {
    const result = updateDriverAssignmentInputSchema.safeParse({
      id: 1,
      startedAt: "2026-11-24T08:00:00+07:00",
      endedAt: "2026-11-24T00:59:00Z",
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(formatZodIssues(result.error, "en")[0]?.field).toBe("endedAt");
  });

  it("reads offsets and keeps an open period open", () => {
    expect(
      updateDriverAssignmentInputSchema.parse({
        id: 1,
        startedAt: "2026-11-24T08:00:00+07:00",
        endedAt: null,
      }),
    ).toEqual({ id: 1, startedAt: new Date("2026-11-24T01:00:00Z"), endedAt: null });
  });
});
