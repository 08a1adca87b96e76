import { FIELD_LABELS, type FieldError, type Language, messageFor } from "@armada/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { vehicles } from "../fleet/index.js";

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
