import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

/** A page of a report's rows, with the page totals. */
function paged<T>(rows: readonly T[], pagination: { page: number; show: number }) {
  const offset = (pagination.page - 1) * pagination.show;
  return {
    data: rows.slice(offset, offset + pagination.show),
    pagination: { total: rows.length, ...pagination },
  };
}

export const reportResolvers: Resolvers = {
  Query: {
    tripReport: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => {
        const { context, rows } = await ctx.services.reports.trips(user, filter, ctx.language);
        const page = paged(rows, context.filter.pagination);
        return { ...page, data: await ctx.services.reports.withTripAddresses(user.companyId, page.data) };
      });
    },
    stopReport: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => {
        const { context, rows } = await ctx.services.reports.stops(user, filter, ctx.language);
        const page = paged(rows, context.filter.pagination);
        return { ...page, data: await ctx.services.reports.withAddresses(user.companyId, page.data) };
      });
    },
    geofenceVisitReport: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => {
        const { context, rows } = await ctx.services.reports.geofenceVisits(user, filter, ctx.language);
        return paged(rows, context.filter.pagination);
      });
    },
    alertSummaryReport: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => {
        const { context: _context, ...data } = await ctx.services.reports.alerts(user, filter, ctx.language);
        return { data };
      });
    },
    utilisationReport: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => {
        const { context, rows } = await ctx.services.reports.utilisation(user, filter, ctx.language);
        return paged(rows, context.filter.pagination);
      });
    },
    driverScoreReport: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => {
        const { context, rows } = await ctx.services.reports.driverScores(user, filter, ctx.language);
        return paged(rows, context.filter.pagination);
      });
    },
  },
};
