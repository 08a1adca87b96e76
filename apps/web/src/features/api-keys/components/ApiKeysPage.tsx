import { can } from "@armada/domain";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconBook, IconPlus, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { WebhooksSection } from "@/features/webhooks";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type ApiKeyCallRow,
  type ApiKeyRow,
  useApiKeyCalls,
  useApiKeys,
  useRevokeApiKey,
} from "../api/apiKeys";
import { accessKeyLabelKey } from "../lib/accessKeyLabel";
import { CreateApiKeyModal } from "./CreateApiKeyModal";

const STATUS_COLORS: Record<string, string> = { ACTIVE: "green", EXPIRED: "gray", REVOKED: "red" };

/** /setting/integration: the company's API keys (made, shown once, revoked) and the audit of their calls. */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const mayCreate = can(accessKeys, "c8a-setting-api:create");
  const mayRevoke = can(accessKeys, "c8a-setting-api:delete");
  const [creating, setCreating] = useState(false);
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const keyPaging = usePaging();
  const { page, pageSize, pager } = usePaging();
  const calls = useApiKeyCalls({ page, show: pageSize });
  const when = useCallback(
    (value: string | null) => (value ? formatDateTime(value, i18n.language, "short") : "—"),
    [i18n.language],
  );

  const keyColumns = useMemo<ColumnDef<ApiKeyRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: t("apiKeys.name"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {row.original.name}
            </Text>
            <Text fz="xs" c="dimmed" ff="monospace">
              {row.original.prefix}…
            </Text>
          </Stack>
        ),
      },
      {
        id: "status",
        header: t("apiKeys.status"),
        cell: ({ row }) => (
          <Badge
            variant="light"
            color={STATUS_COLORS[row.original.status] ?? "gray"}
            data-testid="api-key-status"
          >
            {t(`apiKeys.statuses.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: "accessKeys",
        header: t("apiKeys.accessKeys"),
        cell: ({ row }) => (
          <Tooltip
            multiline
            maw={320}
            label={row.original.accessKeys.map((key) => t(accessKeyLabelKey(key))).join(", ")}
          >
            <Text fz="sm">{t("apiKeys.accessKeyCount", { count: row.original.accessKeys.length })}</Text>
          </Tooltip>
        ),
      },
      {
        id: "allowedCidrs",
        header: t("apiKeys.allowedCidrs"),
        cell: ({ row }) => (
          <Text fz="sm">
            {row.original.allowedCidrs.length === 0
              ? t("apiKeys.anyAddress")
              : row.original.allowedCidrs.join(", ")}
          </Text>
        ),
      },
      {
        id: "lastUsedOn",
        header: t("apiKeys.lastUsedOn"),
        cell: ({ row }) => (
          <Text fz="sm" data-testid="api-key-last-used">
            {row.original.lastUsedOn
              ? `${when(row.original.lastUsedOn)} · ${row.original.lastUsedIp ?? ""}`
              : t("apiKeys.neverUsed")}
          </Text>
        ),
      },
      {
        id: "expiresOn",
        header: t("apiKeys.expiresOn"),
        cell: ({ row }) => (
          <Text fz="sm">{row.original.expiresOn ? when(row.original.expiresOn) : t("apiKeys.never")}</Text>
        ),
      },
      {
        id: "created",
        header: t("apiKeys.created"),
        cell: ({ row }) => (
          <Text fz="sm">
            {when(row.original.createdOn)} · {row.original.createdByName}
          </Text>
        ),
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) =>
          mayRevoke && row.original.status !== "REVOKED" ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} />}
              data-testid={`api-key-revoke-${row.original.id}`}
              onClick={() =>
                confirmDestructive({
                  title: t("apiKeys.revokeTitle"),
                  text: t("apiKeys.revokeText", { name: row.original.name }),
                  confirmLabel: t("apiKeys.revoke"),
                  cancelLabel: t("apiKeys.cancel"),
                  testId: "api-key-revoke-confirm",
                  onConfirm: () =>
                    revoke.mutate(row.original.id, {
                      onSuccess: () => notifySuccess(t("apiKeys.revoked")),
                      onError: errorNotifier("apiKeys.revokeFailed"),
                    }),
                })
              }
            >
              {t("apiKeys.revoke")}
            </Button>
          ) : null,
      },
    ],
    [t, mayRevoke, revoke, when],
  );

  const callColumns = useMemo<ColumnDef<ApiKeyCallRow, unknown>[]>(
    () => [
      {
        id: "calledOn",
        header: t("apiKeys.calledOn"),
        cell: ({ row }) => <Text fz="sm">{when(row.original.calledOn)}</Text>,
      },
      { id: "keyName", header: t("apiKeys.key"), cell: ({ row }) => row.original.keyName },
      {
        id: "request",
        header: t("apiKeys.request"),
        cell: ({ row }) => (
          <Text fz="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
            {row.original.method} {row.original.path}
          </Text>
        ),
      },
      {
        id: "status",
        header: t("apiKeys.responseStatus"),
        cell: ({ row }) => (
          <Badge
            variant="light"
            color={row.original.status < 400 ? "green" : row.original.status < 500 ? "orange" : "red"}
          >
            {row.original.status}
          </Badge>
        ),
      },
      { id: "durationMs", header: t("apiKeys.duration"), cell: ({ row }) => `${row.original.durationMs} ms` },
      { id: "ip", header: "IP", cell: ({ row }) => row.original.ip },
    ],
    [t, when],
  );

  return (
    <>
      <PageHeader
        title={t("apiKeys.title")}
        description={t("apiKeys.description")}
        actions={
          <Group gap="xs">
            <Button
              component="a"
              href="/api/docs/"
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconBook size={16} />}
              data-testid="api-docs-link"
            >
              {t("apiKeys.docs")}
            </Button>
            {mayCreate ? (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setCreating(true)}
                data-testid="api-key-new"
              >
                {t("apiKeys.new")}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
          {keys.isError ? (
            <LoadFailed
              message={t("apiKeys.loadFailed")}
              retryLabel={t("apiKeys.retry")}
              onRetry={() => void keys.refetch()}
            />
          ) : (
            <DataTable
              // at most 50 active keys: paged here, not on the server
              data={(keys.data ?? []).slice(
                (keyPaging.page - 1) * keyPaging.pageSize,
                keyPaging.page * keyPaging.pageSize,
              )}
              columns={keyColumns}
              getRowId={(row) => String(row.id)}
              total={keys.data?.length ?? 0}
              {...keyPaging.pager}
              loading={keys.isPending}
              minWidth={1100}
              emptyText={t("apiKeys.empty")}
              testId="api-keys-table"
            />
          )}
        </Paper>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t("apiKeys.callsTitle")}
          </Title>
          <Text fz="sm" c="dimmed">
            {t("apiKeys.callsDescription")}{" "}
            <Anchor href="/api/v1/openapi.json" target="_blank" rel="noopener" fz="sm">
              {t("apiKeys.openApiDocument")}
            </Anchor>
          </Text>
          <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
            <DataTable
              data={calls.data?.rows ?? []}
              columns={callColumns}
              getRowId={(row) => String(row.id)}
              total={calls.data?.total ?? 0}
              loading={calls.isPending}
              minWidth={800}
              emptyText={t("apiKeys.callsEmpty")}
              testId="api-key-calls-table"
              error={
                calls.isError ? (
                  <LoadFailed
                    message={t("apiKeys.loadFailed")}
                    retryLabel={t("apiKeys.retry")}
                    onRetry={() => void calls.refetch()}
                  />
                ) : undefined
              }
              {...pager}
            />
          </Paper>
        </Stack>
        <WebhooksSection />
      </Stack>
      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
