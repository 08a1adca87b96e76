import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../db/database.js";
import { auditEvents } from "../modules/audit/audit.tables.js";
import { users } from "../modules/auth/auth.tables.js";
import { vehicles } from "../modules/fleet/fleet.tables.js";

const HOUR = 3_600_000;
const OFFICE_BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The demo company's Log Audit: a week of its admin's and operator's sign-ins and changes. */
export async function seedDemoAuditEvents(
  tx: DbExecutor,
  companyId: number,
  now = new Date(),
): Promise<void> {
  const people = await tx
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.username, ["admin", "operator"])));
  const admin = people.find((person) => person.username === "admin");
  const operator = people.find((person) => person.username === "operator") ?? admin;
  const [vehicle] = await tx
    .select({ id: vehicles.id, licensePlate: vehicles.licensePlate })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .limit(1);
  if (!admin || !operator || !vehicle) return;
  const entry = (
    hoursAgo: number,
    actor: typeof admin,
    action: string,
    target: { type: string; id?: number; label: string },
    details: Record<string, string | number> = {},
  ) => ({
    companyId,
    actorUserId: actor.id,
    actorName: actor.name,
    action,
    targetType: target.type,
    targetId: target.id === undefined ? null : String(target.id),
    targetLabel: target.label,
    details,
    ip: "203.0.113.24",
    userAgent: OFFICE_BROWSER,
    createdOn: new Date(now.getTime() - hoursAgo * HOUR),
  });
  const plate = { type: "vehicle", id: vehicle.id, label: vehicle.licensePlate };
  await tx
    .insert(auditEvents)
    .values([
      entry(
        150,
        admin,
        "auth.sign_in",
        { type: "user", id: admin.id, label: admin.name },
        { method: "password" },
      ),
      entry(149, admin, "vehicle.update", plate),
      entry(148, admin, "alert_rule.create", { type: "alert_rule", label: "Kecepatan > 80 km/j" }),
      entry(
        96,
        operator,
        "auth.sign_in",
        { type: "user", id: operator.id, label: operator.name },
        { method: "password" },
      ),
      entry(
        95,
        operator,
        "live_link.create",
        { type: "live_link", label: "Pengiriman Cikarang" },
        { minutes: 240 },
      ),
      entry(
        94,
        operator,
        "device_command.send",
        { type: "device_command", label: "locate" },
        { vehicleId: vehicle.id },
      ),
      entry(
        30,
        admin,
        "export.download",
        { type: "export", label: "biaya-2026-11-01-2026-11-30.xlsx" },
        { rows: 42 },
      ),
      entry(29, admin, "api_key.create", { type: "api_key", label: "TMS Kurir Nusantara" }),
      entry(
        5,
        operator,
        "auth.sign_in_failed",
        { type: "user", id: operator.id, label: operator.name },
        { reason: "wrong_password" },
      ),
    ]);
}
