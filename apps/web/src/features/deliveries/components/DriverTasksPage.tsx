import { isStopDone } from "@armada/domain";
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { stopState } from "../lib/driverAction";
import { TASK_STATUS_COLORS } from "../lib/statusColors";
import { PendingActionsBanner } from "./PendingActionsBanner";
import { usePhoneTracker } from "./PhoneTracker";
import { PhoneTrackingCard } from "./PhoneTrackingCard";
import { useDriverTasks } from "./useDriverTasks";

/** /driver/tasks/: the driver's tasks of today, the running one first in departure order. */
export function DriverTasksPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(`${t("deliveries.driver.title")} · ${t("app.name")}`);
  const { query, tasks } = useDriverTasks();
  const { fleetTaskId: trackedId } = usePhoneTracker();
  const tracked = tasks?.find((task) => task.fleetTaskId === trackedId);
  return (
    <Stack gap="md" data-testid="driver-tasks">
      <Title order={1} fz={24}>
        {t("deliveries.driver.title")}
      </Title>
      <PendingActionsBanner />
      {tracked ? <PhoneTrackingCard task={tracked} /> : null}
      {tasks === undefined ? (
        query.isError ? (
          <Alert color="red" data-testid="driver-tasks-error">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{t("deliveries.driver.loadError")}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t("deliveries.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Loader type="dots" data-testid="driver-tasks-loading" />
        )
      ) : tasks.length === 0 ? (
        <Card withBorder padding="lg" data-testid="driver-tasks-empty">
          <Text fw={600}>{t("deliveries.driver.empty")}</Text>
          <Text fz="sm" c="dimmed">
            {t("deliveries.driver.emptyHint")}
          </Text>
        </Card>
      ) : (
        tasks.map((task) => {
          const done = task.stops.filter((stop) => isStopDone(stopState(task, stop))).length;
          return (
            <Card
              key={task.fleetTaskId}
              withBorder
              padding="md"
              component={Link}
              to={`/driver/tasks/${task.fleetTaskId}/`}
              data-testid="driver-task"
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={700}>{task.code}</Text>
                    <Badge
                      color={TASK_STATUS_COLORS[task.status]}
                      variant="light"
                      tt="none"
                      data-testid="driver-task-status"
                    >
                      {t(`deliveries.taskStatus.${task.status}`)}
                    </Badge>
                  </Group>
                  <Text fz="sm">
                    {task.licensePlate ?? "—"} · {formatDateTime(task.departureTime, i18n.language, "short")}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {t("deliveries.driver.progress", { done, total: task.stops.length })}
                  </Text>
                </Stack>
                <IconChevronRight size={20} />
              </Group>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
