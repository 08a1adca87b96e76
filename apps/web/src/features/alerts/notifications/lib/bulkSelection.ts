import type { SelectionMode } from "@/features/alerts/common/upsertRawAlertsAction";

/**
 * What the user chose for a bulk action: rows picked one by one (across pages), or "every alert matching
 * the filters" minus the rows they unticked afterwards.
 */
export type BulkSelection = { kind: "ids"; ids: number[] } | { kind: "allMatching"; excluded: number[] };

export const EMPTY_SELECTION: BulkSelection = { kind: "ids", ids: [] };

export function isSelected(selection: BulkSelection, id: number): boolean {
  return selection.kind === "ids" ? selection.ids.includes(id) : !selection.excluded.includes(id);
}

/** Ticks or unticks one row. */
export function toggleRow(selection: BulkSelection, id: number, on: boolean): BulkSelection {
  const without = (list: number[]) => list.filter((other) => other !== id);
  if (selection.kind === "ids")
    return { kind: "ids", ids: on ? [...without(selection.ids), id] : without(selection.ids) };
  return {
    kind: "allMatching",
    excluded: on ? without(selection.excluded) : [...without(selection.excluded), id],
  };
}

/** How many alerts the action will touch. */
export function selectedCount(selection: BulkSelection, total: number): number {
  return selection.kind === "ids" ? selection.ids.length : Math.max(0, total - selection.excluded.length);
}

/**
 * The selection part of UpsertRawAlertsActionInput: Selection with the ids, All with the filter's date
 * range and criteria, or Exclude with the unticked ids and the same range and criteria.
 */
export function selectionInput(
  selection: BulkSelection,
  criteria: Record<string, unknown> & { startDate?: unknown; endDate?: unknown },
): {
  selectionMode: SelectionMode;
  rawAlertId?: number[];
  dateRange?: { startDate: string; endDate: string };
  filter?: Record<string, unknown>;
} {
  if (selection.kind === "ids") return { selectionMode: "Selection", rawAlertId: selection.ids };
  const { startDate, endDate, ...filter } = criteria;
  const dateRange = { startDate: String(startDate), endDate: String(endDate) };
  return selection.excluded.length === 0
    ? { selectionMode: "All", dateRange, filter }
    : { selectionMode: "Exclude", rawAlertId: selection.excluded, dateRange, filter };
}
