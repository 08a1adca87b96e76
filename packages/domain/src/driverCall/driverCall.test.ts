import { describe, expect, it } from "vitest";
import { CALL_ACCESS_KEYS, callOptionDisabled, canCallDriver } from "./driverCall.js";

describe("driver call rules", () => {
  it("disables the call option at the maximum unless this vehicle is the one in a call", () => {
    expect(callOptionDisabled([1, 2], 2, 3)).toBe(true);
    expect(callOptionDisabled([1, 2], 2, 2)).toBe(false);
    expect(callOptionDisabled([1], 2, 3)).toBe(false);
    expect(callOptionDisabled([], 0, 3)).toBe(true);
  });

  it("needs both two-way communication keys", () => {
    expect(canCallDriver([...CALL_ACCESS_KEYS])).toBe(true);
    expect(canCallDriver([CALL_ACCESS_KEYS[0]])).toBe(false);
    expect(canCallDriver([CALL_ACCESS_KEYS[1]])).toBe(false);
  });
});
