/** A count on a badge (alert bell, announcements megaphone): above 99 it reads "99+" (docs/spec/alert-center-and-shell.md §9). */
export function formatBadgeCount(count: number): string {
  return count > 99 ? "99+" : String(Math.max(0, Math.trunc(count)));
}
