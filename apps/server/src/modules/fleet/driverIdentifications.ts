import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/auth.tables.js";
import type { KnownDevice } from "../positions/pipeline/deviceReport.js";
import { driverIdentifications } from "./fleet.tables.js";

/** Card ids as readers send them differ in case and padding only: one form for matching. */
export const normaliseCardId = (cardId: string) => cardId.trim().toUpperCase();

/**
 * Records driver cards presented to vehicles' devices (GT06 0x17, 0x94/0x1B) with the company's driver whose
 * card it is, so that trips and driver scores can tell who drove. A device without a vehicle records nothing.
 */
export function createDriverIdentifications(db: DbExecutor) {
  return {
    async identify(device: KnownDevice, cardId: string, time: Date): Promise<void> {
      if (device.vehicleId === null) return;
      const card = normaliseCardId(cardId);
      const [driver] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.companyId, device.companyId), eq(users.driverCardId, card), eq(users.isDriver, true)),
        )
        .limit(1);
      await db.insert(driverIdentifications).values({
        companyId: device.companyId,
        vehicleId: device.vehicleId,
        deviceId: device.deviceId,
        cardId: card,
        driverId: driver?.id ?? null,
        identifiedAt: time,
      });
    },
  };
}

export type DriverIdentifications = ReturnType<typeof createDriverIdentifications>;
