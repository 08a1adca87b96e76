import type { ArrivalDestination, ArrivalThresholds, GeofenceShape, PolygonRing } from "@armada/domain";
import { and, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { companies } from "../../company/index.js";
import { vehicles } from "../../fleet/index.js";
import { geofences } from "../../geofences/index.js";
import {
  arrivalNotices,
  temporaryLiveViewContacts,
  temporaryLiveViews,
  temporaryLiveViewVehicles,
} from "../temporaryLiveView.tables.js";

/** One contact waiting for one vehicle. */
export interface ArrivalTarget {
  contactId: number;
  contactKey: string;
  label: string;
  phoneNumber: string;
  companyId: number;
  temporaryLvId: number;
  shortKey: string;
  accessToken: string;
  vehicleId: number;
  licensePlate: string;
  destinationName: string;
  destination: ArrivalDestination;
  thresholds: ArrivalThresholds;
  approachingSent: boolean;
  arrivedSent: boolean;
  /** a consignee: the "arrived" notice asks them to reply when they have the goods */
  asksReceipt: boolean;
}

/**
 * Every (contact with a destination, vehicle) pair of the active views, with the notices already sent
 * and the company's thresholds: three queries for the whole system; or only the pair `only`.
 */
export async function loadArrivalTargets(
  db: DbExecutor,
  now: Date,
  only?: { contactId: number; vehicleId: number },
): Promise<ArrivalTarget[]> {
  const rows = await db
    .select({
      contactId: temporaryLiveViewContacts.contactId,
      contactKey: temporaryLiveViewContacts.contactKey,
      label: temporaryLiveViewContacts.label,
      phoneNumber: temporaryLiveViewContacts.phoneNumber,
      asksReceipt: temporaryLiveViewContacts.asksReceipt,
      location: temporaryLiveViewContacts.location,
      companyId: temporaryLiveViews.companyId,
      temporaryLvId: temporaryLiveViews.temporaryLvId,
      shortKey: temporaryLiveViews.shortKey,
      accessToken: temporaryLiveViews.accessToken,
      vehicleId: vehicles.id,
      licensePlate: vehicles.licensePlate,
      soonMinutes: companies.arrivalSoonMinutes,
      soonMeters: companies.arrivalSoonMeters,
      arrivalRadiusMeters: companies.arrivalRadiusMeters,
      approachingSentOn: arrivalNotices.approachingSentOn,
      arrivedSentOn: arrivalNotices.arrivedSentOn,
    })
    .from(temporaryLiveViewContacts)
    .innerJoin(
      temporaryLiveViews,
      eq(temporaryLiveViews.temporaryLvId, temporaryLiveViewContacts.temporaryLvId),
    )
    .innerJoin(companies, eq(companies.id, temporaryLiveViews.companyId))
    .innerJoin(
      temporaryLiveViewVehicles,
      eq(temporaryLiveViewVehicles.temporaryLvId, temporaryLiveViews.temporaryLvId),
    )
    .innerJoin(vehicles, eq(vehicles.id, temporaryLiveViewVehicles.vehicleId))
    .leftJoin(
      arrivalNotices,
      and(
        eq(arrivalNotices.contactId, temporaryLiveViewContacts.contactId),
        eq(arrivalNotices.vehicleId, vehicles.id),
      ),
    )
    .where(
      and(
        isNotNull(temporaryLiveViewContacts.location),
        isNull(temporaryLiveViews.deletedOn),
        eq(temporaryLiveViews.status, "A"),
        gt(temporaryLiveViews.expiresOn, now),
        only ? eq(temporaryLiveViewContacts.contactId, only.contactId) : undefined,
        only ? eq(vehicles.id, only.vehicleId) : undefined,
      ),
    );
  const areas = await savedAddressAreas(
    db,
    rows.flatMap((row) =>
      row.location?.type === "MEP_MASTER_DATA" && /^\d+$/.test(String(row.location.id ?? ""))
        ? [{ companyId: row.companyId, geofenceId: Number(row.location.id) }]
        : [],
    ),
  );
  return rows.flatMap((row) => {
    const location = row.location;
    if (!location) return [];
    const area =
      location.type === "MEP_MASTER_DATA" ? areas.get(`${row.companyId}|${location.id}`) : undefined;
    return [
      {
        contactId: row.contactId,
        contactKey: row.contactKey,
        label: row.label,
        phoneNumber: row.phoneNumber,
        companyId: row.companyId,
        temporaryLvId: row.temporaryLvId,
        shortKey: row.shortKey,
        accessToken: row.accessToken,
        vehicleId: row.vehicleId,
        licensePlate: row.licensePlate,
        destinationName: location.name || location.fullName,
        destination: { lat: location.lat, lng: location.lng, area: area ?? null },
        thresholds: {
          soonMinutes: row.soonMinutes,
          soonMeters: row.soonMeters,
          arrivalRadiusMeters: row.arrivalRadiusMeters,
        },
        approachingSent: row.approachingSentOn !== null,
        arrivedSent: row.arrivedSentOn !== null,
        asksReceipt: row.asksReceipt,
      },
    ];
  });
}

/** The saved addresses' own areas (a destination picked from the company's geofences). */
async function savedAddressAreas(db: DbExecutor, wanted: { companyId: number; geofenceId: number }[]) {
  const areas = new Map<string, GeofenceShape>();
  const ids = [...new Set(wanted.map((entry) => entry.geofenceId))];
  if (ids.length === 0) return areas;
  const rows = await db
    .select({
      geofenceId: geofences.geofenceId,
      companyId: geofences.companyId,
      type: geofences.type,
      circData: geofences.circData,
      polyData: geofences.polyData,
    })
    .from(geofences)
    .where(inArray(geofences.geofenceId, ids));
  for (const row of rows) {
    const key = `${row.companyId}|${row.geofenceId}`;
    if (row.type === "C" && row.circData) areas.set(key, { type: "C", circData: row.circData });
    if (row.type === "P" && row.polyData)
      areas.set(key, { type: "P", polyData: row.polyData as PolygonRing });
  }
  return areas;
}

/**
 * Marks a notice sent, only if it was not sent before: true when this call marked it (then, and only
 * then, the message is queued in the same transaction).
 */
export async function markNoticeSent(
  db: DbExecutor,
  contactId: number,
  vehicleId: number,
  notice: "approaching" | "arrived",
  at: Date,
): Promise<boolean> {
  await db.insert(arrivalNotices).values({ contactId, vehicleId }).onConflictDoNothing();
  const column = notice === "approaching" ? arrivalNotices.approachingSentOn : arrivalNotices.arrivedSentOn;
  const updated = await db
    .update(arrivalNotices)
    .set(notice === "approaching" ? { approachingSentOn: at } : { arrivedSentOn: at })
    .where(
      and(eq(arrivalNotices.contactId, contactId), eq(arrivalNotices.vehicleId, vehicleId), isNull(column)),
    )
    .returning({ contactId: arrivalNotices.contactId });
  return updated.length > 0;
}
