import { lazy } from "react";
import { useRouteError } from "react-router";
import { WithAppProviders } from "../providers/WithAppProviders";

const RouteErrorView = lazy(async () => ({ default: (await import("./RouteErrorView")).RouteErrorView }));

/**
 * Last-resort page when rendering a route throws. It takes the root layout's place, so it brings the app's
 * providers itself; its view loads on demand (the route table names it, the login page does not need it).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <WithAppProviders>
      <RouteErrorView />
    </WithAppProviders>
  );
}
