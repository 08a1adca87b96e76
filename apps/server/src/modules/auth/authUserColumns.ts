import { sql } from "drizzle-orm";
import { companies } from "../company/index.js";
import { roles, users } from "./auth.tables.js";

/**
 * The columns of a caller (`AuthUser` without an API key), for a select joining `users`, `companies` (the user's
 * company) and `roles` (left, by the user's role).
 */
export const authUserColumns = {
  userId: users.id,
  companyId: users.companyId,
  companyName: companies.name,
  companyTimeZone: companies.timeZone,
  name: users.name,
  email: users.email,
  phoneNo: users.phoneNo,
  isDriver: users.isDriver,
  isPlatformAdmin: users.isPlatformAdmin,
  accessKeys: sql<string[]>`coalesce(${roles.accessKeys}, '{}'::text[])`,
  language: users.language,
};
