import { DEFAULT_MOTION_TIMEOUTS } from "@armada/domain";
import { startLeadership } from "../../db/leadership.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { startPartitionMaintenance } from "./partitions/partitionMaintenance.js";
import { createCompanyTimeouts } from "./pipeline/companyTimeouts.js";
import { startOfflineSweeper } from "./pipeline/offlineSweeper.js";
import { createPositionPipeline } from "./pipeline/positionPipeline.js";
import { createStatusTaps } from "./pipeline/statusTaps.js";
import { createPositionRetention } from "./positionRetention.js";
import { createPositionsService } from "./positionsService.js";
import { positionResolvers } from "./resolvers.js";
import { createVehicleAddressKeeper, VEHICLE_ADDRESS_LOCK_KEY } from "./vehicleAddressKeeper.js";

function provide(
  { db, bus, config, log }: ModuleHost,
  { auth, geocoding }: Pick<ModuleServices, "auth" | "geocoding">,
) {
  auth.identityDetails.add(async (user) => {
    const timeouts = await createCompanyTimeouts(db).load([user.companyId]);
    return { motionTimeouts: timeouts.get(user.companyId) ?? DEFAULT_MOTION_TIMEOUTS };
  });
  const statusTaps = createStatusTaps();
  const positionRetention = createPositionRetention();
  return {
    positions: createPositionsService(db, positionRetention),
    /** where retention, above, tells position readers each company's cutoff and archived tracks */
    positionRetention,
    // PGlite has one connection: concurrent write lanes only help on PostgreSQL.
    positionPipeline: createPositionPipeline(db, bus, log, {
      lanes: config.databaseUrl ? 4 : 1,
      taps: statusTaps,
    }),
    /** where modules above (webhooks) register for positions and status changes in the storing transaction */
    statusTaps,
    /** started by the module's jobs, in one instance at a time */
    vehicleAddresses: createVehicleAddressKeeper(db, bus, geocoding.geocoding, log),
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    positions: ReturnType<typeof provide>;
  }
}

export const positionsModule = defineModule({
  name: "positions",
  dependsOn: ["auth", "company", "fleet", "geocoding"],
  provides: provide,
  resolvers: positionResolvers,
  async jobs({ positionPipeline, statusTaps, vehicleAddresses }, _deps, { database, bus, log }) {
    const stopOfflineSweeper = startOfflineSweeper(
      database.db,
      bus,
      log,
      (vehicleId) => positionPipeline.markedOffline(vehicleId),
      statusTaps,
    );
    const stopPartitionMaintenance = await startPartitionMaintenance(database.db, log);
    const vehicleAddressLead = await startLeadership(
      database,
      VEHICLE_ADDRESS_LOCK_KEY,
      { lead: () => vehicleAddresses.start(), follow: () => vehicleAddresses.stop() },
      log,
    );
    return {
      // the last batch is written and published while the alert engine and the rollups still listen
      drain: () => positionPipeline.stop(),
      async stop() {
        stopPartitionMaintenance();
        await stopOfflineSweeper();
        await vehicleAddressLead.stop();
      },
    };
  },
});
