import { describe, expect, it } from "vitest";
import { can, canAll, canAny } from "./can.js";
import { isDriverAccess } from "./isDriver.js";

describe("can", () => {
  it("matches an exact resource:action key", () => {
    expect(can(["tms:read"], "tms:read")).toBe(true);
    expect(can(["tms:read"], "tms:update")).toBe(false);
  });

  it("does not match prefixes, wildcards or other cases", () => {
    expect(can(["tms:read"], "tms")).toBe(false);
    expect(can(["tms:*"], "tms:read")).toBe(false);
    expect(can(["tms:read"], "TMS:read")).toBe(false);
    expect(can(["tms-integration-accurate:read"], "tms:read")).toBe(false);
    expect(can([], "tms:read")).toBe(false);
  });
});

describe("canAny", () => {
  it("is true when at least one key is held", () => {
    expect(canAny(["b:read"], ["a:read", "b:read"])).toBe(true);
    expect(canAny(["c:read"], ["a:read", "b:read"])).toBe(false);
  });

  it("is false for an empty key list", () => {
    expect(canAny(["a:read"], [])).toBe(false);
  });
});

describe("canAll", () => {
  it("is true only when every key is held", () => {
    expect(canAll(["a:read", "b:read", "c:read"], ["a:read", "b:read"])).toBe(true);
    expect(canAll(["a:read"], ["a:read", "b:read"])).toBe(false);
  });

  it("is true for an empty key list", () => {
    expect(canAll([], [])).toBe(true);
  });
});

describe("isDriverAccess", () => {
  it("is true with tms_driver read and update and without vgroups:read", () => {
    expect(isDriverAccess(["tms_driver:read", "tms_driver:update"])).toBe(true);
  });

  it("is false when vgroups:read is held", () => {
    expect(isDriverAccess(["tms_driver:read", "tms_driver:update", "vgroups:read"])).toBe(false);
  });

  it("is false when either driver key is missing", () => {
    expect(isDriverAccess(["tms_driver:read"])).toBe(false);
    expect(isDriverAccess(["tms_driver:update"])).toBe(false);
    expect(isDriverAccess([])).toBe(false);
  });
});
