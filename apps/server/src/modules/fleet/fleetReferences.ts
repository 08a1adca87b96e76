import { FIELD_LABELS, type FieldError, type Language, messageFor } from "@armada/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles } from "./fleet.tables.js";

/** Vehicle and driver ids a record refers to, by the field that names each (vehicleId; driverId, coDriverId). */
export interface FleetReferences {
  vehicles?: Record<string, number | undefined> | undefined;
  drivers?: Record<string, number | undefined> | undefined;
}

/** "{field} tidak ditemukan." for the field, labelled in the language. */
export function referenceIssue(field: string, language: Language): FieldError {
  const name = field.split(".").at(-1) ?? field;
  const label = FIELD_LABELS[name]?.[language] ?? field;
  return { field, message: messageFor("InvalidReference", language, { field: label }) };
}

const given = (refs: Record<string, number | undefined> | undefined) =>
  Object.entries(refs ?? {}).filter((entry): entry is [string, number] => entry[1] !== undefined);

/**
 * The issues of ids that are not the company's vehicles or drivers (a driver must be a driver); another company's id
 * is reported exactly like an unknown one.
 */
export async function fleetReferenceIssues(
  db: DbExecutor,
  companyId: number,
  refs: FleetReferences,
  language: Language,
): Promise<FieldError[]> {
  const issues: FieldError[] = [];
  const vehicleRefs = given(refs.vehicles);
  if (vehicleRefs.length > 0) {
    const found = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.companyId, companyId),
          inArray(
            vehicles.id,
            vehicleRefs.map(([, id]) => id),
          ),
        ),
      );
    const ids = new Set(found.map((row) => row.id));
    for (const [field, id] of vehicleRefs) if (!ids.has(id)) issues.push(referenceIssue(field, language));
  }
  const drivers = given(refs.drivers);
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
    for (const [field, id] of drivers) if (!ids.has(id)) issues.push(referenceIssue(field, language));
  }
  return issues;
}
