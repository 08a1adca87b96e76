import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createDeviceCommandLink } from "./deviceCommandLink.js";
import { createDeviceCommandService } from "./deviceCommandService.js";
import { deviceCommandResolvers } from "./resolvers.js";
import { startDeviceCommandJobs } from "./startDeviceCommandJobs.js";

function provide({ db, bus, log }: ModuleHost) {
  const deviceCommandLink = createDeviceCommandLink(db, bus, log);
  return {
    /** the GT06 gateway's side of device commands (startIngest's commands hooks) */
    deviceCommandLink,
    deviceCommands: createDeviceCommandService(db, bus, deviceCommandLink),
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "device-commands": ReturnType<typeof provide>;
  }
}

export const deviceCommandsModule = defineModule({
  name: "device-commands",
  dependsOn: ["audit", "auth", "company", "fleet", "positions"],
  provides: provide,
  resolvers: (own, { audit }) => deviceCommandResolvers({ ...own, audit: audit.audit }),
  jobs({ deviceCommands, deviceCommandLink }, { auth }, { bus, log }) {
    const stopDeviceCommandJobs = startDeviceCommandJobs(bus, deviceCommands, auth.operatorSockets, log);
    return {
      async stop() {
        await stopDeviceCommandJobs();
        deviceCommandLink.stop();
      },
    };
  },
});
