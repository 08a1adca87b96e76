import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database.js";
import { companies } from "../../company/company.tables.js";
import { alertRules, alertRuleUsers, rawAlerts } from "../alerts.tables.js";

export const companyIdOf = async (db: Db, name: string) => {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!company) throw new Error(`no company ${name}`);
  return company.id;
};

/** A rule written straight to the database (as the settings page would have made it). */
export async function insertTestRule(
  db: Db,
  values: Partial<typeof alertRules.$inferInsert> & { companyId: number; userIds?: number[] },
) {
  const { userIds = [], ...columns } = values;
  const [rule] = await db
    .insert(alertRules)
    .values({ label: "Aturan uji", alertCode: 8, maxThreshold: 80, ...columns })
    .returning();
  if (!rule) throw new Error("rule not created");
  if (userIds.length > 0)
    await db
      .insert(alertRuleUsers)
      .values(userIds.map((userId) => ({ alertRuleId: rule.alertRuleId, userId })));
  return rule;
}

/** An alert as the engine stores it. */
export async function insertTestAlert(
  db: Db,
  values: Partial<typeof rawAlerts.$inferInsert> & { companyId: number; vehicleId: number },
) {
  const [alert] = await db
    .insert(rawAlerts)
    .values({
      alertCode: 8,
      alertData: "92|75|80",
      alertFlag: "S",
      latitude: -6.2,
      longitude: 106.8,
      address: "Jl. Sudirman, Jakarta",
      createdOn: new Date(),
      ...values,
    })
    .returning();
  if (!alert) throw new Error("alert not created");
  return alert;
}
