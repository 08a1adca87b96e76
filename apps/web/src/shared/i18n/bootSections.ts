/**
 * Top-level sections of the texts the pages before sign-in use (login, logout, offline banner, error page,
 * loaders): the first visit downloads only these; the rest come with the signed-in app (`loadAllTexts`).
 */
export const BOOT_TEXT_SECTIONS = ["app", "language", "login", "logout", "offline", "pages"] as const;

/**
 * Top-level sections only pages below the shell show (no part of the shell, the dashboard or their popups and
 * drawers): the Indonesian ones load with the first such page (`loadPageTexts`), not with the dashboard.
 */
export const PAGE_TEXT_SECTIONS = [
  "alertRules",
  "companySettings",
  "console",
  "contactUs",
  "deviceCommands",
  "driverScore",
  "liveview",
  "masterData",
  "notifications",
  "reports",
  "routeHistory",
  "settingsHub",
  "temporaryLiveView",
  "whatsappOutbox",
  "whatsappProvider",
] as const;
