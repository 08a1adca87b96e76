import { Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { type TicketNotice, ticketNoticeUrl } from "@/shared/tickets/ticketNotices";

/** The bell's ticket entries: the platform team answered a ticket of the company, or a company wrote (console). */
export function TicketNoticeList({ notices, onOpen }: { notices: TicketNotice[]; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap={4} data-testid="alert-center-tickets-list">
      {notices.map((notice) => {
        const status = t(`alertCenter.tickets.status.${notice.status}`, { defaultValue: notice.status });
        return (
          <UnstyledButton
            key={`${notice.forPlatform ? "p" : "c"}${notice.ticketId}`}
            p={6}
            style={{ borderRadius: "var(--mantine-radius-sm)" }}
            onClick={() => {
              onOpen();
              void navigate(ticketNoticeUrl(notice));
            }}
            data-testid="alert-center-ticket"
            data-ticket-id={notice.ticketId}
          >
            <Text fz="sm" fw={600} lineClamp={1}>
              {notice.code} · {notice.subject}
            </Text>
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {notice.forPlatform
                ? t("alertCenter.tickets.companyWrote", { company: notice.companyName, status })
                : t("alertCenter.tickets.answered", { status })}{" "}
              · {formatDateTime(notice.lastActivityOn, i18n.language, "short")}
            </Text>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
