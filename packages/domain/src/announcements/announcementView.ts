import type { AnnouncementAction } from "./announcementInput.js";

/**
 * An announcement as a company's user reads it (docs/spec/alert-center-and-shell.md §3 System notification), in the list, the detail and the
 * `system-notif-{userId}` socket message. `data` holds `{url}` or `{urls}` as the action needs.
 */
export interface AnnouncementView {
  system_notification_uuid: string;
  system_notif_header: string;
  system_notif_description: string;
  system_notif_thumbnail: string | null;
  created_on: string;
  updated_on: string;
  is_read: boolean;
  title: string;
  description: string;
  action: AnnouncementAction;
  data: { url?: string; urls?: string[] };
}
