import { describe, expect, it } from "vitest";
import { recordedFiles } from "./dashcamPlayback.js";

const MINUTE = 60_000;

describe("a simulated dashcam's card", () => {
  const now = new Date("2026-11-30T07:37:42Z");
  const day = { start: new Date(now.getTime() - 24 * 60 * MINUTE), end: now };

  it("holds the file it is recording now, begun five minutes ago to the minute, on every channel it films", () => {
    const files = recordedFiles([1, 2], { channel: 0, ...day }, now);
    const current = files.filter((file) => file.start && file.end && file.start <= now && file.end > now);
    expect(current.map((file) => [file.channel, file.start?.toISOString(), file.end?.toISOString()])).toEqual(
      [
        [1, "2026-11-30T07:32:00.000Z", "2026-11-30T07:42:00.000Z"],
        [2, "2026-11-30T07:32:00.000Z", "2026-11-30T07:42:00.000Z"],
      ],
    );
  });

  it("holds earlier files at the start of past hours, channel 2 five minutes after channel 1, oldest first", () => {
    const files = recordedFiles([2], { channel: 2, ...day }, now);
    expect(files.map((file) => file.start?.toISOString())).toEqual([
      "2026-11-29T11:05:00.000Z",
      "2026-11-29T19:05:00.000Z",
      "2026-11-30T00:05:00.000Z",
      "2026-11-30T03:05:00.000Z",
      "2026-11-30T05:05:00.000Z",
      "2026-11-30T06:05:00.000Z",
      "2026-11-30T07:32:00.000Z",
    ]);
    expect(recordedFiles([2], { channel: 1, ...day }, now)).toEqual([]);
  });
});
