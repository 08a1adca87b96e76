import {
  CONTROL_TOWER_QUEUES,
  controlTowerExceptionIdSchema,
  controlTowerExceptionsFilterSchema,
  controlTowerSettingsSchema,
  type Language,
  slaMinutesOf,
  slaState,
  updateControlTowerExceptionSchema,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { fleetTaskCode } from "../deliveries/index.js";
import { CONTROL_TOWER_KEYS, CONTROL_TOWER_SETTINGS_KEY } from "./controlTowerAccess.js";
import {
  countOpen,
  findCompanyRules,
  findException,
  findExceptions,
  saveSettings,
  updateException,
} from "./controlTowerRepository.js";
import type { TowerChanged } from "./controlTowerScanner.js";

type ExceptionRow = NonNullable<Awaited<ReturnType<typeof findException>>>;

function exceptionView(row: ExceptionRow, slaMinutes: number, now: Date) {
  const { exception } = row;
  const sla = slaState(exception.firstSeenOn, now, slaMinutes);
  return {
    id: exception.id,
    queue: exception.queue,
    status: exception.status,
    notes: exception.notes,
    ownerId: exception.ownerId,
    ownerName: row.ownerName,
    vehicleId: exception.vehicleId,
    licensePlate: row.licensePlate,
    fleetTaskId: exception.fleetTaskId,
    fleetTaskCode: exception.fleetTaskId === null ? null : fleetTaskCode(exception.fleetTaskId),
    rawAlertId: exception.rawAlertId,
    alertCode: exception.detail.alertCode ?? null,
    alertTime: exception.detail.alertTime ?? null,
    address: exception.detail.address ?? null,
    targetArrival: exception.detail.targetArrival ?? null,
    documentType: exception.detail.documentType ?? null,
    documentNumber: exception.detail.documentNumber ?? null,
    expiresOn: exception.detail.expiresOn ?? null,
    servicePlan: exception.detail.servicePlan ?? null,
    serviceItem: exception.detail.serviceItem ?? null,
    lastPacket: exception.detail.lastPacket ?? null,
    conversationId: exception.detail.conversationId ?? null,
    contactLabel: exception.detail.contactLabel ?? null,
    message: exception.detail.message ?? null,
    messageTime: exception.detail.messageTime ?? null,
    firstSeenOn: exception.firstSeenOn.toISOString(),
    slaDueOn: sla.dueAt.toISOString(),
    slaBreached: sla.breached,
    updatedOn: exception.updatedOn.toISOString(),
  };
}

/**
 * The operations room's control tower (issue 38): the company's live exceptions per queue with their SLA, taken
 * and handled by the operators, every change announced to the company's operators (`changed`, through the bus).
 */
export function createControlTowerService(db: Db, changed: TowerChanged, now: () => Date = () => new Date()) {
  async function rulesOf(companyId: number) {
    const [rules] = await findCompanyRules(db, companyId);
    if (!rules) throw notFound();
    return rules.settings;
  }

  async function change(user: AuthUser, exceptionId: number, set: Parameters<typeof updateException>[3]) {
    if (!(await updateException(db, user.companyId, exceptionId, set, user.userId))) throw notFound();
    changed(user.companyId, exceptionId);
    const [row, settings] = await Promise.all([
      findException(db, user.companyId, exceptionId),
      rulesOf(user.companyId),
    ]);
    if (!row) throw notFound();
    return exceptionView(row, slaMinutesOf(settings, row.exception.queue), now());
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, CONTROL_TOWER_KEYS);
      const input = parseInput(controlTowerExceptionsFilterSchema, withoutNulls(filter ?? {}), language);
      const [{ rows, total }, settings] = await Promise.all([
        findExceptions(db, user.companyId, input),
        rulesOf(user.companyId),
      ]);
      const at = now();
      return {
        data: rows.map((row) => exceptionView(row, slaMinutesOf(settings, row.exception.queue), at)),
        pagination: { page: input.page, show: input.show, total },
      };
    },

    async counts(user: AuthUser) {
      requireAnyKey(user, CONTROL_TOWER_KEYS);
      const settings = await rulesOf(user.companyId);
      const rows = await countOpen(db, user.companyId, settings);
      const byQueue = new Map(rows.map((row) => [row.queue, row]));
      return CONTROL_TOWER_QUEUES.map((queue) => ({
        queue,
        open: byQueue.get(queue)?.open ?? 0,
        breached: byQueue.get(queue)?.breached ?? 0,
      }));
    },

    /** The caller takes the exception: its owner, and ditangani unless it was already selesai. */
    async take(user: AuthUser, input: unknown, language: Language) {
      requireAnyKey(user, CONTROL_TOWER_KEYS);
      const { exceptionId } = parseInput(controlTowerExceptionIdSchema, input, language);
      const current = await findException(db, user.companyId, exceptionId);
      if (!current) throw notFound();
      const status = current.exception.status === "SELESAI" ? "SELESAI" : "DITANGANI";
      return change(user, exceptionId, { ownerId: user.userId, status });
    },

    /** A new status or notes; moving a baru exception on makes the caller its owner when it has none. */
    async update(user: AuthUser, input: unknown, language: Language) {
      requireAnyKey(user, CONTROL_TOWER_KEYS);
      const parsed = parseInput(updateControlTowerExceptionSchema, withoutNulls(input), language);
      const current = await findException(db, user.companyId, parsed.exceptionId);
      if (!current) throw notFound();
      const takesIt =
        parsed.status !== undefined && parsed.status !== "BARU" && current.exception.ownerId === null;
      return change(user, parsed.exceptionId, {
        ...(parsed.status === undefined ? {} : { status: parsed.status }),
        ...(parsed.notes === undefined ? {} : { notes: parsed.notes }),
        ...(takesIt ? { ownerId: user.userId } : {}),
      });
    },

    async settings(user: AuthUser) {
      requireAnyKey(user, CONTROL_TOWER_KEYS);
      return rulesOf(user.companyId);
    },

    async saveSettings(user: AuthUser, input: unknown, language: Language) {
      requireAnyKey(user, CONTROL_TOWER_KEYS);
      requireKey(user, CONTROL_TOWER_SETTINGS_KEY);
      const settings = parseInput(controlTowerSettingsSchema, input, language);
      await saveSettings(db, user.companyId, settings);
      changed(user.companyId, null);
      return settings;
    },
  };
}

export type ControlTowerService = ReturnType<typeof createControlTowerService>;
