import type { RouteObject } from "react-router";

/** /route/ — route history, loaded on demand (map and chart chunks). */
export const routeHistoryRoute: RouteObject = {
  path: "route/*",
  lazy: async () => ({ Component: (await import("./components/RouteHistoryPage")).RouteHistoryPage }),
};
