/**
 * Top-level sections of the texts the pages before sign-in use (login, logout, offline banner, error page,
 * loaders): the first visit downloads only these; the rest come with the signed-in app (`loadAllTexts`).
 */
export const BOOT_TEXT_SECTIONS = ["app", "language", "login", "logout", "offline", "pages"] as const;
