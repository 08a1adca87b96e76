import { defineModule, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createJt808AuthCodes } from "./jt808AuthCodes.js";

/** The device gateways themselves are started by main.ts (startIngest) once the server listens. */
const provide = (_host: unknown, { fleet }: Pick<ModuleServices, "fleet">) => ({
  /** the JT/T 808 gateway's registration codes (startIngest's jt808AuthCodes) */
  jt808AuthCodes: createJt808AuthCodes(fleet.jt808AuthCodeHashes),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    ingest: ReturnType<typeof provide>;
  }
}

export const ingestModule = defineModule({
  name: "ingest",
  dependsOn: ["auth", "device-commands", "fleet", "positions"],
  provides: provide,
});
