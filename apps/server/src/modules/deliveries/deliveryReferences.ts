import { FIELD_LABELS, type FieldError, type Language, messageFor } from "@armada/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { findGeofencesByIds } from "../geofences/index.js";

/** Ids a delivery order or fleet task refers to, by the field that names each. */
export interface DeliveryReferences {
  vehicleId?: number | undefined;
  /** drivers: driverId, coDriverId */
  drivers?: Record<string, number | undefined>;
  /** geofences: origin.geofenceId, stops.2.address.geofenceId, ... */
  geofences?: Record<string, number | null | undefined>;
}

const issue = (field: string, language: Language): FieldError => {
  const name = field.split(".").at(-1) ?? field;
  const label = FIELD_LABELS[name]?.[language] ?? field;
  return { field, message: messageFor("InvalidReference", language, { field: label }) };
};

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
  const issues: FieldError[] = [];
  if (refs.vehicleId !== undefined) {
    const [found] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, refs.vehicleId)));
    if (!found) issues.push(issue("vehicleId", language));
  }
  const drivers = Object.entries(refs.drivers ?? {}).filter(
    (entry): entry is [string, number] => entry[1] !== undefined,
  );
  if (drivers.length > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          eq(users.isDriver, true),
          inArray(
            users.id,
            drivers.map(([, id]) => id),
          ),
        ),
      );
    const ids = new Set(found.map((row) => row.id));
    for (const [field, id] of drivers) if (!ids.has(id)) issues.push(issue(field, language));
  }
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
    for (const [field, id] of fences) if (!found.has(id)) issues.push(issue(field, language));
  }
  if (issues.length > 0) throw new AppError("ValidationError", 400, {}, { issues });
}
