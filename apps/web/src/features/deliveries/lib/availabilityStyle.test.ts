import { describe, expect, it } from "vitest";
import { planTaskLink, readPlanTaskLink } from "./availabilityStyle";

describe("the plan-a-task link", () => {
  it("round-trips the vehicle, driver and day", () => {
    const link = planTaskLink({ vehicleId: 4, day: "2026-11-30" });
    expect(link).toBe("/fleet-task/?plan=1&day=2026-11-30&vehicleId=4");
    expect(readPlanTaskLink(new URL(link, "http://x").searchParams)).toEqual({
      vehicleId: 4,
      driverId: undefined,
      day: "2026-11-30",
    });
  });

  it("drops malformed values and needs plan=1", () => {
    expect(readPlanTaskLink(new URLSearchParams("vehicleId=4"))).toBeNull();
    expect(readPlanTaskLink(new URLSearchParams("plan=1&vehicleId=-2&driverId=x&day=30-11-2026"))).toEqual({
      vehicleId: undefined,
      driverId: undefined,
      day: undefined,
    });
  });
});
