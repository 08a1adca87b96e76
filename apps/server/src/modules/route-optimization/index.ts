export { routePlanRoutes, routePlanStops, routePlans } from "./routeOptimization.tables.js";
