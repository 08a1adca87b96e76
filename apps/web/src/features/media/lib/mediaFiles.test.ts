import { describe, expect, it } from "vitest";
import { alertClipRows, alertSnapshots, isSnapshot } from "./mediaFiles";

const ALERT = Date.parse("2026-11-24T05:00:00Z");
const row = (id: number, contentType: string | null, secondsFromAlert: number, status = "S") => ({
  id,
  status,
  url: status === "S" ? `/api/media/${id}` : null,
  contentType,
  startTime: new Date(ALERT + secondsFromAlert * 1000).toISOString(),
});

describe("an alert's stored files", () => {
  it("tells snapshots from clips", () => {
    expect(isSnapshot({ contentType: "image/jpeg" })).toBe(true);
    expect(isSnapshot({ contentType: "video/mp4" })).toBe(false);
    expect(isSnapshot({ contentType: null })).toBe(false);
  });

  it("plays clips near the alert, never a snapshot", () => {
    const rows = [
      row(1, "image/jpeg", 0),
      row(2, "video/mp4", -5),
      row(3, "video/mp4", 90),
      row(4, null, 30, "W"),
    ];
    expect(alertClipRows(rows, ALERT).map((entry) => entry.id)).toEqual([2, 4]);
  });

  it("shows the stored snapshots of the alarm only", () => {
    const rows = [
      row(1, "image/jpeg", 0),
      row(2, "image/jpeg", 0, "W"),
      row(3, "image/jpeg", -61),
      row(4, "video/mp4", 0),
    ];
    expect(alertSnapshots(rows, ALERT)).toEqual([{ id: 1, url: "/api/media/1" }]);
  });
});
