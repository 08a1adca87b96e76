import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createLandMeasurementService } from "./landMeasurementService.js";
import { landMeasurementResolvers } from "./resolvers.js";

function provide({ db }: ModuleHost, deps: Pick<ModuleServices, "positions">) {
  return { landMeasurement: createLandMeasurementService(db, deps.positions.positions) };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "land-measurement": ReturnType<typeof provide>;
  }
}

/** Land measurement (issue 38, `/land-measurement/`): areas measured by a tapped or driven boundary. */
export const landMeasurementModule = defineModule({
  name: "land-measurement",
  dependsOn: ["auth", "company", "fleet", "positions"],
  provides: provide,
  resolvers: landMeasurementResolvers,
});
