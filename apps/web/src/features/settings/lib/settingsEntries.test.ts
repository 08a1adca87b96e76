import { EDITION_ACCESS_KEYS, OPERATOR_EXCLUDED_ACCESS_KEYS } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { visibleSettingsEntries } from "./settingsEntries";

const ids = (keys: readonly string[], bilingual = true) =>
  visibleSettingsEntries(keys, bilingual).map((entry) => entry.id);

describe("settings hub entries", () => {
  it("shows the demo admin every entry", () => {
    expect(ids(EDITION_ACCESS_KEYS)).toEqual([
      "alertRules",
      "whatsappOutbox",
      "whatsappInbox",
      "reminders",
      "company",
      "integration",
      "users",
      "auditLog",
      "language",
    ]);
  });

  it("shows each entry only with the key its page needs", () => {
    const operator = EDITION_ACCESS_KEYS.filter(
      (key) => !(OPERATOR_EXCLUDED_ACCESS_KEYS as readonly string[]).includes(key),
    );
    expect(ids(operator)).toEqual([
      "whatsappOutbox",
      "whatsappInbox",
      "reminders",
      "company",
      "integration",
      "users",
      "language",
    ]);
    expect(ids(["c8a-setting-api:read"], false)).toEqual(["integration"]);
    expect(ids(["c9a-setting-audit-log:read"], false)).toEqual(["auditLog"]);
    expect(ids(["c2a-setting-user:read"], false)).toEqual(["users"]);
    expect(ids(["c5a-setting-notification:read"])).toEqual([
      "whatsappOutbox",
      "whatsappInbox",
      "reminders",
      "language",
    ]);
    expect(ids(["c1a-setting-company:read"], false)).toEqual(["company"]);
    expect(ids([], false)).toEqual([]);
  });
});
