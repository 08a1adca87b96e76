import {
  type Language,
  type RetentionPolicy,
  retentionCutoff,
  retentionSettingsSchema,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { COMPANY_READ, COMPANY_UPDATE } from "../company/index.js";
import type { MediaStore } from "../media/index.js";
import type { PositionRetentionSource } from "../positions/index.js";
import { createArchiveReader } from "./archiveReader.js";
import { findArchivedMonths, findRetentionSettings, saveRetentionSettings } from "./retentionRepository.js";

const monthKey = (time: Date) => `${time.toISOString().slice(0, 7)}-01`;

/**
 * A company's retention (issue 39): the settings its admins keep on the company settings page (the company
 * settings' keys), each policy read by name (`days`), and what position readers ask of it (`positionSource`).
 */
export function createRetentionService(db: Db, store: MediaStore, now: () => Date = () => new Date()) {
  const readArchivedTrack = createArchiveReader(store);
  const days = async (companyId: number, policy: RetentionPolicy) =>
    (await findRetentionSettings(db, companyId))[policy];

  const positionSource: PositionRetentionSource = {
    cutoff: async (companyId) => retentionCutoff(await days(companyId, "positions"), now()),
    async archivedTrack(companyId, vehicleId, start, end) {
      const months = await findArchivedMonths(db, companyId, monthKey(start), monthKey(end));
      const tracks = await Promise.all(
        months.map((month) => readArchivedTrack(month.objectKey, vehicleId, start, end)),
      );
      return tracks.flatMap((rows) => rows ?? []).filter((row) => row.filterReason === null);
    },
  };

  return {
    /** the days a company keeps what `policy` names (audit events read theirs here) */
    days,
    positionSource,

    get(user: AuthUser) {
      requireKey(user, COMPANY_READ);
      return findRetentionSettings(db, user.companyId);
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, COMPANY_UPDATE);
      const settings = parseInput(retentionSettingsSchema, input, language);
      await saveRetentionSettings(db, user.companyId, settings);
      return findRetentionSettings(db, user.companyId);
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
