import type { RouteObject } from "react-router";
import { loadLiveViewTexts } from "@/shared/i18n/i18n";

/**
 * /liveview-2/ — loaded on demand so the map stays out of the main bundle; with its first view's texts only (the
 * page loads the other pages' texts after its map).
 */
export const liveviewRoute: RouteObject = {
  path: "liveview-2/*",
  lazy: async () => {
    const [{ LiveViewPage }] = await Promise.all([import("./components/LiveViewPage"), loadLiveViewTexts()]);
    return { Component: LiveViewPage };
  },
};
