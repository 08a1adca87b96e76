import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { containsPattern } from "../../../db/likePattern.js";
import { users } from "../../auth/index.js";

export interface AlertRuleUserOptionsQuery {
  search?: string | undefined;
  page: number;
  show: number;
}

/** The company's active users who are not drivers (the people a rule can notify), by name, one page. */
export async function findAlertRuleUserOptions(
  db: DbExecutor,
  companyId: number,
  query: AlertRuleUserOptionsQuery,
) {
  const conditions: SQL[] = [
    eq(users.companyId, companyId),
    eq(users.isActive, true),
    eq(users.isDriver, false),
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ userId: users.id, fullname: users.name, email: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
