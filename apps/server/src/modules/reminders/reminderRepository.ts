import { type CompanyTimeZone, normalizeLeadDays, type ReminderSettingsInput } from "@armada/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { roles, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicleLatestStatus, vehicles } from "../fleet/index.js";
import { servicePlanItems, servicePlans } from "../maintenance/index.js";
import { recipientWarnings } from "./recipientWarnings.js";
import {
  type ReminderSubject,
  reminderClaims,
  reminderRecipients,
  reminderSettings,
} from "./reminders.tables.js";

export interface ReminderChannels {
  byWhatsApp: boolean;
  byEmail: boolean;
  byPush: boolean;
}

export interface CompanyReminderSettings extends ReminderChannels {
  companyId: number;
  timeZone: CompanyTimeZone;
  leadDays: number[];
  recipientsChosen: boolean;
}

const settingsOrDefaults = (row: typeof reminderSettings.$inferSelect | null | undefined) => ({
  leadDays: normalizeLeadDays(row?.leadDays),
  byWhatsApp: row?.byWhatsApp ?? true,
  byEmail: row?.byEmail ?? true,
  byPush: row?.byPush ?? true,
  recipientsChosen: row?.recipientsChosen ?? false,
});

/** Every company with its reminder settings (the defaults where it has no row). */
export async function findCompanySettings(db: DbExecutor): Promise<CompanyReminderSettings[]> {
  const rows = await db
    .select({ companyId: companies.id, timeZone: companies.timeZone, settings: reminderSettings })
    .from(companies)
    .leftJoin(reminderSettings, eq(reminderSettings.companyId, companies.id));
  return rows.map((row) => ({
    companyId: row.companyId,
    timeZone: row.timeZone,
    ...settingsOrDefaults(row.settings),
  }));
}

/**
 * One company's reminder settings (the defaults where it has no row) with its chosen recipients, a deactivated one
 * too, each with the warnings of the channels they are not reached on (`recipientWarnings`).
 */
export async function findReminderSettings(db: DbExecutor, companyId: number) {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.companyId, companyId));
  const recipients = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      phoneNo: users.phoneNo,
      isActive: users.isActive,
      byWhatsApp: reminderRecipients.byWhatsApp,
      byEmail: reminderRecipients.byEmail,
      byPush: reminderRecipients.byPush,
    })
    .from(reminderRecipients)
    .innerJoin(users, eq(users.id, reminderRecipients.userId))
    .where(and(eq(reminderRecipients.companyId, companyId), eq(users.companyId, companyId)))
    .orderBy(users.name, users.id);
  return {
    ...settingsOrDefaults(row),
    recipients: recipients.map((recipient) => ({
      userId: recipient.userId,
      name: recipient.name,
      byWhatsApp: recipient.byWhatsApp,
      byEmail: recipient.byEmail,
      byPush: recipient.byPush,
      warnings: recipientWarnings(recipient),
    })),
  };
}

/** Saves the settings and replaces the chosen recipients (checked to be the company's active users by the caller). */
export async function saveReminderSettings(db: DbExecutor, companyId: number, input: ReminderSettingsInput) {
  const { recipients, ...settings } = input;
  await db
    .insert(reminderSettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: reminderSettings.companyId, set: settings });
  await db.delete(reminderRecipients).where(eq(reminderRecipients.companyId, companyId));
  if (recipients.length > 0)
    await db.insert(reminderRecipients).values(recipients.map((recipient) => ({ companyId, ...recipient })));
}

/** How a reminder reaches a user. */
const contactColumns = { userId: users.id, name: users.name, email: users.email, phoneNo: users.phoneNo };

/** The company's users among `userIds` (any other id is not the company's), with what reminders need of them. */
export function findCompanyUsers(db: DbExecutor, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...contactColumns, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)));
}

/** The company's active users, the ones a reminder recipient may be chosen from, by name. */
export function findActiveUsers(db: DbExecutor, companyId: number) {
  return db
    .select(contactColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true)))
    .orderBy(users.name, users.id);
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

export interface ReminderRecipient extends ReminderChannels {
  userId: number;
  name: string;
  email: string | null;
  phoneNo: string | null;
  language: string;
}

const recipientColumns = { ...contactColumns, language: users.language };

/** The users the company chose, on their channels; a user deactivated since receives nothing. */
export function findChosenRecipients(db: DbExecutor, companyId: number): Promise<ReminderRecipient[]> {
  return db
    .select({
      ...recipientColumns,
      byWhatsApp: reminderRecipients.byWhatsApp,
      byEmail: reminderRecipients.byEmail,
      byPush: reminderRecipients.byPush,
    })
    .from(reminderRecipients)
    .innerJoin(users, eq(users.id, reminderRecipients.userId))
    .where(
      and(
        eq(reminderRecipients.companyId, companyId),
        eq(users.companyId, companyId),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.name, users.id);
}

/**
 * The company's active, non-driver users whose role holds `accessKey` (who looks after those documents/plans), on
 * every channel: the recipients when the company chose none.
 */
export async function findResponsibleUsers(
  db: DbExecutor,
  companyId: number,
  accessKey: string,
): Promise<ReminderRecipient[]> {
  const rows = await db
    .select({ ...recipientColumns, accessKeys: roles.accessKeys })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), eq(users.isDriver, false)));
  return rows
    .filter((row) => row.accessKeys.includes(accessKey))
    .map(({ accessKeys: _keys, ...user }) => ({ ...user, byWhatsApp: true, byEmail: true, byPush: true }));
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
