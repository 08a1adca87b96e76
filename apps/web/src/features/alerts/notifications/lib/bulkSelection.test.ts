import { describe, expect, it } from "vitest";
import { EMPTY_SELECTION, isSelected, selectedCount, selectionInput, toggleRow } from "./bulkSelection";

const criteria = {
  startDate: "2026-11-15T00:00:00.000Z",
  endDate: "2026-11-21T23:59:59.999Z",
  isUrgent: true,
};

describe("bulk selection", () => {
  it("sends the ticked rows as Selection", () => {
    const selection = toggleRow(toggleRow(toggleRow(EMPTY_SELECTION, 1, true), 2, true), 1, false);
    expect(isSelected(selection, 2)).toBe(true);
    expect(isSelected(selection, 1)).toBe(false);
    expect(selectedCount(selection, 100)).toBe(1);
    expect(selectionInput(selection, criteria)).toEqual({ selectionMode: "Selection", rawAlertId: [2] });
  });

  it("sends every matching alert as All with the date range and filter", () => {
    const selection = { kind: "allMatching" as const, excluded: [] };
    expect(selectedCount(selection, 42)).toBe(42);
    expect(selectionInput(selection, criteria)).toEqual({
      selectionMode: "All",
      dateRange: { startDate: criteria.startDate, endDate: criteria.endDate },
      filter: { isUrgent: true },
    });
  });

  it("turns unticked rows of an all-matching selection into Exclude", () => {
    const selection = toggleRow({ kind: "allMatching", excluded: [] }, 9, false);
    expect(isSelected(selection, 9)).toBe(false);
    expect(isSelected(selection, 10)).toBe(true);
    expect(selectedCount(selection, 42)).toBe(41);
    expect(selectionInput(selection, criteria)).toMatchObject({ selectionMode: "Exclude", rawAlertId: [9] });
    expect(selectionInput(toggleRow(selection, 9, true), criteria).selectionMode).toBe("All");
  });
});
