const FALLBACK = "/dashboard/?isLoginSuccess=true";

/** Only same-origin absolute paths are followed after login; anything else goes to the dashboard. */
export function safeRedirectPath(target: string | undefined | null): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return FALLBACK;
  return target;
}
