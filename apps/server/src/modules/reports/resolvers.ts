import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

/** A page of a report's rows, with the page totals. */
function paged<T>(rows: readonly T[], pagination: { page: number; show: number }) {
  const offset = (pagination.page - 1) * pagination.show;
  return {
    data: rows.slice(offset, offset + pagination.show),
    pagination: { total: rows.length, ...pagination },
  };
}

export function reportResolvers({ reports }: Pick<AllModuleServices, "reports">): Resolvers {
  return {
    Query: {
      tripReport: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { context, rows, total } = await reports.trips(user, filter, ctx.language, true);
          return {
            data: await reports.withTripAddresses(user.companyId, rows),
            pagination: { total, ...context.filter.pagination },
          };
        });
      },
      stopReport: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { context, rows } = await reports.stops(user, filter, ctx.language);
          const page = paged(rows, context.filter.pagination);
          return { ...page, data: await reports.withAddresses(user.companyId, page.data) };
        });
      },
      geofenceVisitReport: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { context, rows } = await reports.geofenceVisits(user, filter, ctx.language);
          return paged(rows, context.filter.pagination);
        });
      },
      alertSummaryReport: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { context: _context, ...data } = await reports.alerts(user, filter, ctx.language);
          return { data };
        });
      },
      utilisationReport: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { context, rows } = await reports.utilisation(user, filter, ctx.language);
          return paged(rows, context.filter.pagination);
        });
      },
      driverScoreReport: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { context, rows } = await reports.driverScores(user, filter, ctx.language);
          return paged(rows, context.filter.pagination);
        });
      },
    },
  };
}
