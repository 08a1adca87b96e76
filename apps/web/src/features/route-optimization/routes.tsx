import type { RouteObject } from "react-router";

/**
 * /route-optimization/ and /route-optimization/:id/: route plans (the menu's rule, all four tms keys or all four
 * route-optimization keys, guards the path; the server checks each call).
 */
export const routeOptimizationRoute: RouteObject = {
  path: "route-optimization/*",
  lazy: async () => {
    const { RouteOptimizationPages } = await import("./components/RouteOptimizationPages");
    return { Component: RouteOptimizationPages };
  },
};
