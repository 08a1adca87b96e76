import { type RouteObject, redirect } from "react-router";

/** /liveview/ (the old live view, docs/spec/alert-center-and-shell.md) is the new one now: same query string. */
export const oldLiveViewRoute: RouteObject = {
  path: "liveview/*",
  loader: ({ request }) => redirect(`/liveview-2/${new URL(request.url).search}`),
};
