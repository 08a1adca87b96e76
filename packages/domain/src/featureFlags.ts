/** Every feature flag the product reads (docs/spec/alert-center-and-shell.md §6, docs/spec/temporary-live-view.md §6). */
export const FEATURE_FLAGS = [
  "vsms2_bilingual",
  "multiImei",
  "invoiceCoreFlag",
  "fcmTopicDeliveries",
  "vsms2_system_notification",
  "notification.temporary_track",
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type FeatureFlags = Record<FeatureFlag, boolean>;

/**
 * Global defaults, before company overrides:
 * - vsms2_bilingual: true. The interface is Indonesian first with an English switch for everyone.
 * - vsms2_system_notification: true. Announcements (megaphone) are a standard part of the shell;
 *   the user still needs `system_notification:read`.
 * - multiImei: false. Only companies with multi-device vehicles need the source-device icon.
 * - invoiceCoreFlag: false. The invoice module is enabled per company (it also needs the
 *   tms-integration-accurate keys).
 * - fcmTopicDeliveries: false. Push delivery by topic is opt-in per company.
 * - notification.temporary_track: false. When on it hides the contact location column and the
 *   separate "Notifikasi kendaraan tiba" checkbox, so off keeps the full temporary live view form.
 */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = {
  vsms2_bilingual: true,
  multiImei: false,
  invoiceCoreFlag: false,
  fcmTopicDeliveries: false,
  vsms2_system_notification: true,
  "notification.temporary_track": false,
};

export function isFeatureFlag(value: unknown): value is FeatureFlag {
  return typeof value === "string" && (FEATURE_FLAGS as readonly string[]).includes(value);
}

/**
 * Company overrides win over global defaults. Only known flags with a boolean value are applied;
 * `undefined` (or anything not boolean) leaves the default in place.
 */
export function resolveFeatureFlags(
  globalDefaults: Readonly<FeatureFlags>,
  companyOverrides: Readonly<Partial<FeatureFlags>>,
): FeatureFlags {
  const resolved: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, ...pickBooleans(globalDefaults) };
  Object.assign(resolved, pickBooleans(companyOverrides));
  return resolved;
}

function pickBooleans(flags: Readonly<Partial<FeatureFlags>>): Partial<FeatureFlags> {
  const out: Partial<FeatureFlags> = {};
  for (const flag of FEATURE_FLAGS) {
    const value: unknown = flags[flag];
    if (typeof value === "boolean") out[flag] = value;
  }
  return out;
}
