import { describe, expect, it } from "vitest";
import { scheduleSummary } from "./scheduleSummary";

const rule = (dayOfWeek: number[], withSchedule = true) => ({
  withSchedule,
  dayOfWeek,
  startTime: "08:00",
  endTime: "17:00",
});

describe("scheduleSummary", () => {
  it("says any time without a schedule", () => {
    expect(scheduleSummary(rule([1, 2], false), "id")).toBe("Setiap saat");
    expect(scheduleSummary(rule([1, 2], false), "en")).toBe("Any time");
  });

  it("joins runs of three or more days and lists the rest", () => {
    expect(scheduleSummary(rule([1, 2, 3, 4, 5]), "id")).toBe("Sen–Jum · 08:00–17:00");
    expect(scheduleSummary(rule([7, 1, 2, 3, 4, 5]), "id")).toBe("Sen–Jum, Min · 08:00–17:00");
    expect(scheduleSummary(rule([6, 7]), "en")).toBe("Sat, Sun · 08:00–17:00");
    expect(scheduleSummary(rule([1, 3, 5]), "id")).toBe("Sen, Rab, Jum · 08:00–17:00");
  });

  it("says every day for all seven", () => {
    expect(scheduleSummary(rule([1, 2, 3, 4, 5, 6, 7]), "id")).toBe("Setiap hari · 08:00–17:00");
  });
});
