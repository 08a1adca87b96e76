import { FIELD_LABELS, type FieldError, type Language, messageFor } from "@armada/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { vehicles, vehicleVgroups, vgroups } from "../fleet/index.js";

export interface CostVehicle {
  id: number;
  licensePlate: string;
  /** expected km per litre */
  fuelEfficiency: number | null;
  fuelCapacity: number | null;
}

const columns = {
  id: vehicles.id,
  licensePlate: vehicles.licensePlate,
  fuelEfficiency: vehicles.fuelEfficiency,
  fuelCapacity: vehicles.fuelCapacity,
};

/** The company's vehicles among `ids` (every vehicle when `ids` is null). */
export function findCostVehicles(db: DbExecutor, companyId: number, ids: readonly number[] | null) {
  return db
    .select(columns)
    .from(vehicles)
    .where(
      and(eq(vehicles.companyId, companyId), ids ? inArray(vehicles.id, [...ids]) : undefined),
    ) as Promise<CostVehicle[]>;
}

/** The company's vehicle, or a ValidationError on `vehicleId` (another company's is reported like an unknown one). */
export async function requireCostVehicle(
  db: DbExecutor,
  companyId: number,
  vehicleId: number,
  language: Language,
): Promise<CostVehicle> {
  const [vehicle] = await findCostVehicles(db, companyId, [vehicleId]);
  if (vehicle) return vehicle;
  const label = FIELD_LABELS.vehicleId?.[language] ?? "vehicleId";
  const issue: FieldError = {
    field: "vehicleId",
    message: messageFor("InvalidReference", language, { field: label }),
  };
  throw new AppError("ValidationError", 400, {}, { issues: [issue] });
}

/** The company's vehicle groups with their vehicles' ids. */
export async function findCostVehicleGroups(db: DbExecutor, companyId: number) {
  const rows = await db
    .select({ groupId: vgroups.id, name: vgroups.name, vehicleId: vehicleVgroups.vehicleId })
    .from(vgroups)
    .innerJoin(vehicleVgroups, eq(vehicleVgroups.vgroupId, vgroups.id))
    .where(eq(vgroups.companyId, companyId));
  const groups = new Map<number, { groupId: number; name: string; vehicleIds: number[] }>();
  for (const row of rows) {
    const group = groups.get(row.groupId) ?? { groupId: row.groupId, name: row.name, vehicleIds: [] };
    group.vehicleIds.push(row.vehicleId);
    groups.set(row.groupId, group);
  }
  return [...groups.values()];
}
