import { describe, expect, it } from "vitest";
import {
  formatAxisTime,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatDayTime,
  formatDistance,
  formatFileSize,
  formatMinutes,
  formatSpeed,
  setAppTimeZone,
  spansDays,
  speedUnit,
} from "./format";

// 11:00 UTC is 18:00 in Jakarta (WIB, UTC+7), whatever zone the browser runs in
const evening = Date.UTC(2026, 10, 23, 11, 0);

describe("format (one module for dates, numbers and units)", () => {
  it("writes speeds and distances the way each language does", () => {
    expect(formatSpeed(77.4, "id")).toBe("77 km/j");
    expect(formatSpeed(77.4, "en")).toBe("77 km/h");
    expect(speedUnit("id")).toBe("km/j");
    expect(speedUnit("en")).toBe("km/h");
    expect(formatDistance(380, "id")).toBe("380 m");
    expect(formatDistance(3_240, "id")).toBe("3,2 km");
    expect(formatDistance(3_240, "en")).toBe("3.2 km");
    expect(formatDistance(3_970, "id")).toBe("4,0 km");
    expect(formatDistance(123_400, "en")).toBe("123 km");
  });

  it("writes a file's size in kB under a megabyte, in MB with a decimal comma above", () => {
    expect(formatFileSize(48_200, "id")).toBe("48 kB");
    expect(formatFileSize(120, "en")).toBe("1 kB");
    expect(formatFileSize(12_340_000, "id")).toBe("12,3 MB");
  });

  it("writes ages in minutes, hours or days", () => {
    expect(formatMinutes(33.9, "id")).toBe("33 mnt");
    expect(formatMinutes(33, "en")).toBe("33 mins");
    expect(formatMinutes(125, "id")).toBe("2 jam");
    expect(formatMinutes(3 * 1440, "en")).toBe("3 days");
  });

  it("shows times in Asia/Jakarta with a 24-hour clock, never the US format", () => {
    expect(formatDateTime(evening, "id", "short")).toBe("23 Nov 2026, 18.00");
    expect(formatDateTime(evening, "en", "short")).toBe("23 Nov 2026, 18:00");
    expect(formatDateTime("not a date", "id")).toBe("—");
    expect(formatDayTime(evening, "en")).toBe("23 Nov, 18:00");
    expect(formatAxisTime(evening, "en", false)).toBe("18:00");
    expect(formatAxisTime(evening, "en", true)).toBe("23/11, 18:00");
    expect(formatAxisTime(evening, "id", true)).toBe("23/11, 18.00");
    expect(formatAxisTime(evening + 30_000, "id", false, true)).toBe("18.00.30");
  });

  it("shows times in the company's zone once the session sets it (WITA, WIT), and WIB for an unknown zone", () => {
    try {
      setAppTimeZone("Asia/Makassar");
      expect(formatDateTime(evening, "id", "short")).toBe("23 Nov 2026, 19.00");
      expect(formatAxisTime(evening, "en", false)).toBe("19:00");
      setAppTimeZone("Asia/Jayapura");
      expect(formatDayTime(evening, "en")).toBe("23 Nov, 20:00");
      expect(spansDays(evening, evening + 4 * 3_600_000)).toBe(true);
      setAppTimeZone("Mars/Olympus");
      expect(formatDateTime(evening, "en", "short")).toBe("23 Nov 2026, 18:00");
    } finally {
      setAppTimeZone(undefined);
    }
  });

  it("tells whether a range crosses midnight in Jakarta", () => {
    expect(spansDays(evening, evening + 5 * 3_600_000)).toBe(false);
    expect(spansDays(evening, evening + 7 * 3_600_000)).toBe(true);
  });
});

describe("formatDayMonth", () => {
  it("names a day of the year without the year, in the user's language", () => {
    expect(formatDayMonth("2026-11-23", "id")).toBe("23 Nov");
    expect(formatDayMonth("2026-10-05", "id")).toBe("5 Okt");
    expect(formatDayMonth("2026-10-05", "en")).toBe("5 Oct");
  });

  it("keeps a value that is no day as it came", () => {
    expect(formatDayMonth("minggu ini", "id")).toBe("minggu ini");
  });
});

describe("formatDay", () => {
  it("writes a YYYY-MM-DD day as a date of the language, the same day in every time zone", () => {
    setAppTimeZone("Asia/Jakarta");
    expect(formatDay("2026-10-30", "id")).toBe("30 Okt 2026");
    expect(formatDay("2026-10-30", "en")).toBe("30 Oct 2026");
    expect(formatDay("not a day", "id")).toBe("not a day");
  });
});
