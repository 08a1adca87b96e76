import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketCategory, type TicketStatus } from "@armada/domain";
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { DotsLoader } from "@/shared/ui/DotsLoader";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { TablePager } from "@/shared/ui/TablePager";
import { usePaging } from "@/shared/ui/usePaging";
import { useCompanyTickets } from "../api/companyTickets";
import { NewTicketModal } from "./NewTicketModal";
import { TicketStatusBadge } from "./TicketStatusBadge";

/** /company-ticket/: the company's tickets, latest activity first, with status, category and text filters. */
export function CompanyTicketListPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [category, setCategory] = useState<TicketCategory | null>(null);
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const paging = usePaging(10);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const tickets = useCompanyTickets({
    status,
    category,
    search: debouncedSearch,
    page: paging.page,
    show: paging.pageSize,
  });

  return (
    <>
      <PageHeader
        title={t("companyTicket.title")}
        description={t("companyTicket.description")}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="ticket-new"
          >
            {t("companyTicket.new")}
          </Button>
        }
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <SearchInput
            value={search}
            onSearch={paging.resetting(setSearch)}
            placeholder={t("companyTicket.searchPlaceholder")}
            testId="ticket-search"
          />
          <Select
            aria-label={t("companyTicket.form.status")}
            placeholder={t("companyTicket.allStatuses")}
            data={TICKET_STATUSES.map((value) => ({ value, label: t(`companyTicket.status.${value}`) }))}
            value={status}
            onChange={paging.resetting((value: string | null) => setStatus(value as TicketStatus | null))}
            clearable
            data-testid="ticket-filter-status"
          />
          <Select
            aria-label={t("companyTicket.form.category")}
            placeholder={t("companyTicket.allCategories")}
            data={TICKET_CATEGORIES.map((value) => ({ value, label: t(`companyTicket.category.${value}`) }))}
            value={category}
            onChange={paging.resetting((value: string | null) => setCategory(value as TicketCategory | null))}
            clearable
            data-testid="ticket-filter-category"
          />
        </SimpleGrid>
        {tickets.isPending ? (
          <DotsLoader />
        ) : tickets.isError ? (
          <LoadFailed
            message={t("companyTicket.loadFailed")}
            retryLabel={t("companyTicket.retry")}
            onRetry={() => void tickets.refetch()}
          />
        ) : tickets.data.rows.length === 0 ? (
          <Card withBorder padding="xl" radius="md" data-testid="ticket-empty">
            <Text ta="center" c="dimmed">
              {status || category || search ? t("companyTicket.emptyFiltered") : t("companyTicket.empty")}
            </Text>
          </Card>
        ) : (
          <Stack gap="xs" data-testid="ticket-list">
            {tickets.data.rows.map((ticket) => (
              <Card
                key={ticket.id}
                component={Link}
                to={`/company-ticket/${ticket.id}`}
                withBorder
                radius="md"
                padding="sm"
                data-testid="ticket-row"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fz="xs" c="dimmed" ff="monospace">
                        {ticket.code}
                      </Text>
                      <Badge size="xs" variant="outline" color="gray">
                        {t(`companyTicket.category.${ticket.category}`)}
                      </Badge>
                      {ticket.priority === "urgent" || ticket.priority === "high" ? (
                        <Badge size="xs" color="red" variant="light">
                          {t(`companyTicket.priority.${ticket.priority}`)}
                        </Badge>
                      ) : null}
                      {ticket.unreadByCompany && (
                        <Badge size="xs" color="blue" data-testid="ticket-unread">
                          {t("companyTicket.newReply")}
                        </Badge>
                      )}
                    </Group>
                    <Text fw={600} lineClamp={1}>
                      {ticket.subject}
                    </Text>
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {[
                        ticket.referenceLabel,
                        ticket.createdByName,
                        formatDateTime(ticket.lastActivityOn, i18n.language, "short"),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </Text>
                  </Stack>
                  <TicketStatusBadge status={ticket.status} />
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        {tickets.data && tickets.data.total > 0 && (
          <TablePager total={tickets.data.total} {...paging.pager} testId="ticket-pager" />
        )}
      </Stack>
      <NewTicketModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
