import { can } from "@armada/domain";
import {
  ActionIcon,
  Badge,
  Group,
  Pagination,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { PageHeader } from "@/shared/ui/PageHeader";
import { MESSAGE_STATUSES, type MessageStatus, messageStatusColor } from "@/shared/whatsapp/messageStatus";
import { useResendWhatsAppMessage } from "@/shared/whatsapp/useResendWhatsAppMessage";
import { WhatsAppProviderNotice } from "@/shared/whatsapp/WhatsAppProviderNotice";
import { useWhatsAppMessages } from "../api/whatsappMessages";

const PAGE_SIZES = ["10", "25", "50", "100"];

const dateTime = (value: string | null) =>
  value ? new Date(value).toLocaleString("id-ID", { dateStyle: "medium", timeStyle: "short" }) : "—";

/** /setting/whatsapp-outbox: the company's WhatsApp messages, their delivery state, and a resend for failed ones. */
export function WhatsAppOutboxPage() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayResend = can(accessKeys, "c5a-setting-notification:update");
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 400);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useWhatsAppMessages({ status, search: debounced, page, show: pageSize });
  const resend = useResendWhatsAppMessage();
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t("whatsappOutbox.title")} description={t("whatsappOutbox.description")} />
      <WhatsAppProviderNotice />
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t("whatsappOutbox.searchPlaceholder")}
          aria-label={t("whatsappOutbox.searchPlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 260 }}
          data-testid="outbox-search"
        />
        <Select
          placeholder={t("whatsappOutbox.allStatuses")}
          aria-label={t("whatsappOutbox.status")}
          data={MESSAGE_STATUSES.map((value) => ({ value, label: t(`whatsappOutbox.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus((value as MessageStatus | null) ?? null);
            setPage(1);
          }}
          clearable
          w={{ base: "100%", sm: 200 }}
          data-testid="outbox-status-filter"
        />
      </Group>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="outbox-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("whatsappOutbox.createdOn")}</Table.Th>
                <Table.Th>{t("whatsappOutbox.recipient")}</Table.Th>
                <Table.Th>{t("whatsappOutbox.kind")}</Table.Th>
                <Table.Th>{t("whatsappOutbox.body")}</Table.Th>
                <Table.Th>{t("whatsappOutbox.status")}</Table.Th>
                <Table.Th>{t("whatsappOutbox.attempts")}</Table.Th>
                <Table.Th>{t("whatsappOutbox.sentOn")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("whatsappOutbox.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text ta="center" c="dimmed" py="lg">
                      {query.isPending ? t("whatsappOutbox.loading") : t("whatsappOutbox.empty")}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="outbox-row">
                    <Table.Td fz="sm">{dateTime(row.createdOn)}</Table.Td>
                    <Table.Td fz="sm">{row.recipientPhone}</Table.Td>
                    <Table.Td fz="sm">
                      {t(`whatsappOutbox.kinds.${row.kind}`, { defaultValue: row.kind })}
                    </Table.Td>
                    <Table.Td fz="sm" maw={320}>
                      <Text fz="sm" lineClamp={2} title={row.body}>
                        {row.body}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={row.lastError} disabled={!row.lastError} multiline maw={320}>
                        <Badge
                          variant="light"
                          color={messageStatusColor(row.status)}
                          data-testid="outbox-status"
                        >
                          {t(`whatsappOutbox.statuses.${row.status}`, { defaultValue: row.status })}
                        </Badge>
                      </Tooltip>
                      {row.lastError && row.status === "failed" ? (
                        <Text fz="xs" c="red" mt={4} lineClamp={2}>
                          {row.lastError}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td fz="sm">{row.attempts}</Table.Td>
                    <Table.Td fz="sm">{dateTime(row.sentOn)}</Table.Td>
                    <Table.Td>
                      {mayResend && row.status === "failed" ? (
                        <Tooltip label={t("whatsappOutbox.resend")}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t("whatsappOutbox.resend")}
                            onClick={() => resend.confirm(row)}
                            loading={resend.pendingFor(row.id)}
                            data-testid="outbox-resend"
                          >
                            <IconRefresh size={18} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Text fz="sm" c="dimmed">
            {t("whatsappOutbox.pageSize")}
          </Text>
          <Select
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(value) => {
              setPageSize(Number(value ?? 10));
              setPage(1);
            }}
            allowDeselect={false}
            w={90}
            aria-label={t("whatsappOutbox.pageSize")}
          />
          <Text fz="sm" c="dimmed">
            {t("whatsappOutbox.total", { count: total })}
          </Text>
        </Group>
        <Pagination total={Math.max(1, Math.ceil(total / pageSize))} value={page} onChange={setPage} />
      </Group>
    </>
  );
}
