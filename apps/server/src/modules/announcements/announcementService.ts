import { type AnnouncementView, announcementInputSchema, can, type Language } from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { forbidden, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requirePlatformAdmin } from "../auth/index.js";
import { findCompanyFeatureFlags } from "../feature-flags/index.js";
import { SYSTEM_NOTIFICATION_READ } from "./announcementAccess.js";
import {
  claimDueAnnouncements,
  countUnreadAnnouncements,
  deleteAnnouncementRead,
  deleteAnnouncementRow,
  findAllAnnouncements,
  findAnnouncementCompanies,
  findCompanyChoices,
  findVisibleAnnouncement,
  findVisibleAnnouncements,
  insertAnnouncement,
  insertAnnouncementReads,
} from "./announcementRepository.js";
import { toAnnouncementView, toConsoleAnnouncementView } from "./announcementView.js";

export const announcementListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const announcementUuidSchema = z.object({ uuid: z.uuid() });
export const markReadInputSchema = z.object({
  is_read: z.boolean(),
  updated_on: z.iso.datetime({ offset: true }).optional(),
  system_notification_uuid: z.uuid().optional(),
});

/** A published announcement, to push to these companies' users (topics.announcementsPublished). */
export interface AnnouncementPublishedEvent {
  companyIds: number[];
  notification: AnnouncementView;
}

export interface AnnouncementServiceOptions {
  published: (event: AnnouncementPublishedEvent) => void;
  now?: () => Date;
}

export function createAnnouncementService(db: Db, options: AnnouncementServiceOptions) {
  const now = options.now ?? (() => new Date());

  /** The key and the company's flag (docs/spec/alert-center-and-shell.md §6); a platform admin holds no company keys. */
  async function requireReader(user: AuthUser) {
    if (!can(user.accessKeys, SYSTEM_NOTIFICATION_READ)) throw forbidden();
    const flags = await findCompanyFeatureFlags(db, user.companyId);
    if (!flags.vsms2_system_notification) throw forbidden();
  }

  /** Pushes the announcements whose time has come (each once, whichever instance claims it). */
  async function deliverDue() {
    const due = await claimDueAnnouncements(db, now());
    for (const row of due) {
      const companyIds = await findAnnouncementCompanies(db, row.companyIds);
      if (companyIds.length > 0)
        options.published({ companyIds, notification: toAnnouncementView(row, false) });
    }
    return due.length;
  }

  return {
    deliverDue,

    async list(user: AuthUser, query: unknown, language: Language) {
      await requireReader(user);
      const { limit, page } = parseInput(announcementListQuerySchema, query, language);
      const { rows, total } = await findVisibleAnnouncements(db, user, now(), {
        limit,
        offset: (page - 1) * limit,
      });
      return {
        paginated_result: rows.map((row) => toAnnouncementView(row.notification, row.isRead)),
        metadata: { total_count: total, limit, page },
      };
    },

    async detail(user: AuthUser, params: unknown, language: Language) {
      await requireReader(user);
      const { uuid } = parseInput(announcementUuidSchema, params, language);
      const found = await findVisibleAnnouncement(db, user, now(), uuid);
      if (!found) throw notFound();
      return toAnnouncementView(found.notification, found.isRead);
    },

    async unreadTotal(user: AuthUser) {
      await requireReader(user);
      return { total: await countUnreadAnnouncements(db, user, now()) };
    },

    /** Read or unread one announcement, or read all of them when no uuid is given. */
    async markRead(user: AuthUser, body: unknown, language: Language) {
      await requireReader(user);
      const input = parseInput(markReadInputSchema, body, language);
      const uuid = input.system_notification_uuid;
      if (uuid) {
        const found = await findVisibleAnnouncement(db, user, now(), uuid);
        if (!found) throw notFound();
        if (input.is_read) await insertAnnouncementReads(db, user, now(), uuid);
        else await deleteAnnouncementRead(db, user.userId, found.notification.id);
      } else if (input.is_read) {
        await insertAnnouncementReads(db, user, now());
      }
      return { total: await countUnreadAnnouncements(db, user, now()) };
    },

    // --- platform console (Armada's staff) ---

    async consoleList(admin: AuthUser | null, query: unknown, language: Language) {
      requirePlatformAdmin(admin);
      const { limit, page } = parseInput(announcementListQuerySchema, query, language);
      const { rows, total } = await findAllAnnouncements(db, { limit, offset: (page - 1) * limit });
      return {
        paginated_result: rows.map((row) => toConsoleAnnouncementView(row.notification, row.readCount)),
        metadata: { total_count: total, limit, page },
      };
    },

    async create(admin: AuthUser | null, body: unknown, language: Language) {
      const user = requirePlatformAdmin(admin);
      const input = parseInput(announcementInputSchema, body, language);
      const row = await insertAnnouncement(db, {
        header: input.header,
        description: input.description,
        thumbnailUrl: input.thumbnailUrl ?? null,
        action: input.action,
        data: input.data,
        companyIds: input.companyIds ?? null,
        publishOn: input.publishOn ? new Date(input.publishOn) : now(),
        createdBy: user.userId,
      });
      await deliverDue();
      return toConsoleAnnouncementView(row, 0);
    },

    async remove(admin: AuthUser | null, params: unknown, language: Language) {
      requirePlatformAdmin(admin);
      const { uuid } = parseInput(announcementUuidSchema, params, language);
      if (!(await deleteAnnouncementRow(db, uuid))) throw notFound();
    },

    async companies(admin: AuthUser | null) {
      requirePlatformAdmin(admin);
      return findCompanyChoices(db);
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
