import type { CreateDriverInput, UpdateDriverInput } from "@/generated/graphql/graphql";
import type { DriverRow } from "../api/drivers";

export interface DriverFormValues {
  fullname: string;
  phoneNo: string;
  email: string;
  driverCardId: string;
}

export function driverToForm(row: DriverRow | null): DriverFormValues {
  return {
    fullname: row?.fullname ?? "",
    phoneNo: row?.phoneNo ? row.phoneNo.replace(/^\+62/, "0") : "",
    email: row?.email ?? "",
    driverCardId: row?.driverCardId ?? "",
  };
}

/** A new driver sends the filled fields; an edit sends all of them ("" clears a phone, e-mail or card). */
export function driverFormToInput(
  values: DriverFormValues,
  editing?: DriverRow,
): CreateDriverInput | UpdateDriverInput {
  if (editing) return { userId: editing.userId, ...values };
  return {
    fullname: values.fullname,
    ...(values.phoneNo.trim() ? { phoneNo: values.phoneNo } : {}),
    ...(values.email.trim() ? { email: values.email } : {}),
    ...(values.driverCardId.trim() ? { driverCardId: values.driverCardId } : {}),
  };
}
