import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

/** Success text of an action: the toasts of docs/spec/alert-center-and-shell.md §8 for resolve and false alert. */
function actionMessage(input: { actionType: string; data?: string | null }) {
  if (input.actionType === "FalseAlert")
    return input.data === "true" ? "FalseAlertSet" : "FalseAlertCancelled";
  if (input.actionType === "Resolve") return input.data === "true" ? "AlertChecked" : "AlertUnchecked";
  if (input.actionType === "Feedback") return "Saved";
  return "Success";
}

export const alertResolvers: Resolvers = {
  Query: {
    alertCodesPaginated: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.alertCodes.list(user, filter, ctx.language));
    },
    alertRules: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        alertRules: await ctx.services.alertRules.list(user, filter, ctx.language),
      }));
    },
    alertRule: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        data: await ctx.services.alertRules.get(user, filter, ctx.language),
      }));
    },
    alertRuleTemplates: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.alertRules.templates(user, filter, ctx.language));
    },
    alertRuleUserOptions: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.alertRules.userOptions(user, filter, ctx.language));
    },
    rawAlerts: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        rawAlerts: await ctx.services.rawAlerts.list(user, filter, ctx.language),
      }));
    },
    rawAlertsLight: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        rawAlerts: await ctx.services.rawAlerts.listLight(user, filter, ctx.language),
      }));
    },
    rawAlert: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        data: await ctx.services.rawAlerts.get(user, filter, ctx.language),
      }));
    },
    totalImportantAlerts: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        data: await ctx.services.rawAlerts.totals(user, filter, ctx.language),
      }));
    },
    payload: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        data: await ctx.services.rawAlerts.payload(user, filter, ctx.language),
      }));
    },
    notificationLog: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        notificationLog: await ctx.services.rawAlerts.notificationLog(user, filter, ctx.language),
      }));
    },
  },
  Mutation: {
    createAlertRule: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.alertRules.create(user, input, ctx.language) }),
        "Saved",
      );
    },
    updateAlertRule: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.alertRules.update(user, input, ctx.language) }),
        "Saved",
      );
    },
    deleteAlertRule: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.alertRules.remove(user, input, ctx.language) }),
        "Deleted",
      );
    },
    updateAlertRules: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ count: await ctx.services.alertRules.setActive(user, input, ctx.language) }),
        "Saved",
      );
    },
    deleteAlertRules: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ count: await ctx.services.alertRules.removeMany(user, input, ctx.language) }),
        "Deleted",
      );
    },
    createAlertRules: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        () => ctx.services.alertRules.createFromTemplates(user, input, ctx.language),
        "Saved",
      );
    },
    upsertRawAlertsAction: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => {
          const { records, aggregate } = await ctx.services.rawAlerts.action(user, input, ctx.language);
          return { upsertRawAlertsAction: records, aggregate };
        },
        actionMessage(input),
      );
    },
  },
};
