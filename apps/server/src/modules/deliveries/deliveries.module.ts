import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createDeliveryOrderService } from "./deliveryOrderService.js";
import { createFleetTaskService } from "./fleetTaskService.js";
import { deliveriesResolvers } from "./resolvers.js";

const provide = ({ db }: ModuleHost) => ({
  deliveries: {
    deliveryOrders: createDeliveryOrderService(db),
    fleetTasks: createFleetTaskService(db),
  },
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    deliveries: ReturnType<typeof provide>;
  }
}

/** Delivery orders and fleet tasks (issue 33): the /delivery/ and /fleet-task/ screens. */
export const deliveriesModule = defineModule({
  name: "deliveries",
  dependsOn: ["auth", "company", "fleet", "geofences"],
  provides: provide,
  resolvers: deliveriesResolvers,
});
