import { ACTIVE_SERVICE_ORDER_STATUSES } from "@armada/domain";
import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { IconPlus, IconTool } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/shared/ui/PageHeader";
import { type ServicePlanItemRow, useServiceOrders, useServicePlanItems } from "../api/maintenance";
import { DueItemsTable } from "./DueItemsTable";
import { MaintenanceCalendar } from "./MaintenanceCalendar";
import { ServiceOrderDrawer, type ServiceOrderStart } from "./ServiceOrderDrawer";
import { ServiceOrdersTable } from "./ServiceOrdersTable";
import { ServicePlanDrawer } from "./ServicePlanDrawer";
import { ServicePlansTable } from "./ServicePlansTable";

function Count({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: number | undefined;
  color: string;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} data-testid={testId}>
        {value ?? "–"}
      </Text>
    </Paper>
  );
}

/**
 * /maintenance/: what is overdue or coming due, the month's calendar of both and of the orders under way, the service
 * orders in the workshop, and the service plans.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>("due");
  const [ordering, setOrdering] = useState<ServiceOrderStart | "new" | null>(null);
  const [planning, setPlanning] = useState(false);
  const due = useServicePlanItems({ dueStatus: null, page: 1, show: 1 });
  const orders = useServiceOrders({ statuses: null, page: 1, show: 1 });
  const orderFor = (item: ServicePlanItemRow) =>
    setOrdering({ vehicleId: item.vehicleId, servicePlanItemId: item.servicePlanItemId });
  const inProgress = orders.data
    ? ACTIVE_SERVICE_ORDER_STATUSES.reduce((sum, status) => sum + (orders.data.counts[status] ?? 0), 0)
    : undefined;

  return (
    <Stack gap="md">
      <PageHeader
        title={t("maintenance.title")}
        description={t("maintenance.description")}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => setPlanning(true)}
              data-testid="plan-add"
            >
              {t("maintenance.plans.add")}
            </Button>
            <Button
              leftSection={<IconTool size={16} />}
              onClick={() => setOrdering("new")}
              data-testid="service-order-add"
            >
              {t("maintenance.orders.add")}
            </Button>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Count
          label={t("maintenance.dueStatus.OVERDUE")}
          value={due.data?.counts.OVERDUE}
          color="red"
          testId="count-overdue"
        />
        <Count
          label={t("maintenance.dueStatus.UPCOMING")}
          value={due.data?.counts.UPCOMING}
          color="orange"
          testId="count-upcoming"
        />
        <Count
          label={t("maintenance.inProgress")}
          value={inProgress}
          color="blue"
          testId="count-in-progress"
        />
      </SimpleGrid>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="due" data-testid="tab-due">
            {t("maintenance.tabs.due")}
          </Tabs.Tab>
          <Tabs.Tab value="calendar" data-testid="tab-calendar">
            {t("maintenance.tabs.calendar")}
          </Tabs.Tab>
          <Tabs.Tab value="orders" data-testid="tab-orders">
            {t("maintenance.tabs.orders")}
          </Tabs.Tab>
          <Tabs.Tab value="plans" data-testid="tab-plans">
            {t("maintenance.tabs.plans")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="due" pt="md">
          <DueItemsTable onOrder={orderFor} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          <MaintenanceCalendar onOrder={orderFor} />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <ServiceOrdersTable />
        </Tabs.Panel>
        <Tabs.Panel value="plans" pt="md">
          <ServicePlansTable />
        </Tabs.Panel>
      </Tabs>
      <ServiceOrderDrawer
        opened={ordering !== null}
        start={ordering === "new" ? null : ordering}
        onClose={() => setOrdering(null)}
      />
      <ServicePlanDrawer opened={planning} onClose={() => setPlanning(false)} />
    </Stack>
  );
}
