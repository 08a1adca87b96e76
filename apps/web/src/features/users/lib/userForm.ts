import type { CreateUserInput, UpdateUserInput } from "@/generated/graphql/graphql";
import type { CompanyUserRow } from "../api/users";

export interface UserFormValues {
  name: string;
  email: string;
  phoneNo: string;
  /** the chosen role's id as the select holds it; "" before one is chosen */
  roleId: string;
}

export function userToForm(row: CompanyUserRow | null): UserFormValues {
  return {
    name: row?.name ?? "",
    email: row?.email ?? "",
    phoneNo: row?.phoneNo ? row.phoneNo.replace(/^\+62/, "0") : "",
    roleId: row?.roleId ? String(row.roleId) : "",
  };
}

/** A new user sends the filled fields; an edit sends all of them ("" clears the number or e-mail). */
export function userFormToInput(
  values: UserFormValues,
  editing?: CompanyUserRow,
): CreateUserInput | UpdateUserInput {
  const roleId = values.roleId ? Number(values.roleId) : undefined;
  if (editing)
    return { userId: editing.id, name: values.name, email: values.email, phoneNo: values.phoneNo, roleId };
  return {
    name: values.name,
    email: values.email,
    ...(values.phoneNo.trim() ? { phoneNo: values.phoneNo } : {}),
    roleId: roleId as number,
  };
}
