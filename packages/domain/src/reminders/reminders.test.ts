import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../maintenance/calendarDay.js";
import { serviceDue } from "../maintenance/serviceDue.js";
import {
  DEFAULT_REMINDER_LEAD_DAYS,
  documentReminderDue,
  expiryPhrase,
  normalizeLeadDays,
  reachedLeadDay,
  serviceReminderCycle,
  serviceReminderDue,
} from "./index.js";

const leads = [30, 14, 7, 1, 0];
const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays("2024-01-01", offset));

describe("reachedLeadDay", () => {
  it("answers the most urgent lead day reached", () => {
    expect(reachedLeadDay(45, leads)).toBeNull();
    expect(reachedLeadDay(30, leads)).toBe(30);
    expect(reachedLeadDay(20, leads)).toBe(30);
    expect(reachedLeadDay(14, leads)).toBe(14);
    expect(reachedLeadDay(3, leads)).toBe(7);
    expect(reachedLeadDay(1, leads)).toBe(1);
    expect(reachedLeadDay(0, leads)).toBe(0);
    expect(reachedLeadDay(-40, leads)).toBe(0);
  });

  it("falls back to the defaults for an invalid list and sorts a valid one", () => {
    expect(normalizeLeadDays([])).toEqual([...DEFAULT_REMINDER_LEAD_DAYS]);
    expect(normalizeLeadDays([-1])).toEqual([...DEFAULT_REMINDER_LEAD_DAYS]);
    expect(normalizeLeadDays([7, 30, 7, 0])).toEqual([30, 7, 0]);
  });

  it("never moves back to a less urgent lead day as the days go by (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 365 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -30, max: 400 }),
        (days, daysLeft) => {
          const today = reachedLeadDay(daysLeft, days);
          const tomorrow = reachedLeadDay(daysLeft - 1, days);
          if (today !== null) expect(tomorrow).not.toBeNull();
          if (today !== null && tomorrow !== null) expect(tomorrow).toBeLessThanOrEqual(today);
          if (today !== null) {
            expect(today).toBeGreaterThanOrEqual(Math.max(0, daysLeft));
            expect(today === 0 || days.includes(today)).toBe(true);
          }
        },
      ),
    );
  });
});

describe("documentReminderDue", () => {
  it("names the reached threshold and days left", () => {
    expect(documentReminderDue("2026-12-02", "2026-11-29", leads)).toEqual({ threshold: "D7", daysLeft: 3 });
    expect(documentReminderDue("2026-11-29", "2026-11-29", leads)).toEqual({ threshold: "D0", daysLeft: 0 });
    expect(documentReminderDue("2026-11-01", "2026-11-29", leads)).toEqual({
      threshold: "D0",
      daysLeft: -28,
    });
    expect(documentReminderDue("2027-03-01", "2026-11-29", leads)).toBeNull();
  });

  it("over a document's life sends each lead day at most once and D0 once (property)", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), (expiresOn, start) => {
        const sent = new Set<string>();
        const sequence: string[] = [];
        for (let offset = -start; offset <= 5; offset += 1) {
          const due = documentReminderDue(expiresOn, addDays(expiresOn, offset), leads);
          if (due && !sent.has(due.threshold)) {
            sent.add(due.threshold);
            sequence.push(due.threshold);
          }
        }
        // the first day seen sends the most urgent lead day reached, then every more urgent one once, in order
        const first = reachedLeadDay(start, leads);
        const expected = leads
          .filter((lead) => lead <= (first ?? Number.POSITIVE_INFINITY))
          .map((lead) => `D${lead}`);
        expect(sequence).toEqual(expected);
      }),
    );
  });
});

describe("serviceReminderDue", () => {
  const interval = {
    intervalKm: 10_000,
    intervalHours: null,
    intervalDays: 180,
    noticeKm: 1000,
    noticeHours: null,
    noticeDays: 14,
  };
  const baseline = { odometerKm: 50_000, engineHours: null, day: "2026-06-01" };
  const notice = { noticeKm: 1000, noticeHours: null };

  it("reminds by km notice, km due and by day", () => {
    const at = (odometerKm: number, today: string) =>
      serviceReminderDue(
        serviceDue(interval, baseline, { odometerKm, engineHours: null, today }),
        notice,
        leads,
      );
    expect(at(52_000, "2026-07-01")).toBeNull();
    expect(at(59_200, "2026-07-01")?.threshold).toBe("KM_NOTICE");
    expect(at(60_000, "2026-07-01")?.threshold).toBe("KM_DUE");
    // due day 2026-11-28
    expect(at(52_000, "2026-11-20")?.threshold).toBe("D14");
    expect(at(52_000, "2026-11-28")?.threshold).toBe("D0");
    expect(at(60_500, "2026-11-20")?.threshold).toBe("KM_DUE");
  });

  it("a meter past its limit always reminds (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 60_000, max: 200_000 }), day, (odometerKm, today) => {
        const due = serviceDue(interval, baseline, { odometerKm, engineHours: null, today });
        const reminder = serviceReminderDue(due, notice, leads);
        expect(reminder).not.toBeNull();
        expect(["KM_DUE", "D0"]).toContain(reminder?.threshold);
      }),
    );
  });

  it("a new service baseline is a new cycle", () => {
    expect(serviceReminderCycle(baseline)).not.toBe(
      serviceReminderCycle({ ...baseline, day: "2026-12-01", odometerKm: 60_100 }),
    );
  });
});

describe("expiryPhrase", () => {
  it("writes Indonesian and English", () => {
    expect(expiryPhrase({ id: "KIR", en: "KIR" }, 3)).toEqual({
      id: "KIR habis 3 hari lagi",
      en: "KIR expires in 3 days",
    });
    expect(expiryPhrase({ id: "STNK", en: "STNK" }, -1).id).toBe("STNK kedaluwarsa");
    expect(expiryPhrase({ id: "STNK", en: "STNK" }, 0).id).toBe("STNK habis hari ini");
  });
});
