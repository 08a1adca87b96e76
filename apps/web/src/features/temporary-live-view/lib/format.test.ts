import { describe, expect, it } from "vitest";
import { formatShortDateTime } from "./format";

describe("formatShortDateTime", () => {
  it("writes day, short month and 24-hour time in Jakarta time, whatever the browser's zone", () => {
    expect(formatShortDateTime("2026-11-21T03:02:00Z", "id")).toBe("21 Nov 10:02");
    expect(formatShortDateTime("2026-08-05T20:45:00Z", "en")).toBe("6 Aug 03:45");
  });

  it("shows a dash for a missing or broken date", () => {
    expect(formatShortDateTime(null, "id")).toBe("—");
    expect(formatShortDateTime("not a date", "id")).toBe("—");
  });
});
