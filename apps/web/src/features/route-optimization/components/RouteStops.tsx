import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAxisTime, formatNumber } from "@/shared/i18n/format";
import { VehicleSkillBadges, vehicleSkillLabel } from "@/shared/ui/VehicleSkills";
import type { PlanRoute, PlanStop, RoutePlan } from "../api/routePlans";
import { MoveStopPopover } from "./MoveStopPopover";
import { PriorityBadge } from "./PriorityBadge";

/** The drag's payload type: a plan's stop id. */
export const STOP_DRAG_TYPE = "application/x-armada-route-stop";

export const draggedStopId = (event: DragEvent) => {
  const value = Number(event.dataTransfer.getData(STOP_DRAG_TYPE));
  return Number.isInteger(value) && value > 0 ? value : null;
};

interface RouteStopsProps {
  plan: RoutePlan;
  route: PlanRoute;
  /** Stops may be moved: a draft plan, a route not yet a fleet task, no move running */
  movable: boolean;
  onMove: (stopId: number, routeId: number | null, position: number) => void;
}

/**
 * A route's stops: a table on a wide screen, whose rows drag onto another route's row (taking its place) or a route's
 * end; cards on a phone. Both move through "Pindah ke…" too.
 */
export function RouteStops({ plan, route, movable, onMove }: RouteStopsProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const [over, setOver] = useState<number | null>(null);
  const clock = (value: string | null) =>
    value ? formatAxisTime(new Date(value), i18n.language, false) : "—";
  const windowText = (stop: PlanStop) =>
    stop.window.start || stop.window.end ? `${clock(stop.window.start)}–${clock(stop.window.end)}` : "—";

  const arrival = (stop: PlanStop) => (
    <Group gap={4} wrap="nowrap">
      <Text fz="sm" data-testid="stop-arrival">
        {clock(stop.arrival)}
      </Text>
      {stop.late ? (
        <Badge color="red" size="xs" variant="filled" tt="none">
          {t("routeOptimization.late")}
        </Badge>
      ) : null}
    </Group>
  );
  const actions = (stop: PlanStop) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t("routeOptimization.moveUp")}>
        <ActionIcon
          variant="subtle"
          aria-label={t("routeOptimization.moveUp")}
          disabled={!movable || stop.position === 0}
          onClick={() => onMove(stop.stopId, route.routeId, stop.position - 1)}
          data-testid="stop-up"
        >
          <IconArrowUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("routeOptimization.moveDown")}>
        <ActionIcon
          variant="subtle"
          aria-label={t("routeOptimization.moveDown")}
          disabled={!movable || stop.position === route.stops.length - 1}
          onClick={() => onMove(stop.stopId, route.routeId, stop.position + 1)}
          data-testid="stop-down"
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Tooltip>
      <MoveStopPopover
        plan={plan}
        stop={stop}
        current={route}
        disabled={!movable}
        onMove={(routeId, position) => onMove(stop.stopId, routeId, position)}
      />
    </Group>
  );
  const order = (stop: PlanStop) => (
    <>
      <Text fz="sm" fw={600} data-testid="stop-order">
        {stop.deliveryOrderCode} · {stop.customerName}
      </Text>
      <Text fz="xs" c="dimmed">
        {stop.address}
      </Text>
      <Group gap={4} wrap="wrap">
        <PriorityBadge priority={stop.priority} />
        <VehicleSkillBadges skills={stop.requiredSkills} testId="stop-skill" />
      </Group>
      {stop.missingSkills.length > 0 ? (
        <Text fz="xs" c="red" data-testid="stop-missing-skills">
          {t("routeOptimization.missingSkills", {
            skills: stop.missingSkills.map(vehicleSkillLabel).join(", "),
          })}
        </Text>
      ) : null}
    </>
  );

  if (route.stops.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t("routeOptimization.noStops")}
      </Text>
    );
  if (phone)
    return (
      <Stack gap="xs" data-testid="route-stops">
        {route.stops.map((stop) => (
          <Card key={stop.stopId} withBorder padding="xs" data-testid="route-stop">
            <Stack gap={4}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Text fz="sm" fw={700}>
                  {stop.position + 1}.
                </Text>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {order(stop)}
                </Stack>
              </Group>
              <Group gap="md" fz="sm">
                <Text fz="xs" c="dimmed">
                  {t("routeOptimization.window")}: {windowText(stop)}
                </Text>
                <Group gap={4}>
                  <Text fz="xs" c="dimmed">
                    {t("routeOptimization.arrival")}:
                  </Text>
                  {arrival(stop)}
                </Group>
                <Text fz="xs" c="dimmed">
                  {`${formatNumber(stop.weightKg, i18n.language, 0)} kg`}
                </Text>
              </Group>
              {actions(stop)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table fz="sm" verticalSpacing={4} data-testid="route-stops">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={28} />
          <Table.Th>#</Table.Th>
          <Table.Th>{t("routeOptimization.order")}</Table.Th>
          <Table.Th>{t("routeOptimization.window")}</Table.Th>
          <Table.Th>{t("routeOptimization.arrival")}</Table.Th>
          <Table.Th>{t("routeOptimization.weight")}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {route.stops.map((stop) => (
          <Table.Tr
            key={stop.stopId}
            data-testid="route-stop"
            draggable={movable}
            onDragStart={(event) => {
              event.dataTransfer.setData(STOP_DRAG_TYPE, String(stop.stopId));
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => {
              if (!movable || !event.dataTransfer.types.includes(STOP_DRAG_TYPE)) return;
              event.preventDefault();
              event.stopPropagation();
              setOver(stop.stopId);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => {
              event.preventDefault();
              event.stopPropagation();
              setOver(null);
              const moved = draggedStopId(event);
              if (moved !== null && moved !== stop.stopId) onMove(moved, route.routeId, stop.position);
            }}
            style={
              over === stop.stopId
                ? { boxShadow: "inset 0 3px 0 var(--mantine-color-blue-6)" }
                : movable
                  ? { cursor: "grab" }
                  : undefined
            }
          >
            <Table.Td c="dimmed">{movable ? <IconGripVertical size={14} aria-hidden /> : null}</Table.Td>
            <Table.Td>{stop.position + 1}</Table.Td>
            <Table.Td>{order(stop)}</Table.Td>
            <Table.Td>{windowText(stop)}</Table.Td>
            <Table.Td>{arrival(stop)}</Table.Td>
            <Table.Td>{`${formatNumber(stop.weightKg, i18n.language, 0)} kg`}</Table.Td>
            <Table.Td>{actions(stop)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
