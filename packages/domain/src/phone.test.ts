import { describe, expect, it } from "vitest";
import { isValidIndonesianPhone, parseIndonesianPhone } from "./phone.js";

describe("parseIndonesianPhone", () => {
  it("returns E.164 for valid Indonesian numbers in common notations", () => {
    expect(parseIndonesianPhone("081234567890")).toBe("+6281234567890");
    expect(parseIndonesianPhone("81234567890")).toBe("+6281234567890");
    expect(parseIndonesianPhone("+62 812-3456-7890")).toBe("+6281234567890");
    expect(parseIndonesianPhone("(021) 555-1234")).toBe("+62215551234");
  });

  it("returns null for invalid input", () => {
    expect(parseIndonesianPhone("")).toBeNull();
    expect(parseIndonesianPhone("12")).toBeNull();
    expect(parseIndonesianPhone("abc")).toBeNull();
    expect(isValidIndonesianPhone("62812345678901234")).toBe(false);
    expect(isValidIndonesianPhone("0812 3456 7890")).toBe(true);
  });
});
