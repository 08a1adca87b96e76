import {
  ALERT_QUEUE_CODES,
  CONTROL_TOWER_ALERT_CODES,
  type CompanyTimeZone,
  type ControlTowerQueue,
  type ControlTowerSettings,
  DEFAULT_CONTROL_TOWER_SETTINGS,
  isDeviceOffline,
  queueOfAlertCode,
  serviceDue,
  zonedDay,
} from "@armada/domain";
import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";
import { rawAlerts } from "../alerts/index.js";
import { fleetTaskStops, fleetTasks } from "../deliveries/index.js";
import { documents } from "../documents/index.js";
import { vehicleLatestStatus } from "../fleet/index.js";
import { findVehicleMeters, servicePlanItems, servicePlans } from "../maintenance/index.js";
import { whatsappConversations, whatsappInboxMessages } from "../whatsapp-inbox/index.js";
import type { ControlTowerDetail } from "./controlTower.tables.js";

/** An exception as the scan finds it in the other modules' data. */
export interface ExceptionCandidate {
  queue: ControlTowerQueue;
  sourceKey: string;
  vehicleId: number | null;
  fleetTaskId: number | null;
  rawAlertId: number | null;
  detail: ControlTowerDetail;
}

/** The queues a fast pass scans (every few seconds) and those a slow pass adds (days and meters move slowly). */
export const FAST_QUEUES: readonly ControlTowerQueue[] = [
  "LATE_STOP",
  "OFF_ROUTE",
  "LONG_STOP",
  "SPEEDING",
  "FATIGUE",
  "FUEL_DRAIN",
  "OFFLINE_ON_TASK",
  "CONSIGNEE_COMPLAINT",
];
export const SLOW_QUEUES: readonly ControlTowerQueue[] = ["DOCUMENT_EXPIRED", "SERVICE_OVERDUE"];

const MINUTE_MS = 60_000;
const iso = (time: Date | null) => time?.toISOString() ?? null;

/** Stops of started tasks not reached and past their target by more than the company's late minutes. */
async function lateStops(db: DbExecutor, companyId: number, settings: ControlTowerSettings, now: Date) {
  const lateBefore = new Date(now.getTime() - settings.lateMinutes * MINUTE_MS);
  const rows = await db
    .select({
      stopId: fleetTaskStops.id,
      fleetTaskId: fleetTasks.id,
      vehicleId: fleetTasks.vehicleId,
      address: fleetTaskStops.address,
      targetArrival: fleetTaskStops.targetArrival,
    })
    .from(fleetTaskStops)
    .innerJoin(fleetTasks, eq(fleetTasks.id, fleetTaskStops.fleetTaskId))
    .where(
      and(
        eq(fleetTaskStops.companyId, companyId),
        eq(fleetTasks.status, "STARTED"),
        eq(fleetTaskStops.visitStatus, "TO_VISIT"),
        isNull(fleetTaskStops.actualArrival),
        lt(fleetTaskStops.targetArrival, sql`${lateBefore.toISOString()}::timestamptz`),
      ),
    );
  return rows.map(
    (row): ExceptionCandidate => ({
      queue: "LATE_STOP",
      sourceKey: `stop:${row.stopId}`,
      vehicleId: row.vehicleId,
      fleetTaskId: row.fleetTaskId,
      rawAlertId: null,
      detail: { address: row.address, targetArrival: iso(row.targetArrival) },
    }),
  );
}

/** Unresolved, not false, alerts of the watched codes within the company's window, newest first. */
async function openAlerts(db: DbExecutor, companyId: number, settings: ControlTowerSettings, now: Date) {
  const since = new Date(now.getTime() - settings.alertWindowHours * 60 * MINUTE_MS);
  const rows = await db
    .select({
      rawAlertId: rawAlerts.rawAlertId,
      vehicleId: rawAlerts.vehicleId,
      alertCode: rawAlerts.alertCode,
      createdOn: rawAlerts.createdOn,
      address: rawAlerts.address,
    })
    .from(rawAlerts)
    .where(
      and(
        eq(rawAlerts.companyId, companyId),
        eq(rawAlerts.isResolved, false),
        eq(rawAlerts.isFalseAlert, false),
        inArray(rawAlerts.alertCode, [...CONTROL_TOWER_ALERT_CODES]),
        gt(rawAlerts.createdOn, sql`${since.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(sql`${rawAlerts.createdOn} desc`)
    .limit(500);
  return rows.flatMap((row): ExceptionCandidate[] => {
    const queue = queueOfAlertCode(row.alertCode);
    if (!queue) return [];
    return [
      {
        queue,
        sourceKey: `alert:${row.rawAlertId}`,
        vehicleId: row.vehicleId,
        fleetTaskId: null,
        rawAlertId: row.rawAlertId,
        detail: { alertCode: row.alertCode, alertTime: row.createdOn.toISOString(), address: row.address },
      },
    ];
  });
}

/** Vehicles of started tasks whose device has been silent longer than the company's offline minutes. */
async function offlineOnTask(db: DbExecutor, companyId: number, settings: ControlTowerSettings, now: Date) {
  const rows = await db
    .select({
      fleetTaskId: fleetTasks.id,
      vehicleId: fleetTasks.vehicleId,
      lastPacket: vehicleLatestStatus.lastPacket,
    })
    .from(fleetTasks)
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, fleetTasks.vehicleId))
    .where(
      and(
        eq(fleetTasks.companyId, companyId),
        eq(fleetTasks.status, "STARTED"),
        isNotNull(fleetTasks.vehicleId),
      ),
    );
  return rows
    .filter((row) => isDeviceOffline(row.lastPacket, now, settings.offlineMinutes))
    .map(
      (row): ExceptionCandidate => ({
        queue: "OFFLINE_ON_TASK",
        sourceKey: `offline:${row.fleetTaskId}:${row.vehicleId}`,
        vehicleId: row.vehicleId,
        fleetTaskId: row.fleetTaskId,
        rawAlertId: null,
        detail: { lastPacket: iso(row.lastPacket) },
      }),
    );
}

/**
 * Current (not renewed) vehicle documents expired before today, of vehicles on a scheduled or started task: the
 * vehicle is out on the road, or about to be, with an expired STNK, KIR or insurance.
 */
async function expiredDocuments(db: DbExecutor, companyId: number, today: string) {
  const rows = await db
    .select({
      id: documents.id,
      vehicleId: documents.vehicleId,
      type: documents.type,
      number: documents.number,
      expiresOn: documents.expiresOn,
      fleetTaskId:
        sql<number>`(select min(t.id) from fleet_tasks t where t.company_id = ${documents.companyId}
        and t.vehicle_id = ${documents.vehicleId} and t.status in ('SCHEDULED', 'STARTED'))`.mapWith(Number),
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        isNotNull(documents.vehicleId),
        lt(documents.expiresOn, today),
        sql`exists (select 1 from fleet_tasks t where t.company_id = ${documents.companyId}
          and t.vehicle_id = ${documents.vehicleId} and t.status in ('SCHEDULED', 'STARTED'))`,
        sql`not exists (select 1 from documents newer where newer.company_id = ${documents.companyId}
          and newer.type = ${documents.type} and newer.vehicle_id = ${documents.vehicleId}
          and (newer.expires_on, newer.id) > (${documents.expiresOn}, ${documents.id}))`,
      ),
    );
  return rows.map(
    (row): ExceptionCandidate => ({
      queue: "DOCUMENT_EXPIRED",
      sourceKey: `document:${row.id}`,
      vehicleId: row.vehicleId,
      fleetTaskId: row.fleetTaskId,
      rawAlertId: null,
      detail: { documentType: row.type, documentNumber: row.number, expiresOn: row.expiresOn },
    }),
  );
}

/** Service plan items overdue by km, engine hours or days (maintenance's serviceDue), one per service cycle. */
async function overdueServices(db: DbExecutor, companyId: number, today: string) {
  const items = await db
    .select({ item: servicePlanItems, planName: servicePlans.name, vehicleId: servicePlans.vehicleId })
    .from(servicePlanItems)
    .innerJoin(servicePlans, eq(servicePlans.id, servicePlanItems.servicePlanId))
    .where(eq(servicePlanItems.companyId, companyId));
  if (items.length === 0) return [];
  const meters = await findVehicleMeters(db, companyId, [...new Set(items.map((row) => row.vehicleId))]);
  return items.flatMap(({ item, planName, vehicleId }): ExceptionCandidate[] => {
    const meter = meters.get(vehicleId);
    if (!meter) return [];
    const baseline = {
      day: item.lastServiceDay,
      odometerKm: item.lastServiceOdometerKm,
      engineHours: item.lastServiceEngineHours,
    };
    const due = serviceDue(item, baseline, {
      odometerKm: meter.odometerKm,
      engineHours: meter.engineHours,
      today,
    });
    if (due.status !== "OVERDUE") return [];
    return [
      {
        queue: "SERVICE_OVERDUE",
        sourceKey: `service:${item.id}:${item.lastServiceDay}`,
        vehicleId,
        fleetTaskId: null,
        rawAlertId: null,
        detail: { servicePlan: planName, serviceItem: item.name },
      },
    ];
  });
}

/**
 * Recipients who answered "belum" or "rusak" on WhatsApp (the inbox's exception intent) and are waiting for the
 * operator: one exception per wait, cleared when the operator replies in the inbox. The order's task and vehicle
 * when the conversation is a consignee's.
 */
async function consigneeComplaints(db: DbExecutor, companyId: number) {
  const complaint = db
    .select({
      body: whatsappInboxMessages.body,
      createdOn: whatsappInboxMessages.createdOn,
    })
    .from(whatsappInboxMessages)
    .where(
      and(
        eq(whatsappInboxMessages.conversationId, whatsappConversations.id),
        eq(whatsappInboxMessages.direction, "IN"),
        eq(whatsappInboxMessages.intent, "exception"),
        sql`${whatsappInboxMessages.createdOn} >= ${whatsappConversations.needsOperatorSince}`,
      ),
    )
    .orderBy(sql`${whatsappInboxMessages.createdOn} desc, ${whatsappInboxMessages.id} desc`)
    .limit(1)
    .as("complaint");
  // the newest task that carries the conversation's order, and its vehicle
  const task = db
    .select({ id: fleetTasks.id, vehicleId: fleetTasks.vehicleId })
    .from(fleetTaskStops)
    .innerJoin(fleetTasks, eq(fleetTasks.id, fleetTaskStops.fleetTaskId))
    .where(
      and(
        eq(fleetTaskStops.companyId, whatsappConversations.companyId),
        eq(fleetTaskStops.deliveryOrderId, whatsappConversations.deliveryOrderId),
      ),
    )
    .orderBy(sql`${fleetTasks.id} desc`)
    .limit(1)
    .as("task");
  const rows = await db
    .select({
      conversationId: whatsappConversations.id,
      contactLabel: whatsappConversations.contactLabel,
      waitingSince: whatsappConversations.needsOperatorSince,
      message: complaint.body,
      messageTime: complaint.createdOn,
      fleetTaskId: task.id,
      vehicleId: task.vehicleId,
    })
    .from(whatsappConversations)
    .innerJoinLateral(complaint, sql`true`)
    .leftJoinLateral(task, sql`true`)
    .where(
      and(
        eq(whatsappConversations.companyId, companyId),
        isNotNull(whatsappConversations.needsOperatorSince),
      ),
    );
  return rows.map(
    (row): ExceptionCandidate => ({
      queue: "CONSIGNEE_COMPLAINT",
      sourceKey: `whatsapp:${row.conversationId}:${row.waitingSince?.getTime() ?? 0}`,
      vehicleId: row.vehicleId,
      fleetTaskId: row.fleetTaskId,
      rawAlertId: null,
      detail: {
        conversationId: row.conversationId,
        contactLabel: row.contactLabel,
        message: row.message,
        messageTime: row.messageTime.toISOString(),
      },
    }),
  );
}

/** The exceptions of `queues` that hold now in the company's data. */
export async function findCandidates(
  db: DbExecutor,
  company: { companyId: number; timeZone: CompanyTimeZone },
  settings: ControlTowerSettings,
  queues: readonly ControlTowerQueue[],
  now: Date,
): Promise<ExceptionCandidate[]> {
  const { companyId } = company;
  const wants = (queue: ControlTowerQueue) => queues.includes(queue);
  const today = zonedDay(now, company.timeZone);
  const found: ExceptionCandidate[] = [];
  if (wants("LATE_STOP")) found.push(...(await lateStops(db, companyId, settings, now)));
  if (queues.some((queue) => ALERT_QUEUE_CODES[queue]))
    found.push(...(await openAlerts(db, companyId, settings, now)));
  if (wants("OFFLINE_ON_TASK")) found.push(...(await offlineOnTask(db, companyId, settings, now)));
  if (wants("DOCUMENT_EXPIRED")) found.push(...(await expiredDocuments(db, companyId, today)));
  if (wants("SERVICE_OVERDUE")) found.push(...(await overdueServices(db, companyId, today)));
  if (wants("CONSIGNEE_COMPLAINT")) found.push(...(await consigneeComplaints(db, companyId)));
  return found.filter((candidate) => wants(candidate.queue));
}

/**
 * The companies a fast pass must scan, in one query: those with a started task (late stops, offline devices), an
 * unresolved watched alert within their window, a WhatsApp conversation waiting for the operator (a consignee's
 * complaint), or an open exception of the fast queues (to clear it). Any other
 * company has nothing a fast pass could find or clear, so skipping it leaves the result the same.
 */
export async function findBusyCompanyIds(db: DbExecutor, companyIds: readonly number[], now: Date) {
  if (companyIds.length === 0) return new Set<number>();
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const codes = sql.join(
    CONTROL_TOWER_ALERT_CODES.map((code) => sql`${code}`),
    sql`, `,
  );
  const queues = sql.join(
    FAST_QUEUES.map((queue) => sql`${queue}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.id as company_id from companies c
    left join control_tower_settings s on s.company_id = c.id
    where c.id in (${ids}) and (
      exists (select 1 from fleet_tasks t where t.company_id = c.id and t.status = 'STARTED')
      or exists (select 1 from whatsapp_conversations w
        where w.company_id = c.id and w.needs_operator_since is not null)
      or exists (select 1 from control_tower_exceptions e
        where e.company_id = c.id and e.cleared_on is null and e.queue in (${queues}))
      or exists (select 1 from raw_alerts a
        where a.company_id = c.id and a.is_resolved = false and a.is_false_alert = false
        and a.alert_code in (${codes})
        and a.created_on > ${now.toISOString()}::timestamptz
          - make_interval(hours => coalesce(s.alert_window_hours, ${DEFAULT_CONTROL_TOWER_SETTINGS.alertWindowHours}))))`);
  return new Set(resultRows<{ company_id: number | string }>(result).map((row) => Number(row.company_id)));
}
