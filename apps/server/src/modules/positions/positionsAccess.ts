/** Access keys of the tracking calls (catalogued in packages/domain accessKeys.ts). */
export const ROUTE_HISTORY_READ = "b2b-route-history:read";
/** The dashboard summary is for anyone who may see the dashboard or the live view. */
export const FLEET_SUMMARY_READ = [
  "a1a-dashboard:read",
  "a1b-dashboard-summary:read",
  "b1f-liveview-v2:read",
];
/** The company's map area: for every map that starts on it (dashboard, live view, the address picker of a link). */
export const COMPANY_AREA_READ = [
  ...FLEET_SUMMARY_READ,
  "b2a-temporary-liveview:create",
  "b2a-temporary-liveview:update",
];
