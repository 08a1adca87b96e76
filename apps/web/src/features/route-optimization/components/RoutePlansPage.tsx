import { ROUTE_PLAN_STATUSES, type RoutePlanStatus } from "@armada/domain";
import { Badge, Button, Stack } from "@mantine/core";
import { IconRoute } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatAxisTime, formatDay } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { PageHeader } from "@/shared/ui/PageHeader";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import { type RoutePlanRow, useRoutePlans } from "../api/routePlans";
import { NewRoutePlanDrawer } from "./NewRoutePlanDrawer";

export const PLAN_STATUS_COLORS: Record<RoutePlanStatus, string> = { DRAFT: "gray", ACCEPTED: "green" };

/** /route-optimization/: the company's route plans with a count per status; plan a day. */
export function RoutePlansPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const paging = usePaging(10);
  const [status, setStatus] = useState<RoutePlanStatus | null>(null);
  const [planning, setPlanning] = useState(false);
  // opened once the drawer's form is closed and no longer dirty, so the unsaved-changes guard lets it go
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created !== null) navigate(`/route-optimization/${created}/`);
  }, [created, navigate]);
  const plans = useRoutePlans({ status, page: paging.page, show: paging.pageSize });
  const clock = (value: string) => formatAxisTime(new Date(value), i18n.language, false);

  const columns: ColumnDef<RoutePlanRow, unknown>[] = [
    { id: "code", header: t("routeOptimization.code"), cell: ({ row }) => row.original.code },
    {
      id: "day",
      header: t("routeOptimization.day"),
      cell: ({ row }) => formatDay(row.original.day, i18n.language),
    },
    {
      id: "shift",
      header: t("routeOptimization.shift"),
      cell: ({ row }) => `${clock(row.original.shiftStart)}–${clock(row.original.shiftEnd)}`,
    },
    { id: "depot", header: t("routeOptimization.depot"), cell: ({ row }) => row.original.depotAddress },
    {
      id: "orders",
      header: t("routeOptimization.orders"),
      cell: ({ row }) =>
        t("routeOptimization.ordersCount", {
          routed: row.original.routedCount,
          unassigned: row.original.unassignedCount,
          vehicles: row.original.vehicleCount,
        }),
    },
    {
      id: "status",
      header: t("routeOptimization.status"),
      cell: ({ row }) => (
        <Badge
          color={PLAN_STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="plan-row-status"
        >
          {t(`routeOptimization.statuses.${row.original.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t("routeOptimization.title")}
        description={t("routeOptimization.intro")}
        actions={
          <Button
            leftSection={<IconRoute size={16} />}
            onClick={() => setPlanning(true)}
            data-testid="plan-add"
          >
            {t("routeOptimization.add")}
          </Button>
        }
      />
      <StatusFilter
        statuses={ROUTE_PLAN_STATUSES}
        counts={plans.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="routeOptimization.statuses"
        testId="plan-status-filter"
      />
      <DataTable
        data={plans.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.routePlanId)}
        total={plans.data?.total ?? 0}
        {...paging.pager}
        loading={plans.isPending}
        testId="route-plans"
        minWidth={820}
        onRowClick={(row) => navigate(`/route-optimization/${row.routePlanId}/`)}
        emptyText={t("routeOptimization.empty")}
        error={
          plans.isError ? (
            <LoadFailed
              message={t("routeOptimization.failed")}
              retryLabel={t("routeOptimization.retry")}
              onRetry={() => void plans.refetch()}
            />
          ) : undefined
        }
      />
      <NewRoutePlanDrawer opened={planning} onClose={() => setPlanning(false)} onCreated={setCreated} />
    </Stack>
  );
}
