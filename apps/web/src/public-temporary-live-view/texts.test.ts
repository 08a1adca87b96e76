import { describe, expect, it } from "vitest";
import { PAGE_TEXTS, preferredPageLanguage } from "./texts";

describe("public live-track page language", () => {
  it("follows the browser's languages, Indonesian by default, and the viewer's own choice first", () => {
    expect(preferredPageLanguage(null, ["en-US", "id"])).toBe("en");
    expect(preferredPageLanguage(null, ["de-DE", "id-ID", "en"])).toBe("id");
    expect(preferredPageLanguage(null, ["de-DE", "fr"])).toBe("id");
    expect(preferredPageLanguage(null, [])).toBe("id");
    expect(preferredPageLanguage("id", ["en-GB"])).toBe("id");
    expect(preferredPageLanguage("en", ["id-ID"])).toBe("en");
    expect(preferredPageLanguage("xx", ["en-GB"])).toBe("en");
  });

  it("has every text in both languages, none left in Indonesian in English", () => {
    const { id, en } = PAGE_TEXTS;
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
    const sample = (value: unknown) => (typeof value === "function" ? value(2, "x") : value);
    const untranslated = Object.keys(id).filter(
      (key) =>
        sample(id[key as keyof typeof id]) === sample(en[key as keyof typeof en]) && key !== "offlineBadge",
    );
    expect(untranslated).toEqual([]);
    expect(en.minutesAgo(1)).toBe("1 minute ago");
    expect(en.vehicleCount(3)).toBe("3 vehicles");
  });
});
