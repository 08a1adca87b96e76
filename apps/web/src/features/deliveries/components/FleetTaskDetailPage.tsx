import {
  canMove,
  DELETABLE_FLEET_TASK_STATUSES,
  FLEET_TASK_MACHINE,
  type FleetTaskStatus,
} from "@armada/domain";
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import {
  type FleetTaskDetail,
  useChangeFleetTaskStatus,
  useDeleteFleetTask,
  useFleetTask,
} from "../api/fleetTasks";
import { TASK_STATUS_COLORS, VISIT_STATUS_COLORS } from "../lib/statusColors";
import { DetailBackLink } from "./DetailBackLink";
import { DetailLoadFailed } from "./DetailLoadFailed";
import { StopOutcomesCard } from "./StopOutcomesCard";
import { StopsMap } from "./StopsMap";

/** The forward moves a planner makes from the detail page, in the order they come. */
const FORWARD: readonly { to: FleetTaskStatus; labelKey: string }[] = [
  { to: "SCHEDULED", labelKey: "deliveries.tasks.schedule" },
  { to: "STARTED", labelKey: "deliveries.tasks.start" },
  { to: "ENDED", labelKey: "deliveries.tasks.end" },
];

/** /fleet-task/:id/: a task's people and times, its stops on the map and in order, its interventions. */
export function FleetTaskDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().fleetTaskId);
  const task = useFleetTask(id);
  if (task.isPending) return <Loader type="dots" data-testid="task-detail-loading" />;
  if (task.isError || !task.data)
    return (
      <DetailLoadFailed
        error={task.error}
        notFoundText={t("deliveries.tasks.notFound")}
        back={{ to: "/fleet-task/", label: t("deliveries.tasks.back") }}
        testId="task-detail-error"
      />
    );
  return <TaskDetail task={task.data} />;
}

function TaskDetail({ task }: { task: FleetTaskDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const changeStatus = useChangeFleetTaskStatus();
  const remove = useDeleteFleetTask();
  const time = (value: string | null | undefined) => formatDateTime(value, i18n.language, "short");
  const moveTo = (status: FleetTaskStatus) =>
    changeStatus.mutate(
      { fleetTaskId: task.fleetTaskId, status },
      {
        onSuccess: () => notifySuccess(t("deliveries.tasks.statusChanged")),
        onError: errorNotifier("deliveries.orders.actionFailed"),
      },
    );
  const confirm = (kind: "cancel" | "delete") =>
    confirmDestructive({
      title: t(`deliveries.tasks.${kind}Title`),
      text: t(`deliveries.tasks.${kind}Text`, { code: task.code }),
      confirmLabel: kind === "cancel" ? t("deliveries.tasks.cancelTask") : t("deliveries.delete"),
      cancelLabel: t("deliveries.cancel"),
      testId: `confirm-${kind}-task`,
      onConfirm: () =>
        kind === "cancel"
          ? moveTo("CANCELED")
          : remove.mutate(task.fleetTaskId, {
              onSuccess: () => {
                notifySuccess(t("deliveries.tasks.deleted"));
                navigate("/fleet-task/");
              },
              onError: errorNotifier("deliveries.orders.actionFailed"),
            }),
    });

  const info: [string, string][] = [
    [t("deliveries.tasks.vehicle"), task.licensePlate ?? "—"],
    [t("deliveries.tasks.driver"), task.driverName ?? "—"],
    [t("deliveries.tasks.coDriver"), task.coDriverName ?? "—"],
    [t("deliveries.tasks.departure"), time(task.departureTime)],
    [t("deliveries.tasks.started"), time(task.startedOn)],
    [t("deliveries.tasks.ended"), time(task.endedOn)],
  ];

  return (
    <Stack gap="md" data-testid="task-detail">
      <DetailBackLink to="/fleet-task/" label={t("deliveries.tasks.back")} />
      <PageHeader
        title={task.code}
        actions={
          <Group gap="xs">
            <Badge
              color={TASK_STATUS_COLORS[task.status]}
              variant="light"
              size="lg"
              tt="none"
              data-testid="task-detail-status"
            >
              {t(`deliveries.taskStatus.${task.status}`)}
            </Badge>
            {FORWARD.filter(({ to }) => canMove(FLEET_TASK_MACHINE, task.status, to)).map(
              ({ to, labelKey }) => (
                <Button
                  key={to}
                  size="xs"
                  onClick={() => moveTo(to)}
                  loading={changeStatus.isPending}
                  data-testid={`task-${to}`}
                >
                  {t(labelKey)}
                </Button>
              ),
            )}
            {canMove(FLEET_TASK_MACHINE, task.status, "CANCELED") ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => confirm("cancel")}
                data-testid="task-cancel"
              >
                {t("deliveries.tasks.cancelTask")}
              </Button>
            ) : null}
            {DELETABLE_FLEET_TASK_STATUSES.includes(task.status) ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => confirm("delete")}
                data-testid="task-delete"
              >
                {t("deliveries.delete")}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          {info.map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text fz="xs" c="dimmed">
                {label}
              </Text>
              <Text fz="sm" fw={500}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {task.note ? (
          <Text fz="sm" mt="sm">
            {t("deliveries.tasks.note")}: {task.note}
          </Text>
        ) : null}
      </Card>
      {task.stops.length === 0 ? (
        <Text c="dimmed">{t("deliveries.tasks.noStops")}</Text>
      ) : (
        <>
          <StopsMap stops={task.stops} />
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="xs" data-testid="task-stops">
              <Table.Thead>
                <Table.Tr>
                  {(
                    [
                      "sequence",
                      "activity",
                      "address",
                      "order",
                      "target",
                      "actual",
                      "departed",
                      "visit",
                      "punctuality",
                    ] as const
                  ).map((key) => (
                    <Table.Th key={key}>{t(`deliveries.stop.${key}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {task.stops.map((stop) => (
                  <Table.Tr key={stop.stopId} data-testid="task-stop">
                    <Table.Td>{stop.sequence}</Table.Td>
                    <Table.Td>{t(`deliveries.activity.${stop.activity}`)}</Table.Td>
                    <Table.Td maw={280}>
                      <Text fz="sm" lineClamp={2}>
                        {stop.address}
                      </Text>
                      {stop.note ? (
                        <Text fz="xs" c="dimmed">
                          {stop.note}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {stop.deliveryOrderCode ? (
                        <Stack gap={0}>
                          <Text fz="sm">{stop.deliveryOrderCode}</Text>
                          <Text fz="xs" c="dimmed">
                            {stop.customerName}
                          </Text>
                        </Stack>
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                    <Table.Td>{time(stop.targetArrival)}</Table.Td>
                    <Table.Td>{time(stop.actualArrival)}</Table.Td>
                    <Table.Td>{time(stop.actualDeparture)}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={VISIT_STATUS_COLORS[stop.visitStatus]}
                        variant="light"
                        tt="none"
                        data-testid="stop-visit"
                      >
                        {t(`deliveries.visitStatus.${stop.visitStatus}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {stop.punctuality ? (
                        <Text fz="sm" c={stop.punctuality === "LATE" ? "red.7" : undefined}>
                          {t(`deliveries.punctuality.${stop.punctuality}`, {
                            minutes: stop.lateMinutes ?? 0,
                          })}
                        </Text>
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <StopOutcomesCard task={task} />
      {task.interventions.length > 0 ? (
        <Card withBorder padding="md" data-testid="task-interventions">
          <Text fw={600} fz="sm" mb="xs">
            {t("deliveries.tasks.interventions")}
          </Text>
          {task.interventions.map((intervention) => (
            <Text key={intervention.interventionId} fz="sm">
              {time(intervention.createdOn)} · {intervention.userName ?? "—"} · {intervention.action}
            </Text>
          ))}
        </Card>
      ) : null}
    </Stack>
  );
}
