import { type AccessKey, can, USER_READ_KEY } from "@armada/domain";

export interface SettingsEntry {
  id:
    | "alertRules"
    | "whatsappOutbox"
    | "whatsappInbox"
    | "reminders"
    | "company"
    | "integration"
    | "users"
    | "auditLog"
    | "language";
  /** page of the entry; the language entry switches in place */
  path: string | null;
  /** key the entry's page requires (the same its route and the server check); null for every user */
  accessKey: AccessKey | null;
}

export const SETTINGS_ENTRIES: readonly SettingsEntry[] = [
  { id: "alertRules", path: "/setting/notification", accessKey: "e4b-alert-center-rule-setting:read" },
  { id: "whatsappOutbox", path: "/setting/whatsapp-outbox", accessKey: "c5a-setting-notification:read" },
  { id: "whatsappInbox", path: "/whatsapp-inbox", accessKey: "c5a-setting-notification:read" },
  { id: "reminders", path: "/setting/reminders", accessKey: "c5a-setting-notification:read" },
  { id: "company", path: "/setting/company", accessKey: "c1a-setting-company:read" },
  { id: "integration", path: "/setting/integration", accessKey: "c8a-setting-api:read" },
  { id: "users", path: "/setting/users", accessKey: USER_READ_KEY },
  { id: "auditLog", path: "/setting/audit-log", accessKey: "c9a-setting-audit-log:read" },
  { id: "language", path: null, accessKey: null },
];

/** The entries of the settings hub this user may open; the language entry only with the bilingual flag. */
export function visibleSettingsEntries(accessKeys: readonly string[], bilingual: boolean): SettingsEntry[] {
  return SETTINGS_ENTRIES.filter((entry) =>
    entry.accessKey === null ? entry.id !== "language" || bilingual : can(accessKeys, entry.accessKey),
  );
}
