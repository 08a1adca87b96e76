/** Counts above 99 display '99+' (spec §9). */
export const formatUnreadCount = (count: number): string => (count > 99 ? "99+" : String(Math.max(0, count)));

/** Announcements are loaded 10 per page; the list grows by 10 on scroll, capped at the total (spec §2.6). */
export const SYSTEM_NOTIFICATION_PAGE_SIZE = 10;
export const nextSystemNotificationLimit = (limit: number, total: number) =>
  Math.min(limit + SYSTEM_NOTIFICATION_PAGE_SIZE, Math.max(total, SYSTEM_NOTIFICATION_PAGE_SIZE));
