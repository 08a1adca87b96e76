import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

/** Success text of an action: the toasts of docs/spec/alert-center-and-shell.md §8 for resolve and false alert. */
function actionMessage(input: { actionType: string; data?: string | null }) {
  if (input.actionType === "FalseAlert")
    return input.data === "true" ? "FalseAlertSet" : "FalseAlertCancelled";
  if (input.actionType === "Resolve") return input.data === "true" ? "AlertChecked" : "AlertUnchecked";
  if (input.actionType === "Feedback") return "Saved";
  return "Success";
}

export function alertResolvers({
  alertCodes,
  alertRules,
  rawAlerts,
  audit,
}: Pick<AllModuleServices, "alertCodes" | "alertRules" | "rawAlerts" | "audit">): Resolvers {
  const ruleTarget = (rule: { alertRuleId: number; label: string }) => ({
    type: "alert_rule",
    id: rule.alertRuleId,
    label: rule.label,
  });
  /** a change to several rules at once: one entry with their number */
  const rulesTarget = (count: number) => ({ type: "alert_rule", label: String(count) });
  return {
    Query: {
      alertCodesPaginated: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => alertCodes.list(user, filter, ctx.language));
      },
      alertRules: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          alertRules: await alertRules.list(user, filter, ctx.language),
        }));
      },
      alertRule: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await alertRules.get(user, filter, ctx.language),
        }));
      },
      alertRuleTemplates: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => alertRules.templates(user, filter, ctx.language));
      },
      alertRuleUserOptions: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => alertRules.userOptions(user, filter, ctx.language));
      },
      rawAlerts: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          rawAlerts: await rawAlerts.list(user, filter, ctx.language),
        }));
      },
      rawAlertsLight: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          rawAlerts: await rawAlerts.listLight(user, filter, ctx.language),
        }));
      },
      rawAlert: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await rawAlerts.get(user, filter, ctx.language),
        }));
      },
      totalImportantAlerts: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await rawAlerts.totals(user, filter, ctx.language),
        }));
      },
      payload: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await rawAlerts.payload(user, filter, ctx.language),
        }));
      },
      notificationLog: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          notificationLog: await rawAlerts.notificationLog(user, filter, ctx.language),
        }));
      },
    },
    Mutation: {
      createAlertRule: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const rule = await alertRules.create(user, input, ctx.language);
            await audit.recordRequest(ctx.request, "alert_rule.create", ruleTarget(rule));
            return { data: rule };
          },
          "Saved",
        );
      },
      updateAlertRule: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const rule = await alertRules.update(user, input, ctx.language);
            await audit.recordRequest(ctx.request, "alert_rule.update", ruleTarget(rule));
            return { data: rule };
          },
          "Saved",
        );
      },
      deleteAlertRule: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const rule = await alertRules.remove(user, input, ctx.language);
            await audit.recordRequest(ctx.request, "alert_rule.delete", ruleTarget(rule));
            return { data: rule };
          },
          "Deleted",
        );
      },
      updateAlertRules: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const count = await alertRules.setActive(user, input, ctx.language);
            await audit.recordRequest(ctx.request, "alert_rule.update", rulesTarget(count), { count });
            return { count };
          },
          "Saved",
        );
      },
      deleteAlertRules: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const count = await alertRules.removeMany(user, input, ctx.language);
            await audit.recordRequest(ctx.request, "alert_rule.delete", rulesTarget(count), { count });
            return { count };
          },
          "Deleted",
        );
      },
      createAlertRules: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const created = await alertRules.createFromTemplates(user, input, ctx.language);
            for (const rule of created.data)
              await audit.recordRequest(ctx.request, "alert_rule.create", ruleTarget(rule));
            return created;
          },
          "Saved",
        );
      },
      upsertRawAlertsAction: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const { records, aggregate } = await rawAlerts.action(user, input, ctx.language);
            return { upsertRawAlertsAction: records, aggregate };
          },
          actionMessage(input),
        );
      },
    },
  };
}
