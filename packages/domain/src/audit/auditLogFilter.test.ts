import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, isAuditAction } from "./auditActions.js";
import { auditLogFilterSchema, MAX_AUDIT_LOG_DAYS } from "./auditLogFilter.js";

const DAY = 86_400_000;
const start = new Date("2026-11-01T00:00:00Z");

describe("auditLogFilterSchema", () => {
  it("takes a window of at most 93 days, a known action and a trimmed text", () => {
    const parsed = auditLogFilterSchema.parse({
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + MAX_AUDIT_LOG_DAYS * DAY).toISOString(),
      action: "vehicle.update",
      search: "  B 1234  ",
    });
    expect(parsed.search).toBe("B 1234");
    expect(parsed.action).toBe("vehicle.update");
  });

  it("refuses an unknown action, an end before the start and a too long window", () => {
    const base = { startDate: start.toISOString(), endDate: new Date(start.getTime() + DAY).toISOString() };
    expect(auditLogFilterSchema.safeParse({ ...base, action: "vehicle.steal" }).success).toBe(false);
    expect(auditLogFilterSchema.safeParse({ ...base, endDate: start.toISOString() }).success).toBe(false);
    const tooLong = new Date(start.getTime() + (MAX_AUDIT_LOG_DAYS * DAY + 1)).toISOString();
    expect(auditLogFilterSchema.safeParse({ ...base, endDate: tooLong }).success).toBe(false);
  });

  it("accepts a window exactly when it runs forward and spans at most 93 days", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5 * DAY, max: 200 * DAY }), (length) => {
        const result = auditLogFilterSchema.safeParse({
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + length).toISOString(),
        });
        expect(result.success).toBe(length > 0 && length <= MAX_AUDIT_LOG_DAYS * DAY);
      }),
    );
  });

  it("knows every catalogued action and nothing else", () => {
    for (const action of AUDIT_ACTIONS) expect(isAuditAction(action)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isAuditAction(text)).toBe(AUDIT_ACTIONS.includes(text as never));
      }),
    );
  });
});
