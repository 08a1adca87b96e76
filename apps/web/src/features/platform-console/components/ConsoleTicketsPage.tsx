import { TICKET_STATUSES, type TicketStatus } from "@armada/domain";
import { Badge, Card, Drawer, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TicketReplyBox, TicketStatusBadge, TicketSummary, TicketThread } from "@/features/company-ticket";
import { formatDateTime } from "@/shared/i18n/format";
import { ticketNoticesKey } from "@/shared/tickets/ticketNotices";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { SearchInput } from "@/shared/ui/SearchInput";
import { CONSOLE_PAGE_SIZE } from "../api/consoleApi";
import {
  uploadConsoleTicketImage,
  useConsoleReplyTicket,
  useConsoleTicket,
  useConsoleTickets,
} from "../api/consoleTickets";
import { ConsoleListStatus } from "./ConsoleListStatus";
import { ConsolePager } from "./ConsolePager";

/** Every company's tickets, those waiting for the platform team first; staff answer and set the status. */
export function ConsoleTicketsPage() {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, 300);
  // the open ticket lives in ?ticket= (the bell and the e-mail link open one)
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get("ticket"));
  const openId = Number.isSafeInteger(asked) && asked > 0 && asked < 2_147_483_647 ? asked : null;
  const setOpenId = (id: number | null) => setSearchParams(id === null ? {} : { ticket: String(id) });
  const list = useConsoleTickets({ status, search: debouncedSearch, page, show: CONSOLE_PAGE_SIZE });
  const rows = list.data?.rows ?? [];
  const statusOptions = TICKET_STATUSES.map((value) => ({
    value,
    label: t(`companyTicket.status.${value}`),
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{t("companyTicket.console.title")}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <SearchInput
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            placeholder={t("companyTicket.console.searchPlaceholder")}
            testId="console-ticket-search"
          />
          <Select
            placeholder={t("companyTicket.allStatuses")}
            aria-label={t("companyTicket.form.status")}
            data={statusOptions}
            value={status}
            onChange={(value) => {
              setStatus(value as TicketStatus | null);
              setPage(1);
            }}
            clearable
            data-testid="console-ticket-filter"
          />
        </SimpleGrid>
      </Group>
      <Stack gap="xs" data-testid="console-tickets">
        {rows.map((row) => (
          <Card
            key={row.id}
            withBorder
            radius="md"
            padding="sm"
            onClick={() => setOpenId(row.id)}
            style={{ cursor: "pointer" }}
            data-testid="console-ticket-row"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {row.code}
                  </Text>
                  <Text fz="xs" fw={600}>
                    {row.companyName}
                  </Text>
                  <Badge size="xs" variant="outline" color="gray">
                    {t(`companyTicket.category.${row.category}`)}
                  </Badge>
                  {row.marketplaceItemId && (
                    <Badge size="xs" variant="light" color="teal">
                      {t("companyTicket.marketplaceLead")}
                    </Badge>
                  )}
                </Group>
                <Text fw={600} lineClamp={1}>
                  {row.subject}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatDateTime(row.lastActivityOn, i18n.language, "short")}
                </Text>
              </Stack>
              <TicketStatusBadge status={row.status} />
            </Group>
          </Card>
        ))}
      </Stack>
      <ConsoleListStatus
        list={list}
        isEmpty={rows.length === 0}
        failedKey="companyTicket.loadFailed"
        emptyKey="companyTicket.console.empty"
      />
      <ConsolePager total={list.data?.total ?? 0} page={page} onPageChange={setPage} />
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size={phone ? "100%" : "xl"}
        title={t("companyTicket.console.ticket")}
      >
        {openId !== null && <ConsoleTicketDetail ticketId={openId} />}
      </Drawer>
    </Stack>
  );
}

function ConsoleTicketDetail({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const ticket = useConsoleTicket(ticketId);
  const reply = useConsoleReplyTicket();
  const queryClient = useQueryClient();
  // opening the ticket cleared its bell entry on the server
  const loadedId = ticket.data?.id;
  useEffect(() => {
    if (loadedId) void queryClient.invalidateQueries({ queryKey: ticketNoticesKey, exact: true });
  }, [loadedId, queryClient]);
  const [status, setStatus] = useState<TicketStatus>("waiting_customer");
  if (ticket.isPending) return <Text c="dimmed">{t("app.loading")}</Text>;
  if (ticket.isError || !ticket.data) return <Text c="red">{t("companyTicket.loadFailed")}</Text>;
  return (
    <Stack gap="md" data-testid="console-ticket-detail">
      <TicketSummary ticket={ticket.data} showCompany />
      <Title order={5}>{t("companyTicket.thread.title")}</Title>
      <TicketThread messages={ticket.data.messages} />
      <TicketReplyBox
        uploadScreenshot={(file) => uploadConsoleTicketImage(ticketId, file)}
        sending={reply.isPending}
        submitLabel={t("companyTicket.console.answer")}
        extra={
          <Select
            aria-label={t("companyTicket.console.statusAfter")}
            data={TICKET_STATUSES.map((value) => ({ value, label: t(`companyTicket.status.${value}`) }))}
            value={status}
            onChange={(value) => value && setStatus(value as TicketStatus)}
            allowDeselect={false}
            w={200}
            data-testid="console-ticket-status"
          />
        }
        onSend={({ body, attachments }) =>
          reply.mutateAsync(
            { ticketId, body, attachments, status },
            {
              onSuccess: () => notifySuccess(t("companyTicket.console.answered")),
              onError: errorNotifier("companyTicket.thread.failed"),
            },
          )
        }
      />
    </Stack>
  );
}
