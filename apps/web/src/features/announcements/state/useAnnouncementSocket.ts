import { type AnnouncementView, operatorSocketChannels } from "@armada/domain";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { realtimeSocket } from "@/shared/realtime";
import { announcementKeys } from "../api/announcementsApi";

const ARRIVAL_TOAST_ID = "announcement-arrival";

/**
 * Live arrival (docs/spec/alert-center-and-shell.md §7 #13 `system-notif-{user}`): a new announcement refreshes the count and the list and shows
 * it in the one arrival toast. The tags that ask for the channel are sent by the alert center's socket hook.
 */
export function useAnnouncementSocket(userId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return realtimeSocket.onMessage<AnnouncementView>(operatorSocketChannels.systemNotif(userId), (data) => {
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
      const toast = {
        id: ARRIVAL_TOAST_ID,
        color: "blue",
        title: data.system_notif_header,
        message: data.system_notif_description.slice(0, 140),
        withBorder: true,
      };
      // one toast with the newest: a burst of announcements does not cover the page (show ignores a known id)
      notifications.update(toast);
      notifications.show(toast);
    });
  }, [enabled, userId, queryClient]);
}
