import {
  can,
  canWatchLiveVideo,
  type Language,
  minutesOf,
  parseCompanyTimeZone,
  secondsUsedInWindow,
  VIDEO_QUOTA_CHECK_MS,
  type VideoViewMode,
  videoSettingsInputSchema,
  videoViewsFilterSchema,
  withinQuota,
  zonedMonth,
} from "@armada/domain";
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { AppError, forbidden } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { COMPANY_READ, COMPANY_UPDATE, companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";
import { videoViews } from "./trackVision.tables.js";

export interface VideoViewStart {
  vehicleId: number;
  channel: number;
  mode: VideoViewMode;
  recordedStart?: Date | null;
  recordedEnd?: Date | null;
}

export interface VideoViewsOptions {
  logger: FastifyBaseLogger;
  /** how often running views are checked against the quota and noted as seen (VIDEO_QUOTA_CHECK_MS) */
  checkMs?: number;
  now?: () => Date;
}

interface OpenView {
  companyId: number;
  /** the quota ran out: the viewer is told and let go */
  exhausted: (quota: number) => void;
}

const DEFAULT_PAGE = { page: 1, show: 10 };

/**
 * Who watched what, and the company's monthly video minutes. Every viewer session of the Track Vision socket (live
 * or playback) is a row of `video_views`, written when it starts and closed when it ends; a new one is refused once
 * the company's minutes this calendar month (its zone; running views up to now) reach its quota, and running ones
 * are ended when it runs out, checked every `checkMs`. The same check notes this instance's running views as seen and
 * closes views no instance has seen for three checks (a crash) at their last known time, or their start.
 */
export function createVideoViews(db: Db, options: VideoViewsOptions) {
  const { logger } = options;
  const checkMs = options.checkMs ?? VIDEO_QUOTA_CHECK_MS;
  const now = options.now ?? (() => new Date());
  const open = new Map<number, OpenView>();
  let timer: NodeJS.Timeout | null = null;

  async function companySettings(companyId: number) {
    const [company] = await db
      .select({
        timeZone: companies.timeZone,
        monthlyVideoMinutes: companies.monthlyVideoMinutes,
        maxLiveStreams: companies.maxLiveStreams,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return {
      zone: parseCompanyTimeZone(company?.timeZone),
      quota: company?.monthlyVideoMinutes ?? null,
      maxLiveStreams: company?.maxLiveStreams ?? 0,
    };
  }

  /** Seconds the company watched this month in its zone, running views up to now. */
  async function usage(companyId: number) {
    const settings = await companySettings(companyId);
    const at = now();
    const month = zonedMonth(at, settings.zone);
    const spans = await db
      .select({ startedAt: videoViews.startedAt, endedAt: videoViews.endedAt })
      .from(videoViews)
      .where(
        and(
          eq(videoViews.companyId, companyId),
          lt(videoViews.startedAt, month.end),
          or(isNull(videoViews.endedAt), gt(videoViews.endedAt, month.start)),
        ),
      );
    const running = spans.filter((span) => span.endedAt === null).length;
    return { ...settings, month, usedSeconds: secondsUsedInWindow(spans, month, at), running };
  }

  /** Refuses a new view once the company's quota is used up (VideoQuotaExhausted, 429). */
  async function requireQuota(user: AuthUser) {
    const { quota, usedSeconds } = await usage(user.companyId);
    if (quota !== null && !withinQuota(quota, usedSeconds))
      throw new AppError("VideoQuotaExhausted", 429, { quota });
  }

  /** Writes the view's row; `exhausted` is called if the quota runs out while it runs. */
  async function start(user: AuthUser, view: VideoViewStart, exhausted: OpenView["exhausted"]) {
    const [vehicle] = await db
      .select({ licensePlate: vehicles.licensePlate })
      .from(vehicles)
      .where(and(eq(vehicles.id, view.vehicleId), eq(vehicles.companyId, user.companyId)));
    const startedAt = now();
    const [row] = await db
      .insert(videoViews)
      .values({
        companyId: user.companyId,
        userId: user.userId,
        userName: user.name,
        vehicleId: view.vehicleId,
        licensePlate: vehicle?.licensePlate ?? null,
        channel: view.channel,
        mode: view.mode,
        recordedStart: view.recordedStart ?? null,
        recordedEnd: view.recordedEnd ?? null,
        startedAt,
        lastSeenAt: startedAt,
      })
      .returning({ id: videoViews.id });
    const id = (row as { id: number }).id;
    open.set(id, { companyId: user.companyId, exhausted });
    return id;
  }

  const closeAt = (ids: number[], at: Date) =>
    db
      .update(videoViews)
      .set({
        endedAt: at,
        lastSeenAt: at,
        secondsWatched: sql`greatest(0, floor(extract(epoch from (${at.toISOString()}::timestamptz - ${videoViews.startedAt}))))::int`,
      })
      .where(and(inArray(videoViews.id, ids), isNull(videoViews.endedAt)));

  /** Closes the view's row (the socket closed, the stream stopped or went idle); once. */
  async function end(id: number) {
    if (!open.delete(id)) return;
    try {
      await closeAt([id], now());
    } catch (error) {
      logger.warn({ err: error, viewId: id }, "video view not closed");
    }
  }

  /** Views no instance has seen for three checks (its server stopped without closing them) end when last seen. */
  async function closeAbandoned() {
    const before = new Date(now().getTime() - 3 * checkMs);
    await db
      .update(videoViews)
      .set({
        endedAt: sql`coalesce(${videoViews.lastSeenAt}, ${videoViews.startedAt})`,
        secondsWatched: sql`greatest(0, floor(extract(epoch from (coalesce(${videoViews.lastSeenAt}, ${videoViews.startedAt}) - ${videoViews.startedAt}))))::int`,
      })
      .where(
        and(
          isNull(videoViews.endedAt),
          sql`coalesce(${videoViews.lastSeenAt}, ${videoViews.startedAt}) < ${before.toISOString()}::timestamptz`,
          open.size ? sql`${videoViews.id} not in (${sql.join([...open.keys()], sql`, `)})` : undefined,
        ),
      );
  }

  /** One check: note the running views as seen, close abandoned ones, end a company's views past its quota. */
  async function check() {
    const ids = [...open.keys()];
    if (ids.length)
      await db
        .update(videoViews)
        .set({ lastSeenAt: now() })
        .where(and(inArray(videoViews.id, ids), isNull(videoViews.endedAt)));
    await closeAbandoned();
    const companyIds = new Set([...open.values()].map((view) => view.companyId));
    for (const companyId of companyIds) {
      const { quota, usedSeconds } = await usage(companyId);
      if (quota === null || withinQuota(quota, usedSeconds)) continue;
      for (const [id, view] of [...open]) {
        if (view.companyId !== companyId) continue;
        view.exhausted(quota);
        await end(id);
      }
    }
  }

  function requireReadKey(user: AuthUser) {
    if (!canWatchLiveVideo(user.accessKeys)) throw forbidden();
  }

  return {
    requireQuota,
    start,
    end,
    check,
    /** running views on this instance */
    get open(): number {
      return open.size;
    },

    /** videoViews: the company's views in a window, newest first (the Track Vision key). */
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireReadKey(user);
      const input = parseInput(videoViewsFilterSchema, filter, language);
      const { page, show } = input.pagination ?? DEFAULT_PAGE;
      const where = and(
        eq(videoViews.companyId, user.companyId),
        lt(videoViews.startedAt, input.endDate),
        or(isNull(videoViews.endedAt), gt(videoViews.endedAt, input.startDate)),
        input.vehicleId ? eq(videoViews.vehicleId, input.vehicleId) : undefined,
        input.userId ? eq(videoViews.userId, input.userId) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(videoViews)
          .where(where)
          .orderBy(desc(videoViews.startedAt), desc(videoViews.id))
          .limit(show)
          .offset((page - 1) * show),
        db.select({ total: sql<number>`count(*)::int` }).from(videoViews).where(where),
      ]);
      const at = now();
      return {
        data: rows.map((row) => ({
          ...row,
          secondsWatched:
            row.secondsWatched ?? Math.max(0, Math.floor((at.getTime() - row.startedAt.getTime()) / 1000)),
        })),
        pagination: { total: count?.total ?? 0, page, show },
      };
    },

    /** videoUsage: this month's minutes, the quota and the streams cap (the Track Vision key or the settings' read key). */
    async usageOf(user: AuthUser) {
      if (!canWatchLiveVideo(user.accessKeys) && !can(user.accessKeys, COMPANY_READ)) throw forbidden();
      const { month, usedSeconds, quota, maxLiveStreams, running } = await usage(user.companyId);
      return {
        monthStart: month.start,
        monthEnd: month.end,
        secondsUsed: usedSeconds,
        minutesUsed: minutesOf(usedSeconds),
        monthlyVideoMinutes: quota,
        maxLiveStreams,
        runningViews: running,
      };
    },

    /** updateVideoSettings: the streams cap and the monthly minutes (the company settings' update key). */
    async updateSettings(user: AuthUser, input: unknown, language: Language) {
      if (!can(user.accessKeys, COMPANY_UPDATE)) throw forbidden();
      const settings = parseInput(videoSettingsInputSchema, input, language);
      await db
        .update(companies)
        .set({
          maxLiveStreams: settings.maxLiveStreams,
          monthlyVideoMinutes: settings.monthlyVideoMinutes,
          updatedOn: now(),
        })
        .where(eq(companies.id, user.companyId));
      return this.usageOf({ ...user, accessKeys: [...user.accessKeys, COMPANY_READ] });
    },

    /** starts the checks (closing views abandoned by a previous run first) */
    async startChecks() {
      await closeAbandoned().catch((error: unknown) =>
        logger.warn({ err: error }, "abandoned video views not closed"),
      );
      timer = setInterval(() => {
        check().catch((error: unknown) => logger.warn({ err: error }, "video quota check failed"));
      }, checkMs);
      timer.unref();
    },

    /** the server stops: its running views end now */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      const ids = [...open.keys()];
      open.clear();
      if (ids.length) await closeAt(ids, now());
    },
  };
}

export type VideoViews = ReturnType<typeof createVideoViews>;
