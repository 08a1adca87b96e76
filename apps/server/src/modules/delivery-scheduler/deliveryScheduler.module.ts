import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createDeliveryOrderGenerator, startDeliveryGeneration } from "./deliveryOrderGenerator.js";
import { createDeliveryTemplateService } from "./deliveryTemplateService.js";
import { deliverySchedulerResolvers } from "./resolvers.js";

function provide({ db }: ModuleHost, { deliveries }: Pick<ModuleServices, "deliveries">) {
  const generator = createDeliveryOrderGenerator(db, deliveries.deliveries.deliveryOrders);
  return { deliveryScheduler: { generator, templates: createDeliveryTemplateService(db, generator) } };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "delivery-scheduler": ReturnType<typeof provide>;
  }
}

/**
 * Recurring delivery templates (issue 36): the /delivery-scheduler/ screen, and the job that makes their delivery
 * orders through the deliveries module as days enter each template's horizon (every instance runs it; the (template,
 * day) claim keeps each order single).
 */
export const deliverySchedulerModule = defineModule({
  name: "delivery-scheduler",
  dependsOn: ["auth", "company", "deliveries", "fleet"],
  provides: provide,
  resolvers: deliverySchedulerResolvers,
  jobs: ({ deliveryScheduler }, _deps, { log }) => startDeliveryGeneration(deliveryScheduler.generator, log),
});
