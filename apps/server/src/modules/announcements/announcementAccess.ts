/** docs/spec/alert-center-and-shell.md §6: announcements need this key plus the company's vsms2_system_notification flag */
export const SYSTEM_NOTIFICATION_READ = "system_notification:read";
