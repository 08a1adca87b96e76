import {
  buildTemporaryLiveViewLink,
  type CompanyTimeZone,
  estimateEta,
  type WhatsappAnswerFacts,
} from "@armada/domain";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicleLatestStatus, vehicles } from "../fleet/index.js";
import { temporaryLiveViewVehicles } from "../temporary-live-view/index.js";
import type { RecipientLink } from "./recipientLinks.js";

/**
 * What the link lets its recipient see now, for an automatic answer: the link's first vehicle, its last fix only when
 * the link shows `lastSeen`, its driver only when it shows `driverName`; distance and ETA to the recipient's
 * destination. Null when the link has no vehicle (the operator answers).
 */
export async function answerFacts(
  db: DbExecutor,
  link: RecipientLink,
  publicUrl: string,
  reopened: boolean,
): Promise<WhatsappAnswerFacts | null> {
  const [vehicle] = await db
    .select({
      licensePlate: vehicles.licensePlate,
      driverName: users.name,
      latitude: vehicleLatestStatus.latitude,
      longitude: vehicleLatestStatus.longitude,
      speed: vehicleLatestStatus.speed,
      motionStatus: vehicleLatestStatus.motionStatus,
      fixTime: vehicleLatestStatus.fixTime,
    })
    .from(temporaryLiveViewVehicles)
    .innerJoin(vehicles, eq(vehicles.id, temporaryLiveViewVehicles.vehicleId))
    .leftJoin(users, eq(users.id, vehicles.driver1Id))
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id))
    .where(eq(temporaryLiveViewVehicles.temporaryLvId, link.temporaryLvId))
    .orderBy(vehicles.id)
    .limit(1);
  if (!vehicle) return null;
  const position =
    vehicle.latitude !== null && vehicle.longitude !== null
      ? { lat: vehicle.latitude, lng: vehicle.longitude }
      : null;
  const eta = position && link.location ? estimateEta(position, link.location, vehicle.speed) : null;
  return {
    licensePlate: vehicle.licensePlate,
    lastSeen: link.pickedColumns.includes("lastSeen") ? vehicle.fixTime : null,
    distanceMeters: eta ? Math.round(eta.distanceMeters) : null,
    etaSeconds: eta ? eta.etaSeconds : null,
    stopped: vehicle.motionStatus !== "moving",
    driverName: link.pickedColumns.includes("driverName") ? vehicle.driverName : null,
    link: buildTemporaryLiveViewLink(publicUrl, link.temporaryLvId, link, link.contactKey),
    reopened,
    timeZone: link.timeZone as CompanyTimeZone,
  };
}
