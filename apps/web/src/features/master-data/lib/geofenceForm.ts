import type { CreateGeofenceInput, UpdateGeofenceInput } from "@/generated/graphql/graphql";
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
): CreateGeofenceInput | UpdateGeofenceInput {
  const fields = {
    fenceName: values.fenceName,
    address: values.address.trim(),
    category: values.category.trim(),
    ownership: values.ownership,
    ...Object.fromEntries(GEOFENCE_FLAGS.map((flag) => [flag, values.flags.includes(flag)])),
    ...shape,
  };
  if (editing) return { ...fields, geofenceId: editing.geofenceId };
  // a new fence always has its shape: the form's resolver refuses to submit without one
  return fields as CreateGeofenceInput;
}

/** Shape issues (type, circData, polyData) are shown under the map, as one "shape" error. */
export function geofenceFieldOf(inputField: string): string {
  return inputField === "type" || inputField === "circData" || inputField === "polyData"
    ? "shape"
    : inputField;
}
