import { BEHAVIOUR_ALERT_CODE } from "@armada/domain";
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { alertRules, rawAlerts } from "../alerts/index.js";
import { vehicles } from "../fleet/index.js";
import { MEDIA_REQUEST_STATUS, mediaRequests } from "../media/index.js";

const BEHAVIOUR_CODES = Object.values(BEHAVIOUR_ALERT_CODE);

/** What a driver's alert shows in every list of them (the raw alert joined with its vehicle's plate). */
export const driverAlertColumns = {
  rawAlertId: rawAlerts.rawAlertId,
  alertCode: rawAlerts.alertCode,
  alertFlag: rawAlerts.alertFlag,
  alertData: rawAlerts.alertData,
  createdOn: rawAlerts.createdOn,
  vehicleId: rawAlerts.vehicleId,
  licensePlate: vehicles.licensePlate,
  latitude: rawAlerts.latitude,
  longitude: rawAlerts.longitude,
  address: rawAlerts.address,
};

/**
 * One driver's behaviour alerts between two moments, newest first, with the vehicle's plate, the threshold of the
 * alert's first rule and its latest stored clip; and how many there are in all.
 */
export async function findDriverAlerts(
  db: DbExecutor,
  companyId: number,
  query: { driverId: number; from: Date; to: Date; offset: number; limit: number },
) {
  const where = and(
    eq(rawAlerts.companyId, companyId),
    eq(rawAlerts.driverId, query.driverId),
    inArray(rawAlerts.alertCode, BEHAVIOUR_CODES),
    gte(rawAlerts.createdOn, query.from),
    lt(rawAlerts.createdOn, query.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...driverAlertColumns,
        addressNear: rawAlerts.addressNear,
        isRead: rawAlerts.isRead,
        isFalseAlert: rawAlerts.isFalseAlert,
        threshold: sql<
          number | null
        >`coalesce(${alertRules.maxThreshold}, ${alertRules.minThreshold}, ${alertRules.minThresholdTime})`,
        mediaId: sql<number | null>`(
          select ${mediaRequests.id} from ${mediaRequests}
           where ${mediaRequests.rawAlertId} = ${rawAlerts.rawAlertId}
             and ${mediaRequests.status} = ${MEDIA_REQUEST_STATUS.success}
             and ${isNotNull(mediaRequests.fileKey)}
           order by ${mediaRequests.createdOn} desc limit 1)`,
      })
      .from(rawAlerts)
      .innerJoin(vehicles, eq(vehicles.id, rawAlerts.vehicleId))
      .leftJoin(
        alertRules,
        and(
          eq(alertRules.alertRuleId, sql`${rawAlerts.alertRuleIds}[1]`),
          eq(alertRules.companyId, companyId),
        ),
      )
      .where(where)
      .orderBy(desc(rawAlerts.createdOn), desc(rawAlerts.rawAlertId))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(rawAlerts).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
