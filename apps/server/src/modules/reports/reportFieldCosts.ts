import { MAX_REPORT_DAYS } from "@armada/domain";
import type { FieldCost } from "../../graphql/fieldCostRule.js";

/**
 * A report costs this much per day of its period in a GraphQL document's cost (5,000 at most): a month costs 1,550,
 * so one request holds at most three month-long reports, while a page of the web client asks for one.
 */
export const REPORT_COST_PER_DAY = 50;

const DAY_MS = 86_400_000;

/** days of the filter's period as written; the longest period when it is a variable or not a date */
const reportCost: FieldCost = (args) => {
  const filter = args.filter as { startDate?: unknown; endDate?: unknown } | undefined;
  const days = (Date.parse(String(filter?.endDate)) - Date.parse(String(filter?.startDate))) / DAY_MS + 1;
  return (
    (Number.isFinite(days) ? Math.min(Math.max(days, 1), MAX_REPORT_DAYS) : MAX_REPORT_DAYS) *
    REPORT_COST_PER_DAY
  );
};

/** The report fields' costs, for the GraphQL cost limit. */
export const REPORT_FIELD_COSTS: Readonly<Record<string, FieldCost>> = Object.fromEntries(
  [
    "tripReport",
    "stopReport",
    "geofenceVisitReport",
    "alertSummaryReport",
    "utilisationReport",
    "driverScoreReport",
  ].map((field) => [`Query.${field}`, reportCost]),
);
