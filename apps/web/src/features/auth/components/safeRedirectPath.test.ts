import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safeRedirectPath";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeRedirectPath("/dashboard/?isLoginSuccess=true")).toBe("/dashboard/?isLoginSuccess=true");
    expect(safeRedirectPath("/report/")).toBe("/report/");
  });

  it("falls back to the dashboard for missing or foreign targets", () => {
    expect(safeRedirectPath(undefined)).toBe("/dashboard/?isLoginSuccess=true");
    expect(safeRedirectPath("https://evil.example/")).toBe("/dashboard/?isLoginSuccess=true");
    expect(safeRedirectPath("//evil.example/")).toBe("/dashboard/?isLoginSuccess=true");
    expect(safeRedirectPath("/\\evil.example")).toBe("/dashboard/?isLoginSuccess=true");
  });
});
