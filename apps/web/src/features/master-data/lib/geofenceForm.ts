import type { GeofenceRow } from "../api/geofences";
import type { DrawnShape } from "./geofenceEditor";

export const GEOFENCE_FLAGS = ["isGarage", "isServiceLoc", "isBillingAddr", "isDepot", "isAlert"] as const;
export type GeofenceFlag = (typeof GEOFENCE_FLAGS)[number];

export interface GeofenceFormValues {
  fenceName: string;
  address: string;
  category: string;
  ownership: "Own" | "Customer";
  flags: GeofenceFlag[];
}

export function geofenceToForm(fence: GeofenceRow | null): GeofenceFormValues {
  return {
    fenceName: fence?.fenceName ?? "",
    address: fence?.address ?? "",
    category: fence?.category ?? "",
    ownership: fence?.ownership === "Customer" ? "Customer" : "Own",
    flags: fence ? GEOFENCE_FLAGS.filter((flag) => fence[flag]) : [],
  };
}

/**
 * The create or update input: the form's fields plus the drawn shape. On update the shape is sent only
 * when it was edited (`shape` given).
 */
export function geofenceFormToInput(
  values: GeofenceFormValues,
  shape: DrawnShape | null,
  editing?: GeofenceRow,
): Record<string, unknown> {
  const input: Record<string, unknown> = {
    fenceName: values.fenceName,
    address: values.address.trim(),
    category: values.category.trim(),
    ownership: values.ownership,
  };
  for (const flag of GEOFENCE_FLAGS) input[flag] = values.flags.includes(flag);
  if (shape) Object.assign(input, shape);
  if (editing) input.geofenceId = editing.geofenceId;
  return input;
}

/** Shape issues (type, circData, polyData) are shown under the map, as one "shape" error. */
export function geofenceFieldOf(inputField: string): string {
  return inputField === "type" || inputField === "circData" || inputField === "polyData"
    ? "shape"
    : inputField;
}
