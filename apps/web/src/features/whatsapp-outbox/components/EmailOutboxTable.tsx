import { Badge, Paper, Text, Tooltip } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import { messageStatusColor } from "@/shared/whatsapp/messageStatus";
import { type EmailMessageRow, useEmailMessages } from "../api/emailMessages";

/** The company's e-mails (verification links): with the log transport the link can be read here. */
export function EmailOutboxTable() {
  const { t, i18n } = useTranslation();
  const { page, pageSize, pager } = usePaging();
  const query = useEmailMessages({ page, show: pageSize });

  const columns = useMemo<ColumnDef<EmailMessageRow, unknown>[]>(
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
        cell: ({ row }) => row.original.recipientEmail,
      },
      { id: "subject", header: t("whatsappOutbox.subject"), cell: ({ row }) => row.original.subject },
      {
        id: "body",
        header: t("whatsappOutbox.body"),
        cell: ({ row }) => (
          <Text
            fz="sm"
            maw={420}
            style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}
            data-testid="email-body"
          >
            {row.original.body}
          </Text>
        ),
      },
      {
        id: "status",
        header: t("whatsappOutbox.status"),
        cell: ({ row }) => (
          <Tooltip label={row.original.lastError} disabled={!row.original.lastError} multiline maw={320}>
            <Badge variant="light" color={messageStatusColor(row.original.status)}>
              {t(`whatsappOutbox.statuses.${row.original.status}`, { defaultValue: row.original.status })}
            </Badge>
          </Tooltip>
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <DataTable
        data={query.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={query.data?.total ?? 0}
        loading={query.isPending}
        minWidth={900}
        testId="email-outbox-table"
        {...pager}
      />
    </Paper>
  );
}
