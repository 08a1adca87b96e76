import { Route, Routes } from "react-router";
import { RoutePlanPage } from "./RoutePlanPage";
import { RoutePlansPage } from "./RoutePlansPage";

/** The plans and a plan's routes. */
export function RouteOptimizationPages() {
  return (
    <Routes>
      <Route index element={<RoutePlansPage />} />
      <Route path=":routePlanId/*" element={<RoutePlanPage />} />
    </Routes>
  );
}
