import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createJt808AuthCodes } from "./jt808AuthCodes.js";
import { createSharedMediaPort } from "./sharedMediaPort.js";

/** The device gateways themselves are started by main.ts (startIngest, mediaPort.start) once the server listens. */
const provide = (
  { config, log, clientConnections }: ModuleHost,
  { fleet }: Pick<ModuleServices, "fleet">,
) => ({
  /** the JT/T 808 gateway's registration codes (startIngest's jt808AuthCodes) */
  jt808AuthCodes: createJt808AuthCodes(fleet.jt808AuthCodeHashes),
  /** the JT/T 1078 media port the dashcams stream to (driver call audio, live video) */
  mediaPort: createSharedMediaPort(config, log, clientConnections),
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
  jobs: ({ mediaPort }) => ({ stop: () => mediaPort.close() }),
});
