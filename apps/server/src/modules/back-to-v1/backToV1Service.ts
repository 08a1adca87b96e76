import { backToVsmsV1InputSchema, can, type Language } from "@armada/domain";
import type { Db } from "../../db/database.js";
import { forbidden } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { backToV1Requests } from "./backToV1.tables.js";

export const BACK_TO_V1_CREATE = "back_to_vsms1:create";

export interface LegacyAppSettings {
  url: string | null;
  hiddenCompanyIds: readonly number[];
}

/** Where "back to version 1.0" leads for this user, or null when it is not offered (docs/spec/alert-center-and-shell.md §6). */
export function legacyAppUrlFor(user: AuthUser, settings: LegacyAppSettings): string | null {
  if (!settings.url || settings.hiddenCompanyIds.includes(user.companyId)) return null;
  return can(user.accessKeys, BACK_TO_V1_CREATE) ? settings.url : null;
}

export function createBackToV1Service(db: Db, settings: LegacyAppSettings) {
  return {
    /** backToVsmsV1: records the user's reason and answers the old app's address as the message */
    async request(user: AuthUser, input: unknown, language: Language) {
      const url = legacyAppUrlFor(user, settings);
      if (!url) throw forbidden();
      const { message } = parseInput(backToVsmsV1InputSchema, input, language);
      await db.insert(backToV1Requests).values({ companyId: user.companyId, userId: user.userId, message });
      return url;
    },
  };
}
export type BackToV1Service = ReturnType<typeof createBackToV1Service>;
