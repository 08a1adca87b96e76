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
  "apiKeys",
  "auditLog",
  "companySettings",
  "companyTicket",
  "console",
  "contactUs",
  "controlTower",
  "costs",
  "deliveries",
  "deliveryScheduler",
  "deviceCommands",
  "documents",
  "driverHome",
  "driverScore",
  "invoices",
  "landMeasurement",
  "liveview",
  "maintenance",
  "marketplace",
  "masterData",
  "notifications",
  "passkey",
  "reminders",
  "reports",
  "retention",
  "routeHistory",
  "routeOptimization",
  "scheduledReports",
  "sessions",
  "setPassword",
  "settingsHub",
  "singleSignOn",
  "temporaryLiveView",
  "trackPlayback",
  "trackVision",
  "twoFactor",
  "users",
  "videoViews",
  "webhooks",
  "whatsappInbox",
  "whatsappOutbox",
  "whatsappProvider",
] as const;

/**
 * The page sections the live view's first view shows: a cold visit to it loads these (0.6 KB) before the map
 * instead of every page's (10 KB), and the others after the map (`loadLiveViewTexts`).
 */
export const LIVE_VIEW_TEXT_SECTIONS = ["liveview"] as const;
