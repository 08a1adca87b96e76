import { FLEET_TASK_STATUSES, type FleetTaskStatus } from "@armada/domain";
import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import { type FleetTaskRow, useFleetTasks } from "../api/fleetTasks";
import { readPlanTaskLink } from "../lib/availabilityStyle";
import { hasFullTransport } from "../lib/fleetTaskAccess";
import { TASK_STATUS_COLORS } from "../lib/statusColors";
import { FleetTaskBuilderDrawer } from "./FleetTaskBuilderDrawer";

/** /fleet-task/: the company's fleet tasks with a count per status; build one; open its detail. */
export function FleetTasksPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const fullTransport = hasFullTransport(accessKeys);
  const navigate = useNavigate();
  const paging = usePaging(10);
  const [status, setStatus] = useState<FleetTaskStatus | null>(null);
  const [search, setSearch] = useState("");
  // fleet availability's "plan a task" opens the builder with the vehicle or driver and the day
  const [searchParams, setSearchParams] = useSearchParams();
  const [plan] = useState(() => readPlanTaskLink(searchParams));
  const [building, setBuilding] = useState(plan !== null);
  const tasks = useFleetTasks({ status, search, page: paging.page, show: paging.pageSize });
  const title = fullTransport ? t("deliveries.tasks.title") : t("deliveries.tasks.titleInstant");

  const columns: ColumnDef<FleetTaskRow, unknown>[] = [
    {
      id: "code",
      header: t("deliveries.tasks.code"),
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={`/fleet-task/${row.original.fleetTaskId}/`} fz="sm" fw={600}>
            {row.original.code}
          </Anchor>
          {row.original.isInstant ? (
            <Badge size="xs" variant="outline" color="gray" tt="none">
              {t("deliveries.tasks.instant")}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      id: "vehicle",
      header: t("deliveries.tasks.vehicle"),
      cell: ({ row }) => row.original.licensePlate ?? "—",
    },
    {
      id: "driver",
      header: t("deliveries.tasks.driver"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm">{row.original.driverName ?? "—"}</Text>
          {row.original.coDriverName ? (
            <Text fz="xs" c="dimmed">
              {row.original.coDriverName}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "departure",
      header: t("deliveries.tasks.departure"),
      cell: ({ row }) => formatDateTime(row.original.departureTime, i18n.language, "short"),
    },
    {
      id: "stops",
      header: t("deliveries.tasks.stops"),
      cell: ({ row }) =>
        t("deliveries.tasks.progress", { visited: row.original.visitedCount, total: row.original.stopCount }),
    },
    {
      id: "status",
      header: t("deliveries.orders.status"),
      cell: ({ row }) => (
        <Badge
          color={TASK_STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="task-status"
        >
          {t(`deliveries.taskStatus.${row.original.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={t("deliveries.tasks.description")}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setBuilding(true)}
            data-testid="task-add"
          >
            {t("deliveries.tasks.add")}
          </Button>
        }
      />
      <StatusFilter
        statuses={FLEET_TASK_STATUSES}
        counts={tasks.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="deliveries.taskStatus"
        testId="task-status-filter"
      />
      <Group>
        <SearchInput
          placeholder={t("deliveries.search")}
          value={search}
          onSearch={paging.resetting(setSearch)}
          w={{ base: "100%", sm: 320 }}
          testId="task-search"
        />
      </Group>
      <DataTable
        data={tasks.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.fleetTaskId)}
        total={tasks.data?.total ?? 0}
        {...paging.pager}
        loading={tasks.isPending}
        testId="fleet-tasks"
        minWidth={820}
        onRowClick={(row) => navigate(`/fleet-task/${row.fleetTaskId}/`)}
        emptyText={t("deliveries.tasks.empty")}
        error={
          tasks.isError ? (
            <LoadFailed
              message={t("deliveries.failed")}
              retryLabel={t("deliveries.retry")}
              onRetry={() => void tasks.refetch()}
            />
          ) : undefined
        }
      />
      <FleetTaskBuilderDrawer
        opened={building}
        fullTransport={fullTransport}
        initial={plan}
        onClose={() => {
          setBuilding(false);
          if (searchParams.has("plan")) setSearchParams({}, { replace: true });
        }}
        onCreated={(id) => navigate(`/fleet-task/${id}/`)}
      />
    </Stack>
  );
}
