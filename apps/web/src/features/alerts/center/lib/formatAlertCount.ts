/** Counts above 99 read "99+" (docs/spec/alert-center-and-shell.md §9). */
export function formatAlertCount(count: number): string {
  return count > 99 ? "99+" : String(Math.max(0, Math.trunc(count)));
}
