import {
  type AvailabilityState,
  type AvailabilityView,
  addDays,
  parseCompanyTimeZone,
  zonedDay,
} from "@armada/domain";
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatDayMonth } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { TablePager } from "@/shared/ui/TablePager";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type AvailabilityDayCell,
  type BoardUnavailability,
  type FleetAvailabilityBoard,
  useDeleteUnavailability,
  useFleetAvailability,
} from "../api/fleetAvailability";
import { AVAILABILITY_COLORS, planTaskLink } from "../lib/availabilityStyle";
import { UnavailabilityModal } from "./UnavailabilityModal";

type Subject = "VEHICLES" | "DRIVERS";

interface BoardRow {
  key: string;
  title: string;
  subtitle: string | null;
  vehicleId?: number;
  driverId?: number;
  days: AvailabilityDayCell[];
}

/** /fleet-availability/: the company's vehicles and drivers per day of a day or week; mark off; plan a task. */
export function FleetAvailabilityPage() {
  const { t, i18n } = useTranslation();
  const { identity } = useSession();
  const today = zonedDay(new Date(), parseCompanyTimeZone(identity.timeZone));
  const phone = useMediaQuery("(max-width: 48em)");
  const [day, setDay] = useState(today);
  const [view, setView] = useState<AvailabilityView>("WEEK");
  const [subject, setSubject] = useState<Subject>("VEHICLES");
  const [marking, setMarking] = useState(false);
  const [editing, setEditing] = useState<BoardUnavailability | null>(null);
  const vehiclePaging = usePaging(50);
  const driverPaging = usePaging(50);
  const paging = subject === "VEHICLES" ? vehiclePaging : driverPaging;
  const board = useFleetAvailability(
    day,
    view,
    { page: vehiclePaging.page, show: vehiclePaging.pageSize },
    { page: driverPaging.page, show: driverPaging.pageSize },
  );
  const step = view === "WEEK" ? 7 : 1;
  const data = board.data;

  const rows: BoardRow[] = !data
    ? []
    : subject === "VEHICLES"
      ? data.vehicles.map((vehicle) => ({
          key: `v${vehicle.vehicleId}`,
          title: vehicle.licensePlate,
          subtitle: capacityText(vehicle, t, i18n.language),
          vehicleId: vehicle.vehicleId,
          days: vehicle.days,
        }))
      : data.drivers.map((driver) => ({
          key: `d${driver.driverId}`,
          title: driver.name,
          subtitle: null,
          driverId: driver.driverId,
          days: driver.days,
        }));

  return (
    <Stack gap="md">
      <PageHeader
        title={t("deliveries.availability.title")}
        description={t("deliveries.availability.description")}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setMarking(true)} data-testid="off-add">
            {t("deliveries.availability.markOff")}
          </Button>
        }
      />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as AvailabilityView)}
          data={[
            { value: "DAY", label: t("deliveries.availability.day") },
            { value: "WEEK", label: t("deliveries.availability.week") },
          ]}
          data-testid="availability-view"
        />
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("deliveries.availability.previous")}
            onClick={() => setDay(addDays(day, -step))}
            data-testid="availability-previous"
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <TextInput
            type="date"
            aria-label={t("deliveries.availability.date")}
            value={day}
            onChange={(event) => event.currentTarget.value && setDay(event.currentTarget.value)}
            w={160}
            data-testid="availability-date"
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("deliveries.availability.next")}
            onClick={() => setDay(addDays(day, step))}
            data-testid="availability-next"
          >
            <IconChevronRight size={16} />
          </ActionIcon>
          <Button variant="subtle" onClick={() => setDay(today)} data-testid="availability-today">
            {t("deliveries.availability.today")}
          </Button>
        </Group>
        <SegmentedControl
          value={subject}
          onChange={(value) => setSubject(value as Subject)}
          data={[
            { value: "VEHICLES", label: t("deliveries.availability.vehicles") },
            { value: "DRIVERS", label: t("deliveries.availability.drivers") },
          ]}
          data-testid="availability-subject"
        />
      </Group>
      <Group gap="xs" aria-label={t("deliveries.availability.legend")}>
        {(["FREE", "ON_TASK", "MAINTENANCE", "OFF"] as const).map((state) => (
          <Badge key={state} color={AVAILABILITY_COLORS[state]} variant="light" tt="none">
            {t(`deliveries.availability.state.${state}`)}
          </Badge>
        ))}
      </Group>
      {board.isError ? (
        <LoadFailed
          message={t("deliveries.failed")}
          retryLabel={t("deliveries.retry")}
          onRetry={() => void board.refetch()}
        />
      ) : !data ? (
        <Loader type="dots" data-testid="availability-loading" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" data-testid="availability-empty">
          {t(
            subject === "VEHICLES"
              ? "deliveries.availability.noVehicles"
              : "deliveries.availability.noDrivers",
          )}
        </Text>
      ) : phone ? (
        <Stack gap="sm" data-testid="availability-cards">
          {rows.map((row) => (
            <Card key={row.key} withBorder padding="sm" data-testid={`availability-row-${row.key}`}>
              <Text fw={700}>{row.title}</Text>
              {row.subtitle ? (
                <Text fz="xs" c="dimmed">
                  {row.subtitle}
                </Text>
              ) : null}
              <Stack gap={6} mt="xs">
                {row.days.map((cell) => (
                  <Group key={cell.day} justify="space-between" align="flex-start" wrap="nowrap">
                    <Text fz="sm" w={70}>
                      {formatDayMonth(cell.day, i18n.language)}
                    </Text>
                    <CellBody row={row} cell={cell} board={data} onEdit={setEditing} />
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={view === "WEEK" ? 1000 : 500}>
          <Table withTableBorder withColumnBorders verticalSpacing="xs" data-testid="availability-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={200}>
                  {t(
                    subject === "VEHICLES"
                      ? "deliveries.availability.vehicle"
                      : "deliveries.availability.driver",
                  )}
                </Table.Th>
                {data.days.map((at) => (
                  <Table.Th key={at} bg={at === today ? "var(--mantine-color-blue-light)" : undefined}>
                    {formatDay(at, i18n.language)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-testid={`availability-row-${row.key}`}>
                  <Table.Td>
                    <Text fw={600} fz="sm">
                      {row.title}
                    </Text>
                    {row.subtitle ? (
                      <Text fz="xs" c="dimmed">
                        {row.subtitle}
                      </Text>
                    ) : null}
                  </Table.Td>
                  {row.days.map((cell) => (
                    <Table.Td key={cell.day} valign="top">
                      <CellBody row={row} cell={cell} board={data} onEdit={setEditing} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data ? (
        <TablePager
          total={(subject === "VEHICLES" ? data.vehiclePagination : data.driverPagination).total}
          {...paging.pager}
          testId="availability-pager"
        />
      ) : null}
      <UnavailabilityModal
        opened={marking || editing !== null}
        onClose={() => {
          setMarking(false);
          setEditing(null);
        }}
        editing={editing}
        day={day}
      />
    </Stack>
  );
}

function capacityText(
  vehicle: { capacityKg?: number | null; capacityM3?: number | null; vehicleTypeName?: string | null },
  t: TFunction,
  language: string,
): string | null {
  const number = (value: number) => new Intl.NumberFormat(language === "en" ? "en" : "id").format(value);
  const parts = [
    vehicle.vehicleTypeName ?? null,
    vehicle.capacityKg != null
      ? t("deliveries.availability.kg", { value: number(vehicle.capacityKg) })
      : null,
    vehicle.capacityM3 != null
      ? t("deliveries.availability.m3", { value: number(vehicle.capacityM3) })
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** One cell: the state, and what makes it (tasks, the workshop, the off range) or "plan a task" when free. */
function CellBody({
  row,
  cell,
  board,
  onEdit,
}: {
  row: BoardRow;
  cell: AvailabilityDayCell;
  board: FleetAvailabilityBoard;
  onEdit: (off: BoardUnavailability) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteUnavailability();
  const state = cell.state as AvailabilityState;
  const tasks = board.tasks.filter((task) => cell.fleetTaskIds.includes(task.fleetTaskId));
  const offs = board.unavailabilities.filter((off) => cell.unavailabilityIds.includes(off.unavailabilityId));
  const testId = `cell-${row.key}-${cell.day}`;
  return (
    <Stack gap={4} align="flex-start" data-testid={testId} data-state={state}>
      <Badge color={AVAILABILITY_COLORS[state]} variant="light" tt="none" size="sm">
        {t(`deliveries.availability.state.${state}`)}
      </Badge>
      {state === "MAINTENANCE" ? (
        <Anchor component={Link} to="/maintenance/" fz="xs">
          {t("deliveries.availability.inWorkshop")}
        </Anchor>
      ) : null}
      {offs.map((off) => (
        <Group key={off.unavailabilityId} gap={4} wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {t(`deliveries.availability.reason.${off.reason}`)}
            {off.note ? ` · ${off.note}` : ""}
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t("deliveries.availability.editOff")}
            data-testid={`off-edit-${off.unavailabilityId}`}
            onClick={() => onEdit(off)}
          >
            <IconPencil size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={t("deliveries.availability.removeOff")}
            data-testid={`off-delete-${off.unavailabilityId}`}
            loading={remove.isPending}
            onClick={() =>
              confirmDestructive({
                title: t("deliveries.availability.removeOffTitle"),
                text: t("deliveries.availability.removeOffText", {
                  name: row.title,
                  from: off.fromDay,
                  to: off.toDay,
                }),
                confirmLabel: t("deliveries.delete"),
                cancelLabel: t("deliveries.cancel"),
                testId: "off-delete-confirm",
                onConfirm: () =>
                  remove.mutate(off.unavailabilityId, {
                    onSuccess: () => notifySuccess(t("deliveries.availability.removed")),
                    onError: errorNotifier("deliveries.availability.removeFailed"),
                  }),
              })
            }
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      {tasks.map((task) => (
        <Anchor key={task.fleetTaskId} component={Link} to={`/fleet-task/${task.fleetTaskId}/`} fz="xs">
          {task.code}
        </Anchor>
      ))}
      {state === "FREE" ? (
        <Anchor
          component={Link}
          to={planTaskLink({ vehicleId: row.vehicleId, driverId: row.driverId, day: cell.day })}
          fz="xs"
          data-testid={`plan-${row.key}-${cell.day}`}
        >
          {t("deliveries.availability.plan")}
        </Anchor>
      ) : null}
    </Stack>
  );
}
