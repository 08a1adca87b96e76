import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

/** Deep teal-blue, the Armada brand colour. Shade 7 is the primary shade in light mode. */
const armada: MantineColorsTuple = [
  "#e3f6fb",
  "#c9e9f2",
  "#98d2e4",
  "#62b9d5",
  "#38a4c8",
  "#1c96c0",
  "#038ebd",
  "#007ba6",
  "#006d95",
  "#005e84",
];

/** Navy used by the dark side menu and dark top bar. */
const navy: MantineColorsTuple = [
  "#eef3f8",
  "#dce3ec",
  "#b5c4d6",
  "#8ca3c1",
  "#6a87ae",
  "#5476a3",
  "#486d9e",
  "#395c8b",
  "#2f517d",
  "#14243a",
];

export const theme = createTheme({
  primaryColor: "armada",
  primaryShade: { light: 7, dark: 5 },
  colors: { armada, navy },
  fontFamily:
    "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  headings: {
    fontFamily:
      "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontWeight: "650",
  },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  components: {
    Button: { defaultProps: { radius: "md" } },
    Paper: { defaultProps: { radius: "md" } },
    Card: { defaultProps: { radius: "md", withBorder: true } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
  },
  other: {
    sidebarDark: "#14243a",
    sidebarDarkHover: "#1d3150",
  },
});

/** Page background slightly off-white so cards and panels stand out. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--armada-page-bg": "#f3f6f9" },
  dark: { "--armada-page-bg": "var(--mantine-color-dark-8)" },
});
