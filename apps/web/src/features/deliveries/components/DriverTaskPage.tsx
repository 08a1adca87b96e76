import { canEndDriverTask, driverStopActions, isStopDone, type StopFailureReason } from "@armada/domain";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconArrowLeft, IconCheck, IconMapPin, IconNavigation, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import type { DriverTask, DriverTaskStop, PodRequirementsView } from "../api/driverTasks";
import { nextStop, stopState } from "../lib/driverAction";
import { navigationLinks } from "../lib/navigationLinks";
import { TASK_STATUS_COLORS, VISIT_STATUS_COLORS } from "../lib/statusColors";
import { useDriverActions } from "./DriverActions";
import { FailStopForm } from "./FailStopForm";
import { PendingActionsBanner } from "./PendingActionsBanner";
import { usePhoneTracker } from "./PhoneTracker";
import { PhoneTrackingCard } from "./PhoneTrackingCard";
import { PodForm, type PodValues } from "./PodForm";
import { useDriverTasks } from "./useDriverTasks";

/** /driver/tasks/:id/: one task on the driver's phone: start it, drive its stops one by one, end it. */
export function DriverTaskPage() {
  const { t } = useTranslation();
  const id = Number(useParams().fleetTaskId);
  const { query, tasks, podRequirements } = useDriverTasks();
  const task = tasks?.find((candidate) => candidate.fleetTaskId === id);
  useDocumentTitle(`${task?.code ?? t("deliveries.driver.title")} · ${t("app.name")}`);
  if (tasks === undefined) {
    return query.isError ? (
      <Stack>
        <Alert color="red">{t("deliveries.driver.loadError")}</Alert>
        <BackLink />
      </Stack>
    ) : (
      <Loader type="dots" />
    );
  }
  if (!task || !podRequirements) {
    return (
      <Stack>
        <Alert color="gray" data-testid="driver-task-missing">
          {t("deliveries.driver.notToday")}
        </Alert>
        <BackLink />
      </Stack>
    );
  }
  return <TaskOnPhone task={task} podRequirements={podRequirements} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/driver/tasks/" fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t("deliveries.driver.back")}
      </Group>
    </Anchor>
  );
}

type Form = { kind: "pod" | "fail"; stop: DriverTaskStop } | null;

function TaskOnPhone({ task, podRequirements }: { task: DriverTask; podRequirements: PodRequirementsView }) {
  const { t, i18n } = useTranslation();
  const { submit } = useDriverActions();
  const tracker = usePhoneTracker();
  const [form, setForm] = useState<Form>(null);
  const next = nextStop(task);
  const states = task.stops.map((stop) => stopState(task, stop));
  const done = states.filter(isStopDone).length;
  const time = (value: string | null | undefined) => formatDateTime(value, i18n.language, "short");
  const fleetTaskId = task.fleetTaskId;

  const deliver = async (stop: DriverTaskStop, values: PodValues) => {
    await submit({
      kind: "deliver",
      fleetTaskId,
      stopId: stop.stopId,
      photo: values.photo,
      photoUrl: null,
      signature: values.signature,
      signatureUrl: null,
      receiverName: values.receiverName.trim(),
      notes: values.notes.trim(),
    });
    setForm(null);
  };
  const fail = async (stop: DriverTaskStop, failure: { reason: StopFailureReason; note: string }) => {
    await submit({ kind: "fail", fleetTaskId, stopId: stop.stopId, ...failure });
    setForm(null);
  };

  return (
    <Stack gap="md" data-testid="driver-task-page">
      <BackLink />
      <Group justify="space-between" align="center">
        <Title order={1} fz={22}>
          {task.code}
        </Title>
        <Badge
          color={TASK_STATUS_COLORS[task.status]}
          variant="light"
          size="lg"
          tt="none"
          data-testid="driver-task-status"
        >
          {t(`deliveries.taskStatus.${task.status}`)}
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed">
        {task.licensePlate ?? "—"} · {t("deliveries.tasks.departure")} {time(task.departureTime)} ·{" "}
        {t("deliveries.driver.progress", { done, total: task.stops.length })}
      </Text>
      <PendingActionsBanner />
      <PhoneTrackingCard task={task} />
      {task.status === "SCHEDULED" ? (
        <Button
          size="lg"
          fullWidth
          onClick={() => void submit({ kind: "start", fleetTaskId })}
          data-testid="driver-start"
        >
          {t("deliveries.driver.start")}
        </Button>
      ) : null}
      {task.status === "STARTED" && next ? (
        <NextStopCard
          task={task}
          stop={next}
          onArrive={() => void submit({ kind: "arrive", fleetTaskId, stopId: next.stopId })}
          onDeliver={() => setForm({ kind: "pod", stop: next })}
          onFail={() => setForm({ kind: "fail", stop: next })}
        />
      ) : null}
      {task.status === "STARTED" && canEndDriverTask(states) ? (
        <Card withBorder padding="md" bg="teal.0">
          <Stack gap="sm">
            <Text fw={600}>{t("deliveries.driver.allDone")}</Text>
            <Button
              size="lg"
              color="teal"
              fullWidth
              onClick={async () => {
                await tracker.flush();
                await submit({ kind: "end", fleetTaskId });
              }}
              data-testid="driver-end"
            >
              {t("deliveries.driver.end")}
            </Button>
          </Stack>
        </Card>
      ) : null}
      {task.status === "ENDED" ? (
        <Alert color="teal" icon={<IconCheck size={18} />} data-testid="driver-task-ended">
          {t("deliveries.driver.ended")}
        </Alert>
      ) : null}
      <Stack gap="xs" data-testid="driver-stops">
        <Text fw={600} fz="sm">
          {t("deliveries.tasks.stops")}
        </Text>
        {task.stops.map((stop, index) => (
          <StopRow
            key={stop.stopId}
            task={task}
            stop={stop}
            state={states[index]}
            current={stop.stopId === next?.stopId}
          />
        ))}
      </Stack>
      {form?.kind === "pod" ? (
        <PodForm
          stop={form.stop}
          requirements={podRequirements}
          onClose={() => setForm(null)}
          onSubmit={(values) => deliver(form.stop, values)}
        />
      ) : null}
      {form?.kind === "fail" ? (
        <FailStopForm
          stop={form.stop}
          onClose={() => setForm(null)}
          onSubmit={(failure) => fail(form.stop, failure)}
        />
      ) : null}
    </Stack>
  );
}

function NextStopCard({
  task,
  stop,
  onArrive,
  onDeliver,
  onFail,
}: {
  task: DriverTask;
  stop: DriverTaskStop;
  onArrive: () => void;
  onDeliver: () => void;
  onFail: () => void;
}) {
  const { t, i18n } = useTranslation();
  const actions = driverStopActions(stopState(task, stop));
  const links = navigationLinks(stop);
  return (
    <Card withBorder padding="md" shadow="xs" data-testid="next-stop">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            {t("deliveries.driver.nextStop", { sequence: stop.sequence })}
          </Text>
          <Badge variant="outline" tt="none">
            {t(`deliveries.activity.${stop.activity}`)}
          </Badge>
        </Group>
        <Stack gap={2}>
          <Text fw={700} fz="lg" data-testid="next-stop-name">
            {stop.customerName ?? t(`deliveries.activity.${stop.activity}`)}
          </Text>
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm">{stop.address}</Text>
          </Group>
          {stop.deliveryOrderCode ? (
            <Text fz="sm" c="dimmed">
              {stop.deliveryOrderCode}
            </Text>
          ) : null}
          {stop.targetArrival ? (
            <Text fz="sm" c="dimmed">
              {t("deliveries.stop.target")}: {formatDateTime(stop.targetArrival, i18n.language, "short")}
            </Text>
          ) : null}
          {stop.note ? <Text fz="sm">{stop.note}</Text> : null}
        </Stack>
        <SimpleGrid cols={2} spacing="xs">
          {(["googleMaps", "waze"] as const).map((app) => (
            <Button
              key={app}
              component="a"
              href={links[app]}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconNavigation size={16} />}
              data-testid={`nav-${app}`}
            >
              {t(`deliveries.driver.${app}`)}
            </Button>
          ))}
        </SimpleGrid>
        {actions.arrive ? (
          <Button size="lg" fullWidth onClick={onArrive} data-testid="stop-arrive">
            {t("deliveries.driver.arrive")}
          </Button>
        ) : (
          <Text fz="sm" c="teal.8" fw={600} data-testid="stop-arrived">
            {t("deliveries.driver.arrived")}
          </Text>
        )}
        <Stack gap="xs">
          {actions.deliver ? (
            <Button size="md" color="teal" onClick={onDeliver} data-testid="stop-deliver">
              {t("deliveries.driver.deliver")}
            </Button>
          ) : null}
          <Button size="md" variant="light" color="red" onClick={onFail} data-testid="stop-fail">
            {t("deliveries.driver.fail.open")}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

function StopRow({
  task,
  stop,
  state,
  current,
}: {
  task: DriverTask;
  stop: DriverTaskStop;
  state: ReturnType<typeof stopState> | undefined;
  current: boolean;
}) {
  const { t } = useTranslation();
  const outcome = task.stopOutcomes?.find((one) => one.stopId === stop.stopId);
  const label =
    state?.outcome === "DELIVERED"
      ? t("deliveries.driver.delivered")
      : t(`deliveries.visitStatus.${stop.visitStatus}`);
  return (
    <Card withBorder padding="sm" bg={current ? "blue.0" : undefined} data-testid="driver-stop">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600}>
            {stop.sequence}. {t(`deliveries.activity.${stop.activity}`)} · {stop.customerName ?? stop.address}
          </Text>
          <Text fz="xs" c="dimmed" lineClamp={1}>
            {stop.address}
          </Text>
          {outcome?.failureReason ? (
            <Text fz="xs" c="red.7">
              {t(`deliveries.driver.failReason.${outcome.failureReason}`)}
            </Text>
          ) : null}
          {outcome?.receiverName ? (
            <Text fz="xs" c="dimmed">
              {t("deliveries.driver.pod.receiverName")}: {outcome.receiverName}
            </Text>
          ) : null}
        </Stack>
        <Badge
          color={state?.outcome === "DELIVERED" ? "teal" : VISIT_STATUS_COLORS[stop.visitStatus]}
          variant="light"
          tt="none"
          leftSection={stop.visitStatus === "FAILED" ? <IconX size={12} /> : undefined}
          data-testid="driver-stop-status"
          style={{ flexShrink: 0 }}
        >
          {label}
        </Badge>
      </Group>
    </Card>
  );
}
