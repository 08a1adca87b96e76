import { type CompanyTimeZone, normalizeLeadDays } from "@armada/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { roles, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicleLatestStatus, vehicles } from "../fleet/index.js";
import { servicePlanItems, servicePlans } from "../maintenance/index.js";
import { type ReminderSubject, reminderClaims, reminderSettings } from "./reminders.tables.js";

export interface CompanyReminderSettings {
  companyId: number;
  timeZone: CompanyTimeZone;
  leadDays: number[];
  byWhatsApp: boolean;
  byEmail: boolean;
}

/** Every company with its reminder settings (the defaults where it has no row). */
export async function findCompanySettings(db: DbExecutor): Promise<CompanyReminderSettings[]> {
  const rows = await db
    .select({ companyId: companies.id, timeZone: companies.timeZone, settings: reminderSettings })
    .from(companies)
    .leftJoin(reminderSettings, eq(reminderSettings.companyId, companies.id));
  return rows.map((row) => ({
    companyId: row.companyId,
    timeZone: row.timeZone,
    leadDays: normalizeLeadDays(row.settings?.leadDays),
    byWhatsApp: row.settings?.byWhatsApp ?? true,
    byEmail: row.settings?.byEmail ?? true,
  }));
}

/** One company's reminder settings (the defaults where it has no row). */
export async function findReminderSettings(db: DbExecutor, companyId: number) {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.companyId, companyId));
  return {
    leadDays: normalizeLeadDays(row?.leadDays),
    byWhatsApp: row?.byWhatsApp ?? true,
    byEmail: row?.byEmail ?? true,
  };
}

export async function saveReminderSettings(
  db: DbExecutor,
  companyId: number,
  settings: { leadDays: number[]; byWhatsApp: boolean; byEmail: boolean },
) {
  await db
    .insert(reminderSettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: reminderSettings.companyId, set: settings });
}

/** The reminders the company was sent, newest first, with the plate of their vehicle. */
export async function findSentReminders(db: DbExecutor, companyId: number, page: number, show: number) {
  const where = eq(reminderClaims.companyId, companyId);
  const rows = await db
    .select({
      id: reminderClaims.id,
      subject: reminderClaims.subject,
      threshold: reminderClaims.threshold,
      message: reminderClaims.message,
      createdOn: reminderClaims.createdOn,
      vehicleId: reminderClaims.vehicleId,
      licensePlate: vehicles.licensePlate,
    })
    .from(reminderClaims)
    .leftJoin(vehicles, and(eq(vehicles.id, reminderClaims.vehicleId), eq(vehicles.companyId, companyId)))
    .where(where)
    .orderBy(desc(reminderClaims.createdOn), desc(reminderClaims.id))
    .limit(show)
    .offset((page - 1) * show);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(reminderClaims).where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The last known place of each of the company's vehicles `vehicleIds` (a vehicle that never reported has none). */
export async function findVehiclePlaces(db: DbExecutor, companyId: number, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return new Map<number, { lat: number; lng: number }>();
  const rows = await db
    .select({
      vehicleId: vehicleLatestStatus.vehicleId,
      lat: vehicleLatestStatus.latitude,
      lng: vehicleLatestStatus.longitude,
    })
    .from(vehicleLatestStatus)
    .where(
      and(eq(vehicleLatestStatus.companyId, companyId), inArray(vehicleLatestStatus.vehicleId, vehicleIds)),
    );
  return new Map(rows.map((row) => [row.vehicleId, { lat: row.lat, lng: row.lng }]));
}

/** The company's service plan items with their plan's vehicle. */
export function findServiceItems(db: DbExecutor, companyId: number) {
  return db
    .select({
      item: servicePlanItems,
      planName: servicePlans.name,
      vehicleId: servicePlans.vehicleId,
      lat: vehicleLatestStatus.latitude,
      lng: vehicleLatestStatus.longitude,
    })
    .from(servicePlanItems)
    .innerJoin(servicePlans, eq(servicePlans.id, servicePlanItems.servicePlanId))
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, servicePlans.vehicleId))
    .where(eq(servicePlanItems.companyId, companyId));
}

export interface ReminderRecipient {
  userId: number;
  name: string;
  email: string | null;
  phoneNo: string | null;
  language: string;
}

/** The company's active, non-driver users whose role holds `accessKey` (who looks after those documents/plans). */
export async function findResponsibleUsers(
  db: DbExecutor,
  companyId: number,
  accessKey: string,
): Promise<ReminderRecipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      phoneNo: users.phoneNo,
      language: users.language,
      accessKeys: roles.accessKeys,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), eq(users.isDriver, false)));
  return rows
    .filter((row) => row.accessKeys.includes(accessKey))
    .map(({ accessKeys: _keys, ...user }) => user);
}

export interface ReminderClaimInput {
  companyId: number;
  subject: ReminderSubject;
  subjectId: number;
  vehicleId: number | null;
  cycle: string;
  threshold: string;
  message: string;
}

/**
 * Claims the reminder in the caller's transaction; null when it is claimed already (another instance sent, or is
 * sending, it: the unique index waits for that transaction and then refuses this one).
 */
export async function claimReminder(db: DbExecutor, claim: ReminderClaimInput) {
  const rows = await db
    .insert(reminderClaims)
    .values(claim)
    .onConflictDoNothing({
      target: [
        reminderClaims.subject,
        reminderClaims.subjectId,
        reminderClaims.cycle,
        reminderClaims.threshold,
      ],
    })
    .returning({ id: reminderClaims.id });
  return rows[0]?.id ?? null;
}
