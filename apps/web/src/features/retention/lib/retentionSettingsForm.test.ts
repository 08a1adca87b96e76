import { DEFAULT_RETENTION } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { parseRetentionSettings } from "./retentionSettingsForm";

describe("parseRetentionSettings", () => {
  it("accepts the defaults", () => {
    expect(parseRetentionSettings(DEFAULT_RETENTION)).toEqual({ ok: true, input: DEFAULT_RETENTION });
  });

  it("names each empty or out-of-range field", () => {
    expect(parseRetentionSettings({ positions: 6, rawAlerts: "", media: 3651, audit: 89.5 })).toEqual({
      ok: false,
      errors: { positions: "range", rawAlerts: "required", media: "range", audit: "range" },
    });
  });
});
