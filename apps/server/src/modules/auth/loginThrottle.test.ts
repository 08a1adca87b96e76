import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./loginThrottle.js";

describe("LoginThrottle", () => {
  it("keeps at most maxKeys keys under a flood of new ones, the newest kept", () => {
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000, maxKeys: 100 }, () => 1_000);
    for (let key = 0; key < 5_000; key++) throttle.recordFailure(`address-${key}`);
    expect(throttle.size).toBeLessThanOrEqual(101);
    for (let attempt = 0; attempt < 3; attempt++) throttle.recordFailure("address-4999");
    expect(throttle.retryAfterSeconds("address-4999")).toBe(60);
  });

  it("allows again once the window has passed", () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 10_000 }, () => now);
    throttle.recordFailure("a");
    throttle.recordFailure("a");
    expect(throttle.retryAfterSeconds("a")).toBe(10);
    now = 10_001;
    expect(throttle.retryAfterSeconds("a")).toBe(0);
  });
});
