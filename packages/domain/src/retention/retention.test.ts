import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  coldPartitions,
  DEFAULT_RETENTION,
  keepsInArchive,
  type MonthPartition,
  monthsBefore,
  RETENTION_DAYS,
  retentionCutoff,
  retentionSettingsSchema,
} from "./index.js";

const month = (year: number, monthIndex: number): MonthPartition => ({
  name: `positions_${year}_${monthIndex + 1}`,
  start: new Date(Date.UTC(year, monthIndex, 1)),
  end: new Date(Date.UTC(year, monthIndex + 1, 1)),
});

describe("retention settings", () => {
  it("accepts the defaults and refuses less than the Indonesian seven days of positions", () => {
    expect(retentionSettingsSchema.safeParse(DEFAULT_RETENTION).success).toBe(true);
    expect(retentionSettingsSchema.safeParse({ ...DEFAULT_RETENTION, positions: 6 }).success).toBe(false);
    expect(retentionSettingsSchema.safeParse({ ...DEFAULT_RETENTION, positions: 7 }).success).toBe(true);
    expect(retentionSettingsSchema.safeParse({ ...DEFAULT_RETENTION, media: 3651 }).success).toBe(false);
    expect(retentionSettingsSchema.safeParse({ ...DEFAULT_RETENTION, audit: 12.5 }).success).toBe(false);
  });

  it("keeps every default within its range", () => {
    for (const limits of Object.values(RETENTION_DAYS)) {
      expect(limits.default).toBeGreaterThanOrEqual(limits.min);
      expect(limits.default).toBeLessThanOrEqual(limits.max);
    }
  });

  it("cuts off exactly the chosen number of days before now", () => {
    expect(retentionCutoff(7, new Date("2026-11-30T10:00:00Z")).toISOString()).toBe(
      "2026-11-23T10:00:00.000Z",
    );
  });
});

describe("cold partitions", () => {
  const now = new Date("2026-11-30T12:00:00Z");
  const partitions = [month(2026, 6), month(2026, 7), month(2026, 8), month(2026, 9), month(2026, 10)];

  it("leaves the current month and the hot months in the database", () => {
    expect(coldPartitions(partitions, now, 2).map((partition) => partition.name)).toEqual([
      "positions_2026_7",
      "positions_2026_8",
    ]);
    expect(coldPartitions(partitions, now, 0).map((partition) => partition.name)).toHaveLength(4);
  });

  it("never takes a month that ends after the hot window's start, whatever the hot window", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 48 }),
        fc.array(fc.tuple(fc.integer({ min: 1990, max: 2110 }), fc.integer({ min: 0, max: 11 })), {
          maxLength: 30,
        }),
        (year, monthIndex, hotMonths, months) => {
          const at = new Date(Date.UTC(year, monthIndex, 15));
          const all = months.map(([y, m]) => month(y, m));
          const cold = coldPartitions(all, at, hotMonths);
          const edge = monthsBefore(at, hotMonths).getTime();
          for (const partition of all) {
            expect(cold.includes(partition)).toBe(partition.end.getTime() <= edge);
          }
        },
      ),
    );
  });
});

describe("archiving a company's month", () => {
  it("archives a month while the company's retention still reaches into it", () => {
    const october = month(2026, 9);
    const now = new Date("2026-11-30T00:00:00Z");
    expect(keepsInArchive(october, retentionCutoff(396, now))).toBe(true);
    expect(keepsInArchive(october, retentionCutoff(30, now))).toBe(true);
    expect(keepsInArchive(october, retentionCutoff(29, now))).toBe(false);
  });

  it("is monotonic: a longer retention archives every month a shorter one does", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 3650 }),
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 200 }),
        (days, more, monthsAgo) => {
          const now = new Date("2026-11-30T00:00:00Z");
          const partition = month(2026, 10 - monthsAgo);
          if (keepsInArchive(partition, retentionCutoff(days, now))) {
            expect(keepsInArchive(partition, retentionCutoff(days + more, now))).toBe(true);
          }
        },
      ),
    );
  });
});
