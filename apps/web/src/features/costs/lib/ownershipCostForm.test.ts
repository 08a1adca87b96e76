import { describe, expect, it } from "vitest";
import { isMonthlyOwnershipCost, isOwnershipSpan, toMonthlyOwnershipCost } from "./ownershipCostForm";

describe("monthly ownership cost field", () => {
  it("takes empty or a whole non-negative Rupiah amount up to Rp 1 miliar", () => {
    expect(isMonthlyOwnershipCost("")).toBe(true);
    expect(isMonthlyOwnershipCost(0)).toBe(true);
    expect(isMonthlyOwnershipCost(8_500_000)).toBe(true);
    expect(isMonthlyOwnershipCost(-1)).toBe(false);
    expect(isMonthlyOwnershipCost(12.5)).toBe(false);
    expect(isMonthlyOwnershipCost(1_000_000_001)).toBe(false);
    expect(isMonthlyOwnershipCost("abc")).toBe(false);
  });

  it("sends empty as null (cleared)", () => {
    expect(toMonthlyOwnershipCost("")).toBeNull();
    expect(toMonthlyOwnershipCost(7_000_000)).toBe(7_000_000);
  });

  it("takes the start and end days empty, alone, or the end on or after the start", () => {
    expect(isOwnershipSpan("", "")).toBe(true);
    expect(isOwnershipSpan("2026-11-15", "")).toBe(true);
    expect(isOwnershipSpan("", "2026-11-15")).toBe(true);
    expect(isOwnershipSpan("2026-11-15", "2026-11-15")).toBe(true);
    expect(isOwnershipSpan("2026-11-15", "2027-01-02")).toBe(true);
    expect(isOwnershipSpan("2026-11-15", "2026-11-14")).toBe(false);
  });
});
