import { can } from "@armada/domain";
import { Badge, Button, Group, Paper, Stack, Switch, Text, Title, Tooltip } from "@mantine/core";
import { IconList, IconPlus, IconSend, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { usePaging } from "@/shared/ui/usePaging";
import {
  useDeleteWebhook,
  useSendWebhookTest,
  useSetWebhookEnabled,
  useWebhooks,
  type WebhookRow,
} from "../api/webhooks";
import { CreateWebhookModal } from "./CreateWebhookModal";
import { WebhookDeliveriesDrawer } from "./WebhookDeliveriesDrawer";

/** Integrasi's webhooks: the company's subscriptions, made, switched on and off, tested, deleted, and their logs. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayChange = can(accessKeys, "c8a-setting-api:create");
  const mayDelete = can(accessKeys, "c8a-setting-api:delete");
  const [creating, setCreating] = useState(false);
  const [logOf, setLogOf] = useState<WebhookRow | null>(null);
  const webhooks = useWebhooks();
  const paging = usePaging();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const sendTest = useSendWebhookTest();

  const columns = useMemo<ColumnDef<WebhookRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: t("webhooks.name"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {row.original.name}
            </Text>
            <Text fz="xs" c="dimmed" ff="monospace" style={{ wordBreak: "break-all" }}>
              {row.original.url}
            </Text>
          </Stack>
        ),
      },
      {
        id: "events",
        header: t("webhooks.events"),
        cell: ({ row }) => (
          <Group gap={4}>
            {row.original.events.map((event) => (
              <Badge key={event} variant="outline" size="sm">
                {t(`webhooks.eventNames.${event.replace(".", "_")}`)}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        id: "enabled",
        header: t("webhooks.status"),
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Switch
              checked={row.original.isEnabled}
              disabled={!mayChange || setEnabled.isPending}
              aria-label={t("webhooks.enabled")}
              data-testid={`webhook-enabled-${row.original.id}`}
              onChange={(event) =>
                setEnabled.mutate(
                  { webhookId: row.original.id, isEnabled: event.currentTarget.checked },
                  { onError: errorNotifier("webhooks.changeFailed") },
                )
              }
            />
            {row.original.disabledReason ? (
              <Tooltip label={t("webhooks.disabledByFailures")}>
                <Badge color="red" variant="light">
                  {t("webhooks.failing")}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
        ),
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconList size={14} />}
              onClick={() => setLogOf(row.original)}
              data-testid={`webhook-log-${row.original.id}`}
            >
              {t("webhooks.log")}
            </Button>
            {mayChange ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconSend size={14} />}
                disabled={!row.original.isEnabled}
                loading={sendTest.isPending && sendTest.variables === row.original.id}
                data-testid={`webhook-test-${row.original.id}`}
                onClick={() =>
                  sendTest.mutate(row.original.id, {
                    onSuccess: () => {
                      notifySuccess(t("webhooks.testQueued"));
                      setLogOf(row.original);
                    },
                    onError: errorNotifier("webhooks.testFailed"),
                  })
                }
              >
                {t("webhooks.sendTest")}
              </Button>
            ) : null}
            {mayDelete ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} />}
                data-testid={`webhook-delete-${row.original.id}`}
                onClick={() =>
                  confirmDestructive({
                    title: t("webhooks.deleteTitle"),
                    text: t("webhooks.deleteText", { name: row.original.name }),
                    confirmLabel: t("webhooks.delete"),
                    cancelLabel: t("webhooks.cancel"),
                    testId: "webhook-delete-confirm",
                    onConfirm: () =>
                      remove.mutate(row.original.id, {
                        onSuccess: () => notifySuccess(t("webhooks.deleted")),
                        onError: errorNotifier("webhooks.deleteFailed"),
                      }),
                  })
                }
              >
                {t("webhooks.delete")}
              </Button>
            ) : null}
          </Group>
        ),
      },
    ],
    [t, mayChange, mayDelete, setEnabled, sendTest, remove],
  );

  return (
    <Stack gap="xs" data-testid="webhooks-section">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t("webhooks.title")}
          </Title>
          <Text fz="sm" c="dimmed">
            {t("webhooks.description")}
          </Text>
        </Stack>
        {mayChange ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="webhook-new"
          >
            {t("webhooks.new")}
          </Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        {webhooks.isError ? (
          <LoadFailed
            message={t("webhooks.loadFailed")}
            retryLabel={t("webhooks.retry")}
            onRetry={() => void webhooks.refetch()}
          />
        ) : (
          <DataTable
            // at most 20 subscriptions: paged here, not on the server
            data={(webhooks.data ?? []).slice(
              (paging.page - 1) * paging.pageSize,
              paging.page * paging.pageSize,
            )}
            columns={columns}
            getRowId={(row) => String(row.id)}
            total={webhooks.data?.length ?? 0}
            {...paging.pager}
            loading={webhooks.isPending}
            minWidth={900}
            emptyText={t("webhooks.empty")}
            testId="webhooks-table"
          />
        )}
      </Paper>
      <CreateWebhookModal opened={creating} onClose={() => setCreating(false)} />
      <WebhookDeliveriesDrawer webhook={logOf} onClose={() => setLogOf(null)} />
    </Stack>
  );
}
