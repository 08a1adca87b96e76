/** One colour per route, on the map and beside its list (Mantine's palette at shade 7, distinct on the basemap). */
export const ROUTE_COLORS = [
  "#1c7ed6",
  "#e8590c",
  "#2f9e44",
  "#ae3ec9",
  "#f08c00",
  "#0c8599",
  "#e03131",
  "#5f3dc4",
  "#66a80f",
  "#c2255c",
] as const;

export const routeColor = (index: number): string => ROUTE_COLORS[index % ROUTE_COLORS.length] ?? "#1c7ed6";
