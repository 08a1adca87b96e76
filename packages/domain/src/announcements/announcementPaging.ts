/** Announcements are loaded 10 per page; the list grows by 10 on scroll, capped at the total (docs/spec/alert-center-and-shell.md §2.6). */
export const SYSTEM_NOTIFICATION_PAGE_SIZE = 10;
export const nextAnnouncementLimit = (limit: number, total: number) =>
  Math.min(limit + SYSTEM_NOTIFICATION_PAGE_SIZE, Math.max(total, SYSTEM_NOTIFICATION_PAGE_SIZE));
