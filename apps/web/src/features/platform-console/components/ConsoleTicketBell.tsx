import { formatBadgeCount } from "@armada/domain";
import { ActionIcon, Indicator, Menu, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useTicketNotices } from "@/shared/tickets/ticketNotices";

/** The console's bell: the tickets a company opened, answered or closed since the console last opened them. */
export function ConsoleTicketBell() {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const notices = useTicketNotices(true, true).data ?? [];
  const label = t("companyTicket.console.bell", { count: notices.length });
  return (
    <Menu position="bottom-end" width={340} shadow="md" withinPortal>
      <Menu.Target>
        <Indicator
          label={formatBadgeCount(notices.length)}
          size={18}
          color="red"
          offset={6}
          disabled={notices.length === 0}
          data-testid="console-bell-count"
          data-count={notices.length}
        >
          <ActionIcon variant="subtle" size="lg" aria-label={label} data-testid="console-bell">
            <IconBell size={21} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown data-testid="console-bell-list">
        <Menu.Label>{label}</Menu.Label>
        {notices.length === 0 ? (
          <Text fz="sm" c="dimmed" px="sm" py="xs">
            {t("companyTicket.console.bellEmpty")}
          </Text>
        ) : (
          notices.map((notice) => (
            <Menu.Item
              key={notice.ticketId}
              onClick={() => setSearchParams({ ticket: String(notice.ticketId) })}
              data-testid="console-bell-ticket"
              data-ticket-id={notice.ticketId}
            >
              <Text fz="sm" fw={600} lineClamp={1}>
                {notice.code} · {notice.subject}
              </Text>
              <Text fz="xs" c="dimmed" lineClamp={1}>
                {t("companyTicket.console.bellEntry", {
                  company: notice.companyName,
                  status: t(`companyTicket.status.${notice.status}`),
                })}
              </Text>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
