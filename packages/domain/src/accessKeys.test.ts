import { describe, expect, it } from "vitest";
import { ACCESS_KEYS, crudKeys, DRIVER_ACCESS_KEYS, OPERATOR_EXCLUDED_ACCESS_KEYS } from "./accessKeys.js";
import { isDriverAccess } from "./isDriver.js";
import { MENU_ENTRY_ACCESS } from "./menuAccess.js";

const catalogue: readonly string[] = ACCESS_KEYS;

describe("ACCESS_KEYS", () => {
  it("has no duplicates and only resource:action keys", () => {
    expect(new Set(ACCESS_KEYS).size).toBe(ACCESS_KEYS.length);
    for (const key of ACCESS_KEYS) expect(key).toMatch(/^[a-z0-9_-]+:(read|create|update|delete)$/);
  });

  it("contains every key named in docs/spec/alert-center-and-shell.md §6", () => {
    const named = [
      "e4a-alert-center-main:read",
      "e4b-alert-center-rule-setting:read",
      "e4e-alert-center-urgent:read",
      "e4f-auto-popup-urgent-alert:read",
      "e1j-log-notification:read",
      "alert_rule_template:read",
      "alert_rule_template:create",
      "referal_program:read",
      "system_notification:read",
      "customer-wish-feedback:create",
      "back_to_vsms1:create",
      "b3f-two-way-communication:read",
      "b3f-two-way-communication-all-module:read",
      "e4d-alert-overspeed-threshold-duration:read",
      "e4d-alert-center-embed-map:read",
      ...crudKeys("fleet-task-instant"),
      "shared_vehicle:read",
      "tms_driver:read",
      "tms_driver:update",
      "vgroups:read",
      "b1f-liveview-v2:read",
      "b1a-default-liveview:read",
      "h1b-control-tower-v2:read",
      "control_tower:read",
      "e1b-web-umum:read",
      "e1c-web-dms:read",
      "e1a-web-perilakupengemudi:read",
      "b3h-new-trackvision-menu:read",
      "b3i-menu-media:read",
      "marketplace:read",
      "contact:read",
      "company_ticket:read",
      "user_docs:read",
      "vehicle_docs:read",
      "maintenance:read",
      "vehicle_odometer:read",
      "tms:read",
    ];
    for (const key of named) expect(catalogue).toContain(key);
  });

  it("contains every key used by a menu rule", () => {
    for (const rule of Object.values(MENU_ENTRY_ACCESS)) {
      const keys = [
        ...(rule.allOf ?? []),
        ...(rule.anyOf ?? []),
        ...(rule.noneOf ?? []),
        ...(rule.anySetOf ?? []).flat(),
      ];
      for (const key of keys) expect(catalogue).toContain(key);
    }
  });
});

describe("crudKeys", () => {
  it("lists read, create, update, delete", () => {
    expect(crudKeys("tms")).toEqual(["tms:read", "tms:create", "tms:update", "tms:delete"]);
  });
});

describe("demo role key sets", () => {
  it("driver keys are exactly tms_driver read and update and make a driver", () => {
    expect([...DRIVER_ACCESS_KEYS]).toEqual(["tms_driver:read", "tms_driver:update"]);
    expect(isDriverAccess(DRIVER_ACCESS_KEYS)).toBe(true);
  });

  it("operator lacks only the urgent accordion, the rule settings gear, making API keys, the audit log and managing users, and is not a driver", () => {
    expect([...OPERATOR_EXCLUDED_ACCESS_KEYS].sort()).toEqual(
      [
        "e4b-alert-center-rule-setting:read",
        "e4e-alert-center-urgent:read",
        "c8a-setting-api:create",
        "c8a-setting-api:delete",
        "c9a-setting-audit-log:read",
        "c2a-setting-user:update",
      ].sort(),
    );
    for (const key of OPERATOR_EXCLUDED_ACCESS_KEYS) expect(catalogue).toContain(key);
    const operator = ACCESS_KEYS.filter(
      (key) => !(OPERATOR_EXCLUDED_ACCESS_KEYS as readonly string[]).includes(key),
    );
    expect(isDriverAccess(operator)).toBe(false);
    expect(isDriverAccess(ACCESS_KEYS)).toBe(false);
  });
});
