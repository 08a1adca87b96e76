import {
  type AlertsResolvedNotice,
  can,
  type Language,
  operatorSocketChannels,
  parseRawAlertKey,
  payloadFilterSchema,
  rawAlertFilterSchema,
  rawAlertsFilterSchema,
  rawAlertUserLogsFilterSchema,
  totalImportantAlertsFilterSchema,
  upsertRawAlertsActionInputSchema,
} from "@armada/domain";
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.js";
import { containsPattern } from "../../../db/likePattern.js";
import { notFound } from "../../../http/appError.js";
import type { AuthUser } from "../../../http/authUser.js";
import { requireAnyKey, requireKey } from "../../../http/requireKeys.js";
import { users } from "../../auth/index.js";
import { vehicles } from "../../fleet/index.js";
import { ALERT_CENTER_MAIN, NOTIFICATION_LOG, RAW_ALERT_KEYS } from "../alertAccess.js";
import type { AlertClipSource } from "../alertClips.js";
import type { AlertCounter } from "../alertCounters.js";
import type { ResolvedAlertTap } from "../alertEvents.js";
import { rawAlerts, rawAlertUserLogs } from "../alerts.tables.js";
import { parseAlertInput } from "../parseAlertInput.js";
import {
  loadRuleSubscriptions,
  type SubscribedAlertRules,
  subscribedRulesFor,
} from "./alertSubscriptions.js";
import { applyRawAlertsAction } from "./rawAlertActions.js";
import {
  countRawAlerts,
  findRawAlertByKey,
  findRawAlerts,
  findRawAlertsByIds,
  loadRawAlertRefs,
  type RawAlertRow,
  rawAlertConditions,
} from "./rawAlertRepository.js";
import { toRawAlertView } from "./rawAlertView.js";

export interface RawAlertServiceOptions {
  /** counts false alerts out of (and taken back into) the modules' counts, in the action's transaction */
  countAlerts: AlertCounter;
  /** the alerts' dashcam clip requests (media's) */
  clipRequestsOf: AlertClipSource;
  /** told of a Resolve or FalseAlert action in its transaction (webhooks keeps `alert.resolved` durably) */
  tellResolved?: ResolvedAlertTap;
  /** told after a Resolve or FalseAlert action is committed */
  resolved?: (companyId: number, event: AlertsResolvedNotice) => void;
  now?: () => Date;
}

const SELECTION_CODE = { All: "a", Selection: "s", Exclude: "e" } as const;

export function createRawAlertService(db: Db, options: RawAlertServiceOptions) {
  const now = options.now ?? (() => new Date());
  const resolved = options.resolved ?? (() => {});
  const tellResolved = options.tellResolved ?? (async () => {});

  async function subscribedFor(user: AuthUser): Promise<SubscribedAlertRules> {
    return subscribedRulesFor(await loadRuleSubscriptions(db, user.companyId), user.userId, user.accessKeys);
  }

  async function views(rows: RawAlertRow[], subscribed: SubscribedAlertRules, language: Language) {
    const refs = await loadRawAlertRefs(db, rows, options.clipRequestsOf);
    return rows.map((row) => toRawAlertView(row, refs, subscribed, language));
  }

  async function page(user: AuthUser, filter: unknown, language: Language) {
    requireAnyKey(user, RAW_ALERT_KEYS);
    const { pagination, orderBy, ...criteria } = parseAlertFilter(filter, language);
    const subscribed = await subscribedFor(user);
    const conditions = rawAlertConditions(user.companyId, criteria, subscribed);
    const found = await findRawAlerts(db, conditions, { ...pagination, direction: orderBy.direction });
    return { ...found, pagination, subscribed };
  }

  return {
    subscribedFor,

    /** rawAlerts: docs/spec/alert-center-and-shell.md §7 filters, page 1 show 20 and createdOn desc by default. */
    async list(user: AuthUser, filter: unknown, language: Language) {
      const { rows, total, pagination, subscribed } = await page(user, filter, language);
      return { data: await views(rows, subscribed, language), pagination: { ...pagination, total } };
    },

    /** rawAlertsLight: ids and pagination only. */
    async listLight(user: AuthUser, filter: unknown, language: Language) {
      const { rows, total, pagination } = await page(user, filter, language);
      return {
        data: rows.map((row) => ({ rawAlertId: row.rawAlertId })),
        pagination: { ...pagination, total },
      };
    },

    /** rawAlert: by raw alert id or `alertCode-vehicleId-createdTimeMs-alertFlag`. */
    async get(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, RAW_ALERT_KEYS);
      const { id } = parseAlertInput(rawAlertFilterSchema, filter, language);
      const key = parseRawAlertKey(id);
      if (!key) throw notFound();
      const row =
        "rawAlertId" in key
          ? ((await findRawAlertsByIds(db, user.companyId, [key.rawAlertId]))[0] ?? null)
          : await findRawAlertByKey(db, user.companyId, key);
      if (!row) throw notFound();
      const [view] = await views([row], await subscribedFor(user), language);
      return view ?? null;
    },

    /** totalImportantAlerts: open (unresolved, not false) alerts per urgency for the caller. */
    async totals(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, RAW_ALERT_KEYS);
      const range = parseAlertInput(totalImportantAlertsFilterSchema, filter ?? {}, language);
      const subscribed = await subscribedFor(user);
      const open = { ...range, isResolved: false, isFalseAlert: false };
      const [urgent, important] = await Promise.all([
        countRawAlerts(db, rawAlertConditions(user.companyId, { ...open, isUrgent: true }, subscribed)),
        countRawAlerts(db, rawAlertConditions(user.companyId, { ...open, isImportant: true }, subscribed)),
      ]);
      return [
        { alertUrgencyType: "Urgent", unresolved: urgent },
        { alertUrgencyType: "Important", unresolved: important },
      ];
    },

    /** payload: what the client sends in update_tags, and the caller's subscribed rule lists. */
    async payload(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, RAW_ALERT_KEYS);
      const { filterByType } = parseAlertInput(payloadFilterSchema, filter ?? {}, language);
      const types = filterByType ?? ["SystemNotif", "AlertCenter"];
      const channels = [
        ...(types.includes("AlertCenter") && can(user.accessKeys, ALERT_CENTER_MAIN)
          ? [operatorSocketChannels.newAlert(user.userId), operatorSocketChannels.resolve(user.companyId)]
          : []),
        ...(types.includes("SystemNotif") ? [operatorSocketChannels.systemNotif(user.userId)] : []),
      ];
      return {
        payload: { userId: user.userId, companyId: user.companyId, channels },
        subscribedAlertRules: await subscribedFor(user),
      };
    },

    /**
     * upsertRawAlertsAction: one transaction, which tells the resolved-alert taps of a Resolve/FalseAlert; such an
     * action is broadcast to the company afterwards.
     */
    async action(user: AuthUser, input: unknown, language: Language) {
      requireAnyKey(user, RAW_ALERT_KEYS);
      const parsed = parseAlertInput(upsertRawAlertsActionInputSchema, input, language);
      const subscribed = await subscribedFor(user);
      const doneOn = now();
      const { actionType } = parsed;
      const { result, notice } = await db.transaction(async (tx) => {
        const result = await applyRawAlertsAction(tx, user, parsed, subscribed, doneOn, options.countAlerts);
        // an action on no alert writes no log and tells nobody
        const { firstLogId } = result;
        if ((actionType !== "Resolve" && actionType !== "FalseAlert") || firstLogId === null)
          return { result, notice: null };
        const notice: AlertsResolvedNotice = {
          mode: SELECTION_CODE[parsed.selectionMode],
          startTime: parsed.dateRange?.startDate.toISOString() ?? null,
          endTime: parsed.dateRange?.endDate.toISOString() ?? null,
          actionType,
          resolved: parsed.data === "true",
          userId: user.userId,
          userName: user.name,
          vehicles: result.vehicles,
          rawAlertIds: result.rawAlertIds,
        };
        await tellResolved(tx, { companyId: user.companyId, notice, firstLogId, doneOn });
        return { result, notice };
      });
      if (notice) resolved(user.companyId, notice);
      return { records: result.records, aggregate: result.aggregate };
    },

    /** notificationLog: the users' actions on the company's alerts, newest first. */
    async notificationLog(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, NOTIFICATION_LOG);
      const { pagination, startDate, endDate, typeField, userIds, vehicleIds, search } = parseAlertInput(
        rawAlertUserLogsFilterSchema,
        filter ?? {},
        language,
      );
      const conditions: SQL[] = [eq(rawAlertUserLogs.companyId, user.companyId)];
      if (startDate) conditions.push(gte(rawAlertUserLogs.createdOn, startDate));
      if (endDate) conditions.push(lte(rawAlertUserLogs.createdOn, endDate));
      if (typeField) conditions.push(inArray(rawAlertUserLogs.typeField, [...typeField, ""]));
      if (userIds) conditions.push(inArray(rawAlertUserLogs.userId, [...userIds, -1]));
      if (vehicleIds) conditions.push(inArray(rawAlerts.vehicleId, [...vehicleIds, -1]));
      if (search) {
        const pattern = containsPattern(search);
        const match = or(
          ilike(rawAlertUserLogs.note, pattern),
          ilike(users.name, pattern),
          sql`${rawAlerts.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.companyId} = ${user.companyId} and ${vehicles.licensePlate} ilike ${pattern})`,
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const base = () =>
        db
          .select({ log: rawAlertUserLogs, fullname: users.name })
          .from(rawAlertUserLogs)
          .innerJoin(rawAlerts, eq(rawAlerts.rawAlertId, rawAlertUserLogs.rawAlertId))
          .leftJoin(users, eq(users.id, rawAlertUserLogs.userId));
      const [rows, [totals]] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(rawAlertUserLogs.createdOn), desc(rawAlertUserLogs.id))
          .limit(pagination.show)
          .offset((pagination.page - 1) * pagination.show),
        db
          .select({ total: count() })
          .from(rawAlertUserLogs)
          .innerJoin(rawAlerts, eq(rawAlerts.rawAlertId, rawAlertUserLogs.rawAlertId))
          .leftJoin(users, eq(users.id, rawAlertUserLogs.userId))
          .where(where),
      ]);
      const alertRows = await findRawAlertsByIds(db, user.companyId, [
        ...new Set(rows.map((row) => row.log.rawAlertId)),
      ]);
      const alertViews = new Map(
        (await views(alertRows, await subscribedFor(user), language)).map((view) => [view.rawAlertId, view]),
      );
      return {
        data: rows.flatMap(({ log, fullname }) => {
          const rawAlert = alertViews.get(log.rawAlertId);
          if (!rawAlert) return [];
          return [
            {
              id: log.id,
              typeField: log.typeField,
              data: log.data,
              note: log.note,
              createdOn: log.createdOn.toISOString(),
              user: log.userId !== null && fullname !== null ? { userId: log.userId, fullname } : null,
              rawAlert,
            },
          ];
        }),
        pagination: { ...pagination, total: totals?.total ?? 0 },
      };
    },
  };
}

const parseAlertFilter = (filter: unknown, language: Language) =>
  parseAlertInput(rawAlertsFilterSchema, filter ?? {}, language);

export type RawAlertService = ReturnType<typeof createRawAlertService>;
