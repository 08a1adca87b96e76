import { Anchor, Badge, Card, Group, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AlertIcon } from "@/features/alerts/center/components/AlertIcon";
import { alertDescription } from "@/features/alerts/common/rawAlertFields";
import { DataTable } from "@/shared/ui/DataTable";
import { DateRangeFilter } from "@/shared/ui/DateRangeFilter";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { usePaging } from "@/shared/ui/usePaging";
import { type NotificationLogRow, useNotificationLog } from "../api/notificationLog";
import { alertListDateRange, defaultAlertListFilters } from "../lib/alertListFilters";
import { USER_LOG_TYPES, userLogActionColor, userLogActionKey } from "../lib/userLogAction";
import { createdOnColumn } from "./createdOnColumn";
import { UserLogNote } from "./UserLogNote";

/** /notification/log: who did what on which alert (needs e1j-log-notification:read). */
export function NotificationLogPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [range, setRange] = useState(() => {
    const defaults = defaultAlertListFilters(new Date());
    return { start: defaults.start, end: defaults.end };
  });
  const [typeField, setTypeField] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 400);
  const { page, pageSize, setPage, resetting, pager } = usePaging();
  const query = useNotificationLog({
    ...alertListDateRange(range),
    typeField,
    search: debounced,
    page,
    show: pageSize,
  });

  const columns = useMemo<ColumnDef<NotificationLogRow, unknown>[]>(
    () => [
      createdOnColumn<NotificationLogRow>(t("notifications.columns.time"), i18n.language),
      {
        id: "user",
        header: t("notifications.log.user"),
        cell: ({ row }) => (
          <Text fz="sm" fw={600} data-testid="log-user">
            {row.original.user?.fullname ?? "—"}
          </Text>
        ),
      },
      {
        id: "action",
        header: t("notifications.log.action"),
        cell: ({ row }) => {
          const key = userLogActionKey(row.original.typeField, row.original.data);
          return (
            <Badge
              variant="light"
              color={userLogActionColor(key)}
              miw="max-content"
              data-testid="log-action"
              data-action={key}
            >
              {t(`notifications.actions.${key}`)}
            </Badge>
          );
        },
      },
      {
        id: "alert",
        header: t("notifications.columns.alert"),
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap" miw={180}>
            <AlertIcon iconUrl={row.original.rawAlert.alert.iconUrl} color="red" size={24} />
            <Anchor
              component={Link}
              to={`/notification/detail/${row.original.rawAlert.rawAlertId}`}
              fz="sm"
              data-testid="log-alert"
            >
              {alertDescription(row.original.rawAlert.alert, i18n.language)}
            </Anchor>
          </Group>
        ),
      },
      {
        id: "plate",
        header: t("notifications.columns.plate"),
        cell: ({ row }) => (
          <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
            {row.original.rawAlert.licensePlate}
          </Text>
        ),
      },
      {
        id: "note",
        header: t("notifications.log.note"),
        cell: ({ row }) => <UserLogNote entry={row.original} />,
      },
    ],
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader title={t("notifications.log.title")} description={t("notifications.log.description")} />
      <Card withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <DateRangeFilter
              label={t("notifications.filters.dateRange")}
              start={range.start}
              end={range.end}
              onChange={(start, end) => {
                setRange({ start, end });
                setPage(1);
              }}
            />
            <Select
              aria-label={t("notifications.log.action")}
              placeholder={t("notifications.log.allActions")}
              data={USER_LOG_TYPES.map((value) => ({ value, label: t(`notifications.logTypes.${value}`) }))}
              value={typeField}
              onChange={resetting(setTypeField)}
              clearable
              w={{ base: "100%", sm: 200 }}
              data-testid="log-type-filter"
            />
            <SearchInput
              placeholder={t("notifications.log.searchPlaceholder")}
              value={search}
              onSearch={resetting(setSearch)}
              w={{ base: "100%", sm: 280 }}
              testId="log-search"
            />
          </Group>
          <DataTable
            testId="notification-log-table"
            data={query.data?.rows ?? []}
            columns={columns.map((column) => ({ ...column, enableSorting: false }))}
            getRowId={(row) => String(row.id)}
            total={query.data?.total ?? 0}
            {...pager}
            loading={query.isPending}
            onRowClick={(row) => navigate(`/notification/detail/${row.rawAlert.rawAlertId}`)}
            minWidth={960}
            emptyText={t("notifications.log.empty")}
            error={
              query.isError ? (
                <Text c="red" fz="sm" data-testid="log-error">
                  {t("notifications.loadFailed")}
                </Text>
              ) : undefined
            }
          />
        </Stack>
      </Card>
    </>
  );
}
