import { can } from "@armada/domain";
import { Alert, Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertTriangle, IconCircleCheck, IconFlagOff, IconHistory } from "@tabler/icons-react";
import type { ColumnDef, RowSelectionState, Updater } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AlertIcon } from "@/features/alerts/center/components/AlertIcon";
import { FalseAlertModal } from "@/features/alerts/center/components/FalseAlertModal";
import { AlertStatusBadge, UrgencyBadge, urgencyOf } from "@/features/alerts/common/AlertBadges";
import { alertAddress, alertDescription, type RawAlertRow } from "@/features/alerts/common/rawAlertFields";
import type { RawAlertsActionInput } from "@/features/alerts/common/upsertRawAlertsAction";
import { useRawAlertsAction } from "@/features/alerts/common/useRawAlertsAction";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { selectColumn } from "@/shared/ui/useRowSelection";
import { useRawAlerts } from "../api/rawAlerts";
import {
  type AlertListFilters,
  alertListCriteria,
  alertListFiltersToParams,
  parseAlertListFilters,
  rawAlertsPageFilter,
} from "../lib/alertListFilters";
import {
  type BulkSelection,
  EMPTY_SELECTION,
  isSelected,
  selectedCount,
  selectionInput,
  toggleRow,
} from "../lib/bulkSelection";
import { createdOnColumn } from "./createdOnColumn";
import { NotificationFilters } from "./NotificationFilters";

/** /notification/: every alert of the period with filters, bulk resolve and bulk false alert. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { accessKeys } = useSession();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const filters = useMemo(() => parseAlertListFilters(params, now), [params, now]);
  const query = useRawAlerts(rawAlertsPageFilter(filters));
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const [selection, setSelection] = useState<BulkSelection>(EMPTY_SELECTION);
  const [falseAlertOpen, setFalseAlertOpen] = useState(false);
  const action = useRawAlertsAction();
  const count = selectedCount(selection, total);

  const update = (changes: Partial<AlertListFilters>) => {
    const next = { ...filters, page: 1, ...changes };
    setParams(alertListFiltersToParams(next, now), { replace: true });
    // another filter means other alerts: a selection of the old ones would act on rows no longer shown
    if (!("page" in changes) && !("show" in changes)) setSelection(EMPTY_SELECTION);
  };

  const rowSelection = useMemo<RowSelectionState>(
    () =>
      Object.fromEntries(rows.map((row) => [String(row.rawAlertId), isSelected(selection, row.rawAlertId)])),
    [rows, selection],
  );
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === "function" ? updater(rowSelection) : updater;
    let result = selection;
    for (const row of rows) {
      const on = Boolean(next[String(row.rawAlertId)]);
      if (on !== isSelected(result, row.rawAlertId)) result = toggleRow(result, row.rawAlertId, on);
    }
    setSelection(result);
  };
  const wholePageSelected = rows.length > 0 && rows.every((row) => isSelected(selection, row.rawAlertId));

  const run = (input: Pick<RawAlertsActionInput, "actionType" | "data" | "form">, done: string) =>
    action.mutate(
      { ...input, ...selectionInput(selection, alertListCriteria(filters)) },
      {
        onSuccess: (result) => {
          notifySuccess(t(done, { count: result.aggregate?.updatedAlerts ?? count }));
          setSelection(EMPTY_SELECTION);
          setFalseAlertOpen(false);
        },
        onError: notifyError,
      },
    );

  const confirmResolve = () =>
    modals.openConfirmModal({
      title: t("notifications.bulk.resolveTitle"),
      centered: true,
      children: <Text fz="sm">{t("notifications.bulk.resolveText", { count })}</Text>,
      labels: { confirm: t("alerts.actions.yes"), cancel: t("alerts.actions.cancel") },
      confirmProps: { color: "green", "data-testid": "confirm-resolve" } as Record<string, unknown>,
      onConfirm: () => run({ actionType: "Resolve", data: "true" }, "notifications.bulk.resolved"),
    });

  const columns = useMemo<ColumnDef<RawAlertRow, unknown>[]>(
    () => [
      selectColumn<RawAlertRow>({
        all: t("notifications.bulk.selectPage"),
        row: (row) => t("notifications.bulk.selectRow", { plate: row.licensePlate }),
      }),
      createdOnColumn<RawAlertRow>(t("notifications.columns.time"), i18n.language),
      {
        id: "alert",
        header: t("notifications.columns.alert"),
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap" miw={130}>
            <AlertIcon iconUrl={row.original.alert.iconUrl} color="red" size={28} />
            <Text fz="sm" fw={row.original.isRead ? 400 : 600} data-testid="alert-description">
              {alertDescription(row.original.alert, i18n.language)}
            </Text>
          </Group>
        ),
      },
      {
        id: "plate",
        header: t("notifications.columns.plate"),
        cell: ({ row }) => (
          <Text fz="sm" fw={600} style={{ whiteSpace: "nowrap" }} data-testid="alert-plate">
            {row.original.licensePlate}
          </Text>
        ),
      },
      {
        id: "urgency",
        header: t("notifications.columns.urgency"),
        cell: ({ row }) => <UrgencyBadge urgency={urgencyOf(row.original)} />,
      },
      {
        id: "status",
        header: t("notifications.columns.status"),
        cell: ({ row }) => <AlertStatusBadge alert={row.original} />,
      },
      {
        id: "driver",
        header: t("notifications.columns.driver"),
        cell: ({ row }) => row.original.driver?.fullname ?? row.original.driverName ?? "—",
      },
      {
        id: "data",
        header: t("notifications.columns.data"),
        cell: ({ row }) => (
          <Text fz="sm" miw={130}>
            {row.original.formattedAlertData ?? "—"}
          </Text>
        ),
      },
      {
        id: "address",
        header: t("notifications.columns.address"),
        cell: ({ row }) => (
          <Text fz="sm" lineClamp={2} miw={160}>
            {alertAddress(row.original, t, i18n.language) ?? "—"}
          </Text>
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader
        title={t("menu.notification")}
        actions={
          can(accessKeys, "e1j-log-notification:read") ? (
            <Button
              component={Link}
              to="/notification/log"
              variant="default"
              leftSection={<IconHistory size={16} />}
              data-testid="open-notification-log"
            >
              {t("notifications.log.title")}
            </Button>
          ) : null
        }
      />
      <Card withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <NotificationFilters filters={filters} onChange={update} />
          {count > 0 ? (
            <Group
              justify="space-between"
              gap="sm"
              p="xs"
              bg="var(--mantine-primary-color-light)"
              style={{ borderRadius: "var(--mantine-radius-md)" }}
              data-testid="bulk-bar"
            >
              <Group gap="xs">
                <Text fz="sm" fw={600} data-testid="bulk-count">
                  {t("notifications.bulk.selected", { count })}
                </Text>
                {selection.kind === "ids" && wholePageSelected && total > rows.length ? (
                  <Anchor
                    component="button"
                    fz="sm"
                    onClick={() => setSelection({ kind: "allMatching", excluded: [] })}
                    data-testid="select-all-matching"
                  >
                    {t("notifications.bulk.selectAllMatching", { count: total })}
                  </Anchor>
                ) : null}
                <Anchor component="button" fz="sm" c="dimmed" onClick={() => setSelection(EMPTY_SELECTION)}>
                  {t("notifications.bulk.clear")}
                </Anchor>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  color="green"
                  leftSection={<IconCircleCheck size={16} />}
                  onClick={confirmResolve}
                  loading={action.isPending}
                  data-testid="bulk-resolve"
                >
                  {t("notifications.bulk.resolve")}
                </Button>
                <Button
                  size="xs"
                  color="gray"
                  leftSection={<IconFlagOff size={16} />}
                  onClick={() => setFalseAlertOpen(true)}
                  data-testid="bulk-false-alert"
                >
                  {t("notifications.bulk.falseAlert")}
                </Button>
              </Group>
            </Group>
          ) : null}
          <DataTable
            testId="notifications-table"
            data={rows}
            columns={columns.map((column) => ({ ...column, enableSorting: false }))}
            getRowId={(row) => String(row.rawAlertId)}
            total={total}
            page={filters.page}
            pageSize={filters.show}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(show) => update({ show })}
            loading={query.isPending}
            rowSelection={rowSelection}
            onRowSelectionChange={onRowSelectionChange}
            onRowClick={(row) => navigate(`/notification/detail/${row.rawAlertId}`)}
            minWidth={1060}
            emptyText={t("notifications.empty")}
            error={
              query.isError ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="notifications-error">
                  <Group justify="space-between">
                    <Text fz="sm">{t("notifications.loadFailed")}</Text>
                    <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                      {t("notifications.retry")}
                    </Button>
                  </Group>
                </Alert>
              ) : undefined
            }
          />
        </Stack>
      </Card>
      <FalseAlertModal
        opened={falseAlertOpen}
        onClose={() => setFalseAlertOpen(false)}
        count={count}
        onSubmit={(form) =>
          run({ actionType: "FalseAlert", data: "true", form }, "notifications.bulk.falseAlerted")
        }
      />
    </>
  );
}
