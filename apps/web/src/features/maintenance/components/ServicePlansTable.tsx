import { ActionIcon, Badge, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { usePaging } from "@/shared/ui/usePaging";
import { type ServicePlanRow, useDeleteServicePlan, useServicePlans } from "../api/maintenance";
import { DUE_STATUS_COLORS } from "../lib/statusColors";
import { MeterCorrectionModal } from "./MeterCorrectionModal";

/** The vehicles' service plans with each item's status; a plan is deleted, or its vehicle's odometer corrected. */
export function ServicePlansTable() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const paging = usePaging(10);
  const plans = useServicePlans();
  const remove = useDeleteServicePlan();
  const [correcting, setCorrecting] = useState<ServicePlanRow | null>(null);

  const confirmDelete = (plan: ServicePlanRow) =>
    confirmDestructive({
      title: t("maintenance.plans.deleteTitle"),
      text: t("maintenance.plans.deleteText", { name: plan.name, plate: plan.licensePlate }),
      confirmLabel: t("maintenance.delete"),
      cancelLabel: t("maintenance.cancel"),
      testId: "confirm-delete-plan",
      onConfirm: () =>
        remove.mutate(plan.servicePlanId, {
          onSuccess: () => notifySuccess(t("maintenance.plans.deleted")),
          onError: errorNotifier("maintenance.actionFailed"),
        }),
    });
  const columns: ColumnDef<ServicePlanRow, unknown>[] = [
    {
      id: "vehicle",
      header: t("maintenance.vehicle"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {row.original.licensePlate}
          </Text>
          <Text fz="xs" c="dimmed">
            {row.original.name}
          </Text>
        </Stack>
      ),
    },
    {
      id: "odometer",
      header: t("maintenance.plans.odometer"),
      cell: ({ row }) =>
        row.original.odometerKm === null || row.original.odometerKm === undefined
          ? "—"
          : `${formatNumber(row.original.odometerKm, language)} km`,
    },
    {
      id: "items",
      header: t("maintenance.plans.items"),
      cell: ({ row }) => (
        <Group gap={4}>
          {row.original.items.map((item) => (
            <Badge
              key={item.servicePlanItemId}
              color={DUE_STATUS_COLORS[item.status]}
              variant="light"
              tt="none"
            >
              {item.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: "actions",
      header: t("maintenance.actions"),
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t("maintenance.actions")} data-testid="plan-actions">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setCorrecting(row.original)} data-testid="plan-correct">
              {t("maintenance.plans.correct")}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => confirmDelete(row.original)} data-testid="plan-delete">
              {t("maintenance.delete")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  const rows = plans.data ?? [];
  const start = (paging.page - 1) * paging.pageSize;
  return (
    <>
      <DataTable
        data={rows.slice(start, start + paging.pageSize)}
        columns={columns}
        getRowId={(row) => String(row.servicePlanId)}
        total={rows.length}
        {...paging.pager}
        loading={plans.isPending}
        testId="service-plans"
        minWidth={760}
        emptyText={t("maintenance.plans.empty")}
        error={
          plans.isError ? (
            <LoadFailed
              message={t("maintenance.failed")}
              retryLabel={t("maintenance.retry")}
              onRetry={() => void plans.refetch()}
            />
          ) : undefined
        }
      />
      <MeterCorrectionModal plan={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
}
