import { WHATSAPP_INBOX_SOCKET_TYPE, type WhatsappInboxChange } from "@armada/domain";
import { Anchor, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useOnReconnect, useSocketMessage } from "@/shared/realtime/hooks";
import { type InboxNotice, inboxNoticesKey, inboxNoticeUrl } from "./inboxNotices";

/** Every query of the inbox and the bell's entries start with it (whatsapp-inbox's `inboxKey`). */
const INBOX_QUERIES = [inboxNoticesKey[0]] as const;
const INBOX_PAGE = "/whatsapp-inbox/";

/**
 * The inbox's changes pushed by the server (a recipient wrote, an operator read or answered): every inbox query of
 * the tab refetches, and a message now waiting for the operator shows a toast that opens its conversation, except
 * on the inbox page, whose list shows it already. After a gap in the socket, everything refetches.
 */
export function useInboxChanges(enabled: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useOnReconnect(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: INBOX_QUERIES });
  });
  useSocketMessage<WhatsappInboxChange>(enabled ? WHATSAPP_INBOX_SOCKET_TYPE : null, async (change) => {
    await queryClient.invalidateQueries({ queryKey: INBOX_QUERIES });
    if (change.kind !== "received" || !change.waiting) return;
    if (window.location.pathname.startsWith(INBOX_PAGE)) return;
    const notice = queryClient
      .getQueryData<InboxNotice[]>(inboxNoticesKey)
      ?.find((candidate) => candidate.conversationId === change.conversationId);
    const url = inboxNoticeUrl(change);
    notifications.show({
      id: `whatsapp-inbox-${change.conversationId}`,
      color: "teal",
      withBorder: true,
      title: notice
        ? t("alertCenter.inbox.newMessageFrom", { name: notice.contactLabel })
        : t("alertCenter.inbox.newMessage"),
      message: (
        <>
          {notice?.lastMessage ? (
            <Text fz="sm" lineClamp={2}>
              {notice.lastMessage}
            </Text>
          ) : null}
          <Anchor
            component="button"
            type="button"
            fz="sm"
            data-testid="inbox-toast-open"
            onClick={() => {
              notifications.hide(`whatsapp-inbox-${change.conversationId}`);
              navigate(url);
            }}
          >
            {t("alertCenter.inbox.open")}
          </Anchor>
        </>
      ),
    });
  });
}
