import type { LocalizedText } from "./localizedText.js";

/**
 * The error texts the web app's shell shows by itself (a failure nobody foresaw, a full socket server), apart from
 * the other error texts (`ERROR_MESSAGES`, which includes these): the shell would otherwise carry every error text in
 * its first view.
 */
export const SHELL_ERROR_MESSAGES = {
  InternalError: {
    id: "Terjadi kesalahan pada sistem. Silakan coba lagi.",
    en: "Something went wrong on our side. Please try again.",
  },
  TooManyConnections: {
    id: "Terlalu banyak koneksi langsung ke server, coba lagi nanti.",
    en: "Too many live connections to the server, try again later.",
  },
} as const satisfies Record<string, LocalizedText>;
