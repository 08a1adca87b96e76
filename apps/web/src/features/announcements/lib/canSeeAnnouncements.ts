import { can } from "@armada/domain";
import type { Session } from "@/shared/session/SessionContext";

/** docs/spec/alert-center-and-shell.md §6: system_notification:read plus the company's vsms2_system_notification flag. */
export const canSeeAnnouncements = (session: Session) =>
  can(session.accessKeys, "system_notification:read") &&
  session.featureFlags.vsms2_system_notification !== false;
