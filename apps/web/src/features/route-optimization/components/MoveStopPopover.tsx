import { Button, Popover, Select, Stack } from "@mantine/core";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlanRoute, PlanStop, RoutePlan } from "../api/routePlans";

/** The move choice that takes a stop off its route. */
const UNASSIGN = "unassigned";

interface MoveStopPopoverProps {
  plan: RoutePlan;
  stop: PlanStop;
  /** The stop's route; null for an unassigned order */
  current: PlanRoute | null;
  disabled: boolean;
  onMove: (routeId: number | null, position: number) => void;
}

/** "Pindah ke…": a route (or off its route) and a position in it, the keyboard's and the phone's drag and drop. */
export function MoveStopPopover({ plan, stop, current, disabled, onMove }: MoveStopPopoverProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const open = plan.routes.filter((route) => route.fleetTaskId === null);
  const [target, setTarget] = useState<string | null>(null);
  const route = plan.routes.find((r) => String(r.routeId) === target) ?? null;
  // in its own route the stop's place is one of the others'; in another it may also go after the last
  const others = route ? route.stops.filter((s) => s.stopId !== stop.stopId) : [];
  const positions = route
    ? [
        ...others.map((other, index) => ({
          value: String(index),
          label: t("routeOptimization.positionBefore", {
            position: index + 1,
            order: other.deliveryOrderCode,
          }),
        })),
        {
          value: String(others.length),
          label: t("routeOptimization.positionLast", { position: others.length + 1 }),
        },
      ]
    : [];
  const [position, setPosition] = useState<string | null>(null);

  const choose = (value: string | null) => {
    setTarget(value);
    const chosen = plan.routes.find((r) => String(r.routeId) === value);
    setPosition(chosen ? String(chosen.stops.filter((s) => s.stopId !== stop.stopId).length) : null);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      trapFocus
      onOpen={() => choose(open.find((r) => r.routeId !== current?.routeId)?.routeId.toString() ?? null)}
    >
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconArrowsExchange size={14} />}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
          data-testid="stop-move"
        >
          {t("routeOptimization.moveTo")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="stop-move-panel">
        <Stack gap="xs" w={240}>
          <Select
            size="xs"
            label={t("routeOptimization.moveRoute")}
            data={[
              ...open.map((r) => ({
                value: String(r.routeId),
                label: t("routeOptimization.routeLabel", { sequence: r.sequence, plate: r.licensePlate }),
              })),
              ...(current ? [{ value: UNASSIGN, label: t("routeOptimization.unassign") }] : []),
            ]}
            value={target}
            onChange={choose}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="stop-move-route"
          />
          {route ? (
            <Select
              size="xs"
              label={t("routeOptimization.movePosition")}
              data={positions}
              value={position}
              onChange={setPosition}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              data-testid="stop-move-position"
            />
          ) : null}
          <Button
            size="xs"
            disabled={target === null || (route !== null && position === null)}
            onClick={() => {
              setOpened(false);
              onMove(route ? route.routeId : null, route ? Number(position) : 0);
            }}
            data-testid="stop-move-apply"
          >
            {t("routeOptimization.moveApply")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
