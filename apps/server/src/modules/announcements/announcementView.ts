import type { AnnouncementView } from "@armada/domain";
import type { AnnouncementRow } from "./announcementRepository.js";

/** An announcement as the client reads it (docs/spec/alert-center-and-shell.md §3 System notification: snake_case fields). */
export function toAnnouncementView(row: AnnouncementRow, isRead: boolean): AnnouncementView {
  return {
    system_notification_uuid: row.uuid,
    system_notif_header: row.header,
    system_notif_description: row.description,
    system_notif_thumbnail: row.thumbnailUrl,
    created_on: row.publishOn.toISOString(),
    updated_on: row.updatedOn.toISOString(),
    is_read: isRead,
    title: row.header,
    description: row.description,
    action: row.action,
    data: row.data,
  };
}

/** The console's row: the announcement, its audience, schedule and how many users read it. */
export function toConsoleAnnouncementView(row: AnnouncementRow, readCount: number) {
  return {
    ...toAnnouncementView(row, false),
    company_ids: row.companyIds,
    publish_on: row.publishOn.toISOString(),
    delivered_on: row.deliveredOn?.toISOString() ?? null,
    read_count: readCount,
  };
}
