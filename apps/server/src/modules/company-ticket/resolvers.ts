import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function companyTicketResolvers({
  companyTickets,
}: Pick<AllModuleServices, "companyTickets">): Resolvers {
  const { tickets, marketplace } = companyTickets;
  return {
    Query: {
      companyTickets: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => tickets.list(user, filter, ctx.language));
      },
      companyTicket: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await tickets.get(user, input, ctx.language) }));
      },
      consoleCompanyTickets: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => tickets.consoleList(user, filter, ctx.language));
      },
      consoleCompanyTicket: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await tickets.consoleGet(user, input, ctx.language) }));
      },
      companyTicketNotices: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await tickets.notices(user) }));
      },
    },
    Mutation: {
      createCompanyTicket: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await tickets.create(user, input, ctx.language) }), "Saved");
      },
      replyCompanyTicket: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await tickets.reply(user, input, ctx.language) }), "Saved");
      },
      closeCompanyTicket: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await tickets.close(user, input, ctx.language) }), "Saved");
      },
      consoleReplyCompanyTicket: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await tickets.consoleReply(user, input, ctx.language) }),
          "Saved",
        );
      },
      requestMarketplaceItem: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await marketplace.request(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
