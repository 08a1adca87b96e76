import { describe, expect, it } from "vitest";
import { formatShortDateTime } from "./format";

describe("formatShortDateTime", () => {
  it("writes day, short month and 24-hour time in the page's time zone", () => {
    const offsetHours = -new Date("2026-11-21T03:02:00Z").getTimezoneOffset() / 60;
    const hour = String((3 + offsetHours + 24) % 24).padStart(2, "0");
    expect(formatShortDateTime("2026-11-21T03:02:00Z", "id")).toMatch(new RegExp(`^2[01] Nov ${hour}:02$`));
    expect(formatShortDateTime("2026-08-05T15:45:00Z", "en")).toMatch(/^[56] Aug \d{2}:45$/);
  });

  it("shows a dash for a missing or broken date", () => {
    expect(formatShortDateTime(null, "id")).toBe("—");
    expect(formatShortDateTime("not a date", "id")).toBe("—");
  });
});
