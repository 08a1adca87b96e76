import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./envelope.js";
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage } from "./language.js";

describe("parseLanguage", () => {
  it("defaults to Indonesian", () => {
    expect(DEFAULT_LANGUAGE).toBe("id");
    expect(LANGUAGES).toEqual(["id", "en"]);
    expect(parseLanguage(undefined)).toBe("id");
    expect(parseLanguage("fr")).toBe("id");
    expect(parseLanguage(42)).toBe("id");
    expect(parseLanguage("")).toBe("id");
  });

  it("reads English and Indonesian codes with regions and any case", () => {
    expect(parseLanguage("en")).toBe("en");
    expect(parseLanguage("EN-us")).toBe("en");
    expect(parseLanguage("en_GB")).toBe("en");
    expect(parseLanguage("id-ID")).toBe("id");
    expect(parseLanguage("in")).toBe("id");
  });
});

describe("page sizes", () => {
  it("are 10, 25, 50, 100 with default 10", () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
});
