import { matchRoutes, type RouteObject } from "react-router";
import { loginPath } from "@/shared/session/loginPath";

/** The id of the route every signed-in page sits below (the session guard). */
export const SESSION_ROUTE_ID = "session";

/**
 * Where a first load of `pathname` + `search` should start instead, or null: a page below the session guard opened
 * without a session goes straight to the login page. Decided before the router starts because the router loads
 * every matched lazy route (the guard, the shell, the page) in parallel before any of them can redirect: a
 * signed-out visit to "/" or to an alert's link downloaded the signed-in shell before it reached the form.
 */
export function signedOutEntry(
  routes: RouteObject[],
  pathname: string,
  search: string,
  maySignedIn: boolean,
): string | null {
  if (maySignedIn) return null;
  const matches = matchRoutes(routes, pathname);
  if (!matches?.some((match) => match.route.id === SESSION_ROUTE_ID)) return null;
  return loginPath(`${pathname}${search}`);
}
