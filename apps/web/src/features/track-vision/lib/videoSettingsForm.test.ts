import { describe, expect, it } from "vitest";
import { parseVideoSettings } from "./videoSettingsForm";

describe("video settings form", () => {
  it("reads the cap and the minutes; empty minutes are unlimited", () => {
    expect(parseVideoSettings({ maxLiveStreams: 4, monthlyVideoMinutes: "" })).toEqual({
      ok: true,
      input: { maxLiveStreams: 4, monthlyVideoMinutes: null },
    });
    expect(parseVideoSettings({ maxLiveStreams: "9", monthlyVideoMinutes: 600 })).toEqual({
      ok: true,
      input: { maxLiveStreams: 9, monthlyVideoMinutes: 600 },
    });
  });

  it("refuses an empty cap, a cap beyond 64 and fractional or negative minutes", () => {
    expect(parseVideoSettings({ maxLiveStreams: "", monthlyVideoMinutes: 1 })).toEqual({
      ok: false,
      errors: { maxLiveStreams: "required" },
    });
    expect(parseVideoSettings({ maxLiveStreams: 65, monthlyVideoMinutes: 1.5 })).toEqual({
      ok: false,
      errors: { maxLiveStreams: "range", monthlyVideoMinutes: "range" },
    });
    expect(parseVideoSettings({ maxLiveStreams: 1, monthlyVideoMinutes: -5 })).toMatchObject({ ok: false });
  });
});
