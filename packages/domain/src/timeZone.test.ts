import { describe, expect, it } from "vitest";
import {
  COMPANY_TIME_ZONES,
  formatZonedTime,
  parseCompanyTimeZone,
  TIME_ZONE_UTC_OFFSET_MINUTES,
  zonedDay,
  zonedDayStart,
} from "./timeZone.js";

describe("company time zones", () => {
  it("writes a moment in each zone with its Indonesian abbreviation", () => {
    const moment = new Date("2026-08-31T17:30:00Z");
    expect(formatZonedTime(moment)).toBe("1 Sep 2026 00:30 WIB");
    expect(formatZonedTime(new Date("2026-11-21T03:02:00Z"), "Asia/Jakarta")).toBe("21 Nov 2026 10:02 WIB");
    expect(formatZonedTime(moment, "Asia/Makassar")).toBe("1 Sep 2026 01:30 WITA");
    expect(formatZonedTime(moment, "Asia/Jayapura")).toBe("1 Sep 2026 02:30 WIT");
  });

  it("keeps each zone's offset equal to what the IANA database says", () => {
    for (const zone of COMPANY_TIME_ZONES) {
      const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
        .formatToParts(new Date("2026-01-15T00:00:00Z"))
        .find((part) => part.type === "timeZoneName")?.value;
      const hours = TIME_ZONE_UTC_OFFSET_MINUTES[zone] / 60;
      expect(name).toBe(`GMT+0${hours}:00`);
    }
  });

  it("falls back to WIB for a zone off the list", () => {
    expect(parseCompanyTimeZone("Asia/Makassar")).toBe("Asia/Makassar");
    expect(parseCompanyTimeZone("Europe/Berlin")).toBe("Asia/Jakarta");
    expect(parseCompanyTimeZone(null)).toBe("Asia/Jakarta");
  });
});

describe("zonedDayStart", () => {
  it("is local midnight of the zone", () => {
    expect(zonedDayStart("2026-11-24", "Asia/Jakarta").toISOString()).toBe("2026-11-23T17:00:00.000Z");
    expect(zonedDayStart("2026-11-24", "Asia/Jayapura").toISOString()).toBe("2026-11-23T15:00:00.000Z");
  });

  it("gives back the day it started from", () => {
    for (const zone of COMPANY_TIME_ZONES) {
      expect(zonedDay(zonedDayStart("2026-01-31", zone), zone)).toBe("2026-01-31");
      expect(zonedDay(new Date(zonedDayStart("2026-01-31", zone).getTime() - 1), zone)).toBe("2026-01-30");
    }
  });
});
