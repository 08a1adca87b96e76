import type { RouteObject } from "react-router";

/** /liveview-2/ — loaded on demand so the map stays out of the main bundle. */
export const liveviewRoute: RouteObject = {
  path: "liveview-2/*",
  lazy: async () => ({ Component: (await import("./components/LiveViewPage")).LiveViewPage }),
};
