import type { Language } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { fleetReferenceIssues, referenceIssue } from "../fleet/index.js";
import { findGeofencesByIds } from "../geofences/index.js";

/** Ids a delivery order or fleet task refers to, by the field that names each. */
export interface DeliveryReferences {
  vehicleId?: number | undefined;
  /** drivers: driverId, coDriverId */
  drivers?: Record<string, number | undefined>;
  /** geofences: origin.geofenceId, stops.2.address.geofenceId, ... */
  geofences?: Record<string, number | null | undefined>;
}

/**
 * Checks that every id is the company's (drivers must be drivers); another company's id is reported exactly like an
 * unknown one. Throws a ValidationError naming the fields.
 */
export async function checkDeliveryReferences(
  db: DbExecutor,
  companyId: number,
  refs: DeliveryReferences,
  language: Language,
): Promise<void> {
  const issues = await fleetReferenceIssues(
    db,
    companyId,
    { vehicles: { vehicleId: refs.vehicleId }, drivers: refs.drivers },
    language,
  );
  const fences = Object.entries(refs.geofences ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );
  if (fences.length > 0) {
    const found = new Set(
      (
        await findGeofencesByIds(
          db,
          companyId,
          fences.map(([, id]) => id),
        )
      ).map((fence) => fence.geofenceId),
    );
    for (const [field, id] of fences) if (!found.has(id)) issues.push(referenceIssue(field, language));
  }
  if (issues.length > 0) throw new AppError("ValidationError", 400, {}, { issues });
}
