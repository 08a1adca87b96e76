import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { maintenanceResolvers } from "./resolvers.js";
import { createServiceOrderService } from "./serviceOrderService.js";
import { createServicePlanService } from "./servicePlanService.js";

const provide = ({ db }: ModuleHost) => ({
  maintenance: {
    servicePlans: createServicePlanService(db),
    serviceOrders: createServiceOrderService(db),
  },
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    maintenance: ReturnType<typeof provide>;
  }
}

/** Service plans, meter corrections and service orders (issue 34): the /maintenance/ screen. */
export const maintenanceModule = defineModule({
  name: "maintenance",
  dependsOn: ["auth", "company", "fleet"],
  provides: provide,
  resolvers: maintenanceResolvers,
});
