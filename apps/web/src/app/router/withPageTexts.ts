import type { RouteObject } from "react-router";
import { loadPageTexts } from "@/shared/i18n/i18n";

/** The route and every route below it, each lazy one loading the pages' texts with its code (`loadPageTexts`). */
export function withPageTexts(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const wrapped = { ...route } as RouteObject;
  if (typeof lazy === "function") {
    wrapped.lazy = async () => (await Promise.all([lazy(), loadPageTexts()]))[0];
  }
  if (children) wrapped.children = children.map(withPageTexts);
  return wrapped;
}
