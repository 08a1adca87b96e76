import { type DriverCardRead, normaliseDriverCardId } from "@armada/domain";
import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { driverIdentifications } from "./fleet.tables.js";

/**
 * Records driver cards presented to vehicles' devices (GT06 0x17, 0x94/0x1B) with the company's driver whose
 * card it is, so that trips and driver scores can tell who drove. A device without a vehicle records nothing.
 */
/** The device that read the card (positions' KnownDevice is one). */
export interface CardReader {
  deviceId: number;
  companyId: number;
  /** null when the device is not fitted to a vehicle */
  vehicleId: number | null;
}

export function createDriverIdentifications(db: DbExecutor) {
  return {
    async identify(device: CardReader, cardId: string, time: Date): Promise<void> {
      if (device.vehicleId === null) return;
      const card = normaliseDriverCardId(cardId);
      const [driver] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.companyId, device.companyId),
            eq(users.driverCardId, card),
            eq(users.isDriver, true),
            eq(users.isActive, true),
          ),
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

/** Earlier reads of a card no driver had then now count for the driver who was just given that card. */
export async function linkCardReads(db: DbExecutor, companyId: number, cardId: string, driverId: number) {
  await db
    .update(driverIdentifications)
    .set({ driverId })
    .where(
      and(
        eq(driverIdentifications.companyId, companyId),
        eq(driverIdentifications.cardId, cardId),
        isNull(driverIdentifications.driverId),
      ),
    );
}

/** The vehicles' card reads in (from, to], oldest first. */
export async function findCardReads(
  db: DbExecutor,
  vehicleIds: readonly number[],
  from: Date,
  to: Date,
): Promise<(DriverCardRead & { vehicleId: number })[]> {
  if (vehicleIds.length === 0) return [];
  return db
    .select({
      vehicleId: driverIdentifications.vehicleId,
      driverId: driverIdentifications.driverId,
      identifiedAt: driverIdentifications.identifiedAt,
    })
    .from(driverIdentifications)
    .where(
      and(
        inArray(driverIdentifications.vehicleId, [...vehicleIds]),
        gt(driverIdentifications.identifiedAt, from),
        lte(driverIdentifications.identifiedAt, to),
      ),
    )
    .orderBy(asc(driverIdentifications.identifiedAt));
}
