import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "../src/shared/theme/theme";
import { themeVariablesCss } from "./themeVariablesPlugin";

describe("theme variables stylesheet", () => {
  const css = themeVariablesCss(theme, cssVariablesResolver);

  it("carries the brand colour as the primary colour and the theme's font", () => {
    expect(css).toContain("--mantine-color-armada-7: #007ba6;");
    expect(css).toContain("--mantine-primary-color-filled: var(--mantine-color-armada-filled);");
    expect(css).toContain("--mantine-font-family: 'Inter Variable'");
  });

  it("keeps the app's own variables per colour scheme", () => {
    const light = css.slice(css.indexOf('[data-mantine-color-scheme="light"]'));
    expect(light).toMatch(/--armada-page-bg: #f3f6f9/);
    expect(css).toMatch(/\[data-mantine-color-scheme="dark"\][^}]*--mantine-color-scheme: dark/);
  });
});
