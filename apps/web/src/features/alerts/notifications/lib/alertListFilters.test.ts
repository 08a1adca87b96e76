import { describe, expect, it } from "vitest";
import {
  alertListCriteria,
  alertListFiltersToParams,
  defaultAlertListFilters,
  parseAlertListFilters,
  rawAlertsPageFilter,
} from "./alertListFilters";

const NOW = new Date(2026, 10, 21, 15, 30);

describe("Notifikasi filters in the URL", () => {
  it("defaults to the last 7 days, page 1 of 10, and writes nothing for the defaults", () => {
    const filters = parseAlertListFilters(new URLSearchParams(), NOW);
    expect(filters).toEqual(defaultAlertListFilters(NOW));
    expect(filters.start).toBe("2026-11-15");
    expect(filters.end).toBe("2026-11-21");
    expect(filters.show).toBe(10);
    expect(alertListFiltersToParams(filters, NOW).toString()).toBe("");
  });

  it("round-trips every filter", () => {
    const filters = {
      ...defaultAlertListFilters(NOW),
      start: "2026-11-01",
      end: "2026-11-10",
      urgency: "Urgent" as const,
      status: "falseAlert" as const,
      vehicleIds: [3, 7],
      alertCodes: [8, 17],
      search: "B 1234",
      page: 3,
      show: 50,
    };
    const params = alertListFiltersToParams(filters, NOW);
    expect(params.get("vehicles")).toBe("3,7");
    expect(parseAlertListFilters(new URLSearchParams(params.toString()), NOW)).toEqual(filters);
  });

  it("ignores malformed values", () => {
    const filters = parseAlertListFilters(
      new URLSearchParams("start=2026-13-99&end=x&urgency=Later&status=gone&vehicles=a,2,-1&page=0&show=7"),
      NOW,
    );
    expect(filters.start).toBe("2026-11-15");
    expect(filters.urgency).toBeNull();
    expect(filters.status).toBeNull();
    expect(filters.vehicleIds).toEqual([2]);
    expect(filters.page).toBe(1);
    expect(filters.show).toBe(10);
  });

  it("keeps a reversed range out", () => {
    const filters = parseAlertListFilters(new URLSearchParams("start=2026-11-10&end=2026-11-01"), NOW);
    expect(filters.start).toBe("2026-11-15");
  });
});

describe("rawAlerts filter", () => {
  it("maps urgency and status to the contract's flags and covers whole days", () => {
    const filters = {
      ...defaultAlertListFilters(NOW),
      urgency: "Important" as const,
      status: "unresolved" as const,
    };
    const criteria = alertListCriteria(filters);
    expect(criteria).toMatchObject({ isImportant: true, isResolved: false, isFalseAlert: false });
    expect(criteria.isUrgent).toBeUndefined();
    expect(new Date(String(criteria.startDate)).getTime()).toBe(new Date(2026, 10, 15).getTime());
    expect(new Date(String(criteria.endDate)).getTime()).toBe(new Date(2026, 10, 22).getTime() - 1);
  });

  it("asks for the page newest first", () => {
    const filter = rawAlertsPageFilter({
      ...defaultAlertListFilters(NOW),
      page: 2,
      show: 25,
      search: " abc ",
    });
    expect(filter).toMatchObject({
      pagination: { page: 2, show: 25 },
      orderBy: { field: "createdOn", direction: "desc" },
      search: "abc",
    });
  });
});
