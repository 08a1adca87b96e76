import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from "@mantine/core";
import type { Plugin } from "vite";

export const THEME_VARIABLES_MODULE = "virtual:theme-variables.css";
const RESOLVED = `\0${THEME_VARIABLES_MODULE}`;

/** The CSS variables MantineProvider would write at run time for this theme, as a stylesheet. */
export function themeVariablesCss(theme: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const own = resolver(merged);
  return convertCssVariables({
    variables: { ...base.variables, ...own.variables },
    light: { ...base.light, ...own.light, "--mantine-color-scheme": "light" },
    dark: { ...base.dark, ...own.dark, "--mantine-color-scheme": "dark" },
  });
}

/**
 * `import "virtual:theme-variables.css"`: the theme's CSS variables built into the stylesheet, so pages rendered
 * without MantineProvider (the login page, which loads no Mantine) look like the rest; the provider then writes
 * none of its own (`withCssVariables={false}`).
 */
export function themeVariablesPlugin(theme: MantineThemeOverride, resolver: CSSVariablesResolver): Plugin {
  return {
    name: "armada-theme-variables",
    resolveId: (source) => (source === THEME_VARIABLES_MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? themeVariablesCss(theme, resolver) : null),
  };
}
