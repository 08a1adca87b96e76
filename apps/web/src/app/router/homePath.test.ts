import { DRIVER_ACCESS_KEYS, isDriverAccess } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { homePath } from "./homePath";

const ctx = (accessKeys: readonly string[]) => ({
  accessKeys,
  isDriver: isDriverAccess(accessKeys),
  featureFlags: {},
  companyId: 1,
});

describe("homePath", () => {
  it("is the dashboard for users with a dashboard key", () => {
    expect(homePath(ctx(["a1a-dashboard:read", "b2b-route-history:read"]))).toBe("/dashboard/");
  });

  it("is the first menu entry without dashboard access", () => {
    expect(homePath(ctx(["b2b-route-history:read"]))).toBe("/route/");
  });

  it("is the driver's own home for a driver", () => {
    expect(homePath(ctx(DRIVER_ACCESS_KEYS))).toBe("/driver/");
  });

  it("is the profile for a user with neither a menu nor a driver record", () => {
    expect(homePath(ctx([]))).toBe("/profile/");
  });
});
