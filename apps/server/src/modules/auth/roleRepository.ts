import { USER_MANAGE_KEY } from "@armada/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { roles } from "./auth.tables.js";

/** A role's access keys hold the user-management key: its users are the company's admins. */
export const roleIsAdmin = sql<boolean>`coalesce(${USER_MANAGE_KEY} = any(${roles.accessKeys}), false)`;

/** The company's roles by name, each marked when it makes an admin. */
export async function rolesOfCompany(db: DbExecutor, companyId: number) {
  return db
    .select({ id: roles.id, name: roles.name, isAdmin: roleIsAdmin })
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(roles.name);
}

/** The role `roleId` of the company, or null when the company has none such. */
export async function findRoleOfCompany(db: DbExecutor, companyId: number, roleId: number) {
  const [role] = await db
    .select({ id: roles.id, name: roles.name, isAdmin: roleIsAdmin })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
  return role ?? null;
}
