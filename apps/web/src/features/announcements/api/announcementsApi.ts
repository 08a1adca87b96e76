import { type AnnouncementView, nextAnnouncementLimit, SYSTEM_NOTIFICATION_PAGE_SIZE } from "@armada/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/apiRequest";

export interface AnnouncementList {
  paginated_result: AnnouncementView[];
  metadata: { total_count: number };
}

export const announcementKeys = {
  all: ["announcements"] as const,
  list: (limit: number) => ["announcements", "list", limit] as const,
  unread: ["announcements", "unread"] as const,
};

/** The first `limit` announcements, page 1 (docs/spec/alert-center-and-shell.md §7 #9: the list grows by raising the limit). */
export function useAnnouncementList(limit: number, enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.list(limit),
    queryFn: async ({ signal }) =>
      (await apiRequest<AnnouncementList>(`/api/system-notification?limit=${limit}&page=1`, { signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Unread total; checked again every minute as well as on live arrival. */
export function useAnnouncementUnreadTotal(enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.unread,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ total: number }>("/api/system-notification/unread-total", { signal })).data.total,
    enabled,
    refetchInterval: 60_000,
  });
}

/** Marks one announcement (or, without a uuid, all) as read. */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid?: string) =>
      apiRequest<{ total: number }>("/api/system-notification/read", {
        method: "PATCH",
        body: { is_read: true, updated_on: new Date().toISOString(), system_notification_uuid: uuid },
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(announcementKeys.unread, data.total);
      void queryClient.invalidateQueries({ queryKey: ["announcements", "list"] });
    },
  });
}

export { nextAnnouncementLimit, SYSTEM_NOTIFICATION_PAGE_SIZE };
