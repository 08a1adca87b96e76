import { FIELD_LABELS, type FieldError, type Language, messageFor } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { findGeofencesByIds } from "../geofences/index.js";
import { findUsersByIds } from "./driverRepository.js";
import { findVehicleTypesByIds } from "./vehicleTypeRepository.js";
import { findVgroupsByIds } from "./vgroupRepository.js";

export interface VehicleReferences {
  vehicleTypeId?: number | undefined;
  driver1Id?: number | undefined;
  driver2Id?: number | undefined;
  garageId?: number | undefined;
  vgroupIds?: readonly number[] | undefined;
}

const label = (field: string, language: Language) => FIELD_LABELS[field]?.[language] ?? field;

/** A field issue "{field} tidak ditemukan." for an id that is not one of the company's. */
export function referenceIssue(field: string, language: Language): FieldError {
  return { field, message: messageFor("InvalidReference", language, { field: label(field, language) }) };
}

export function validationError(issues: FieldError[]) {
  return new AppError("ValidationError", 400, {}, { issues });
}

/**
 * Checks that the ids a vehicle refers to are the company's (drivers must be drivers). Another
 * company's id is reported exactly like an unknown one. Throws a ValidationError naming the fields.
 */
export async function checkVehicleReferences(
  db: DbExecutor,
  companyId: number,
  refs: VehicleReferences,
  language: Language,
): Promise<void> {
  const issues: FieldError[] = [];
  if (refs.vehicleTypeId !== undefined) {
    const found = await findVehicleTypesByIds(db, companyId, [refs.vehicleTypeId]);
    if (found.length === 0) issues.push(referenceIssue("vehicleTypeId", language));
  }
  const driverFields = (["driver1Id", "driver2Id"] as const).filter((field) => refs[field] !== undefined);
  if (driverFields.length > 0) {
    const drivers = await findUsersByIds(
      db,
      companyId,
      driverFields.map((field) => refs[field] as number),
    );
    const driverIds = new Set(drivers.filter((driver) => driver.isDriver).map((driver) => driver.userId));
    for (const field of driverFields) {
      if (!driverIds.has(refs[field] as number)) issues.push(referenceIssue(field, language));
    }
  }
  if (refs.garageId !== undefined) {
    const found = await findGeofencesByIds(db, companyId, [refs.garageId]);
    if (found.length === 0) issues.push(referenceIssue("garageId", language));
  }
  if (refs.vgroupIds && refs.vgroupIds.length > 0) {
    const found = await findVgroupsByIds(db, companyId, refs.vgroupIds);
    if (found.length !== new Set(refs.vgroupIds).size) issues.push(referenceIssue("vgroupIds", language));
  }
  if (issues.length > 0) throw validationError(issues);
}

/** Driver 1 and driver 2 must be different people (checked on the merged stored and new values). */
export function checkDifferentDrivers(
  driver1Id: number | null,
  driver2Id: number | null,
  language: Language,
) {
  if (driver1Id === null || driver1Id !== driver2Id) return;
  const message =
    language === "id"
      ? `${label("driver2Id", language)} harus berbeda dari ${label("driver1Id", language)}`
      : `${label("driver2Id", language)} must differ from ${label("driver1Id", language)}`;
  throw validationError([{ field: "driver2Id", message }]);
}
