import { can } from "@armada/domain";
import { ActionIcon, Badge, Group, Paper, Select, Tabs, Text, TextInput, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconBrandWhatsapp, IconMail, IconRefresh, IconSearch } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { PageHeader } from "@/shared/ui/PageHeader";
import { usePaging } from "@/shared/ui/usePaging";
import { MESSAGE_STATUSES, type MessageStatus, messageStatusColor } from "@/shared/whatsapp/messageStatus";
import { useResendWhatsAppMessage } from "@/shared/whatsapp/useResendWhatsAppMessage";
import { WhatsAppProviderNotice } from "@/shared/whatsapp/WhatsAppProviderNotice";
import { useWhatsAppMessages, type WhatsAppMessageRow } from "../api/whatsappMessages";
import { EmailOutboxTable } from "./EmailOutboxTable";

/**
 * /setting/whatsapp-outbox: the company's WhatsApp messages, their delivery state, and a resend for failed ones;
 * a second tab lists the e-mails (verification links).
 */
export function WhatsAppOutboxPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const mayResend = can(accessKeys, "c5a-setting-notification:update");
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 400);
  const { page, pageSize, resetting, pager } = usePaging();
  const query = useWhatsAppMessages({ status, search: debounced, page, show: pageSize });
  const resend = useResendWhatsAppMessage();

  const columns = useMemo<ColumnDef<WhatsAppMessageRow, unknown>[]>(
    () => [
      {
        id: "createdOn",
        header: t("whatsappOutbox.createdOn"),
        cell: ({ row }) => (
          <Text fz="sm">{formatDateTime(row.original.createdOn, i18n.language, "short")}</Text>
        ),
      },
      {
        id: "recipient",
        header: t("whatsappOutbox.recipient"),
        cell: ({ row }) => row.original.recipientPhone,
      },
      {
        id: "kind",
        header: t("whatsappOutbox.kind"),
        cell: ({ row }) =>
          t(`whatsappOutbox.kinds.${row.original.kind}`, { defaultValue: row.original.kind }),
      },
      {
        id: "body",
        header: t("whatsappOutbox.body"),
        cell: ({ row }) => (
          <Text fz="sm" lineClamp={2} title={row.original.body} maw={320}>
            {row.original.body}
          </Text>
        ),
      },
      {
        id: "status",
        header: t("whatsappOutbox.status"),
        cell: ({ row }) => (
          <>
            <Tooltip label={row.original.lastError} disabled={!row.original.lastError} multiline maw={320}>
              <Badge
                variant="light"
                color={messageStatusColor(row.original.status)}
                data-testid="outbox-status"
              >
                {t(`whatsappOutbox.statuses.${row.original.status}`, { defaultValue: row.original.status })}
              </Badge>
            </Tooltip>
            {row.original.lastError && row.original.status === "failed" ? (
              <Text fz="xs" c="red" mt={4} lineClamp={2}>
                {row.original.lastError}
              </Text>
            ) : null}
          </>
        ),
      },
      { id: "attempts", header: t("whatsappOutbox.attempts"), cell: ({ row }) => row.original.attempts },
      {
        id: "sentOn",
        header: t("whatsappOutbox.sentOn"),
        cell: ({ row }) => <Text fz="sm">{formatDateTime(row.original.sentOn, i18n.language, "short")}</Text>,
      },
      {
        id: "actions",
        header: t("whatsappOutbox.actions"),
        size: 72,
        cell: ({ row }) =>
          mayResend && row.original.status === "failed" ? (
            <Tooltip label={t("whatsappOutbox.resend")}>
              <ActionIcon
                variant="subtle"
                aria-label={t("whatsappOutbox.resend")}
                onClick={() => resend.confirm(row.original)}
                loading={resend.pendingFor(row.original.id)}
                data-testid="outbox-resend"
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null,
      },
    ],
    [t, i18n.language, mayResend, resend],
  );

  return (
    <>
      <PageHeader title={t("whatsappOutbox.title")} description={t("whatsappOutbox.description")} />
      <Tabs defaultValue="whatsapp" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab
            value="whatsapp"
            leftSection={<IconBrandWhatsapp size={16} />}
            data-testid="outbox-tab-whatsapp"
          >
            {t("whatsappOutbox.tabWhatsApp")}
          </Tabs.Tab>
          <Tabs.Tab value="email" leftSection={<IconMail size={16} />} data-testid="outbox-tab-email">
            {t("whatsappOutbox.tabEmail")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="whatsapp">
          <WhatsAppProviderNotice />
          <Group mb="md" gap="sm" wrap="wrap">
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t("whatsappOutbox.searchPlaceholder")}
              aria-label={t("whatsappOutbox.searchPlaceholder")}
              value={search}
              onChange={(event) => resetting(setSearch)(event.currentTarget.value)}
              w={{ base: "100%", sm: 260 }}
              data-testid="outbox-search"
            />
            <Select
              placeholder={t("whatsappOutbox.allStatuses")}
              aria-label={t("whatsappOutbox.status")}
              data={MESSAGE_STATUSES.map((value) => ({
                value,
                label: t(`whatsappOutbox.statuses.${value}`),
              }))}
              value={status}
              onChange={(value) => resetting(setStatus)((value as MessageStatus | null) ?? null)}
              clearable
              w={{ base: "100%", sm: 200 }}
              data-testid="outbox-status-filter"
            />
          </Group>
          <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
            <DataTable
              data={query.data?.rows ?? []}
              columns={columns}
              getRowId={(row) => String(row.id)}
              total={query.data?.total ?? 0}
              loading={query.isPending}
              minWidth={900}
              testId="outbox-table"
              {...pager}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="email">
          <EmailOutboxTable />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
