import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function invoicesResolvers({ invoices }: Pick<AllModuleServices, "invoices">): Resolvers {
  const { rateCards, invoices: invoiceService, settings } = invoices;
  return {
    Query: {
      rateCards: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => rateCards.list(user, filter, ctx.language));
      },
      invoices: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => invoiceService.list(user, filter, ctx.language));
      },
      invoice: (_root, { invoiceId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await invoiceService.get(user, invoiceId) }));
      },
      invoiceableOrders: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await invoiceService.invoiceableOrders(user, input, ctx.language),
        }));
      },
      invoiceSettings: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await settings.get(user) }));
      },
      invoiceCustomerDefaults: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await invoiceService.customerDefaults(user, input, ctx.language),
        }));
      },
    },
    Mutation: {
      createRateCard: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await rateCards.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateRateCard: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await rateCards.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteRateCard: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await rateCards.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      createInvoiceDraft: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await invoiceService.createDraft(user, input, ctx.language) }),
          "Saved",
        );
      },
      issueInvoice: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await invoiceService.issue(user, input, ctx.language) }),
          "Saved",
        );
      },
      markInvoicePaid: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await invoiceService.markPaid(user, input, ctx.language) }),
          "Saved",
        );
      },
      cancelInvoice: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await invoiceService.cancel(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateInvoiceSettings: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await settings.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      setInvoiceLogo: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await settings.setLogo(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
