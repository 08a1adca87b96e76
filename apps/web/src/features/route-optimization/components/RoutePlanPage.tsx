import { can } from "@armada/domain";
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconChecks } from "@tabler/icons-react";
import type { DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatAxisTime, formatDay, formatNumber } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { VehicleSkillBadges } from "@/shared/ui/VehicleSkills";
import {
  type PlanStop,
  type RoutePlan,
  useAcceptRoutePlan,
  useMoveRoutePlanStop,
  useRoutePlan,
} from "../api/routePlans";
import { routeColor } from "../lib/routeColors";
import { MoveStopPopover } from "./MoveStopPopover";
import { PriorityBadge } from "./PriorityBadge";
import { RoutePlanMap } from "./RoutePlanMap";
import { PLAN_STATUS_COLORS } from "./RoutePlansPage";
import { draggedStopId, RouteStops, STOP_DRAG_TYPE } from "./RouteStops";
import { RouteTimeline } from "./RouteTimeline";

/** Travel times from a road router: the rule line leaves out the learned detour factor and speed. */
const ROAD_ROUTER_SOURCES: ReadonlySet<RoutePlan["travelSource"]> = new Set(["OSRM", "VALHALLA", "GOOGLE"]);

/** /route-optimization/:id/: the plan's routes on the map and per vehicle; move stops; accept into fleet tasks. */
export function RoutePlanPage() {
  const { t } = useTranslation();
  const routePlanId = Number(useParams().routePlanId);
  const plan = useRoutePlan(routePlanId);
  if (plan.isPending) return <Loader m="xl" data-testid="plan-loading" />;
  if (plan.isError || !plan.data)
    return (
      <Alert color="red" data-testid="plan-error">
        <LoadFailed
          message={plan.error?.message ?? t("routeOptimization.failed")}
          retryLabel={t("routeOptimization.retry")}
          onRetry={() => void plan.refetch()}
        />
      </Alert>
    );
  return <PlanView plan={plan.data} />;
}

function PlanView({ plan }: { plan: RoutePlan }) {
  const { t, i18n } = useTranslation();
  const accept = useAcceptRoutePlan();
  // accepting makes fleet tasks, which need the transport key beside the planner's
  const mayAccept = can(useSession().accessKeys, "tms:create");
  const move = useMoveRoutePlanStop();
  const draft = plan.status === "DRAFT";
  const clock = (value: string | null) =>
    value ? formatAxisTime(new Date(value), i18n.language, false) : "—";
  const routed = plan.routes.reduce((sum, route) => sum + route.stops.length, 0);

  const askAccept = () =>
    modals.openConfirmModal({
      title: t("routeOptimization.acceptTitle"),
      centered: true,
      children: (
        <Text fz="sm">
          {t("routeOptimization.acceptText", {
            tasks: plan.routes.filter((route) => route.stops.length > 0).length,
            unassigned: plan.unassigned.length,
          })}
        </Text>
      ),
      labels: { confirm: t("routeOptimization.accept"), cancel: t("routeOptimization.cancel") },
      confirmProps: { "data-testid": "plan-accept-confirm" },
      onConfirm: () =>
        accept.mutate(plan.routePlanId, {
          onSuccess: () => notifySuccess(t("routeOptimization.accepted")),
          onError: errorNotifier("routeOptimization.acceptFailed"),
        }),
    });

  const moveTo = (stopId: number, routeId: number | null, position: number) =>
    move.mutate(
      { routePlanId: plan.routePlanId, stopId, routeId, position },
      { onError: errorNotifier("routeOptimization.moveFailed") },
    );
  // a stop dropped on a route's card outside its rows goes to its end, on the unassigned orders off its route
  const dropZone = (routeId: number | null, position: number, open: boolean) =>
    open
      ? {
          onDragOver: (event: DragEvent) => {
            if (event.dataTransfer.types.includes(STOP_DRAG_TYPE)) event.preventDefault();
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const stopId = draggedStopId(event);
            if (stopId !== null) moveTo(stopId, routeId, position);
          },
        }
      : {};
  const windowText = (stop: PlanStop) =>
    stop.window.start || stop.window.end ? `${clock(stop.window.start)}–${clock(stop.window.end)}` : "—";

  return (
    <Stack gap="md">
      <PageHeader
        title={`${plan.code} · ${formatDay(plan.day, i18n.language)}`}
        description={t("routeOptimization.planIntro", {
          depot: plan.depot.address,
          start: clock(plan.shiftStart),
          end: clock(plan.shiftEnd),
        })}
        actions={
          <Group gap="xs">
            <Badge
              color={PLAN_STATUS_COLORS[plan.status]}
              variant="light"
              tt="none"
              size="lg"
              data-testid="plan-status"
            >
              {t(`routeOptimization.statuses.${plan.status}`)}
            </Badge>
            {draft ? (
              <Tooltip
                label={t("routeOptimization.acceptNeedsTaskKeys")}
                disabled={mayAccept}
                multiline
                w={260}
              >
                <Button
                  leftSection={<IconChecks size={16} />}
                  // data-disabled, not disabled: a disabled button gets no hover, so the tooltip would never show
                  data-disabled={mayAccept ? undefined : true}
                  onClick={mayAccept ? askAccept : undefined}
                  loading={accept.isPending}
                  disabled={routed === 0}
                  data-testid="plan-accept"
                >
                  {t("routeOptimization.accept")}
                </Button>
              </Tooltip>
            ) : null}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="plan-summary">
        {[
          [t("routeOptimization.distance"), `${formatNumber(plan.distanceKm, i18n.language)} km`],
          [
            t("routeOptimization.vehiclesUsed"),
            `${plan.routes.filter((r) => r.stops.length > 0).length}/${plan.routes.length}`,
          ],
          [t("routeOptimization.routed"), String(routed)],
          [t("routeOptimization.unassigned"), String(plan.unassigned.length)],
        ].map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700}>{value}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="xs" wrap="wrap" data-testid="plan-travel">
        <Badge
          variant="light"
          color={plan.travelFallback ? "orange" : "blue"}
          tt="none"
          data-testid="plan-travel-source"
          style={{ maxWidth: "100%", height: "auto", whiteSpace: "normal" }}
        >
          {t(`routeOptimization.travelSource.${plan.travelSource}`, {
            samples: formatNumber(plan.travelSamples, i18n.language, 0),
            year: new Date(plan.createdOn).getFullYear(),
          })}
        </Badge>
        <Badge
          variant="light"
          color={plan.traffic === "OFF" ? "gray" : "grape"}
          tt="none"
          data-testid="plan-traffic"
          style={{ maxWidth: "100%", height: "auto", whiteSpace: "normal" }}
        >
          {t(`routeOptimization.traffic.${plan.traffic}`)}
        </Badge>
      </Group>
      {plan.travelFallback ? (
        <Text fz="xs" c="orange.8" data-testid="plan-travel-fallback">
          {t("routeOptimization.travelFallback")}
        </Text>
      ) : null}
      <Text fz="xs" c="dimmed">
        {ROAD_ROUTER_SOURCES.has(plan.travelSource)
          ? t("routeOptimization.ruleRoad", {
              service: plan.serviceMinutes,
              seconds: formatNumber(plan.solveMs / 1000, i18n.language),
            })
          : t("routeOptimization.rule", {
              detour: formatNumber(plan.detourFactor, i18n.language, 2),
              speed: formatNumber(plan.speedKmh, i18n.language),
              service: plan.serviceMinutes,
              seconds: formatNumber(plan.solveMs / 1000, i18n.language),
            })}{" "}
        <span data-testid="plan-break-rule">
          {plan.breakRule
            ? t("routeOptimization.breakRule", {
                minutes: plan.breakRule.minutes,
                hours: formatNumber(plan.breakRule.afterMinutes / 60, i18n.language),
              })
            : t("routeOptimization.noBreaks")}
        </span>{" "}
        <span data-testid="plan-balance">
          {plan.balanceRoutes ? t("routeOptimization.balanced") : t("routeOptimization.fewestVehicles")}
        </span>
      </Text>
      <RoutePlanMap plan={plan} />
      <RouteTimeline plan={plan} />
      {plan.routes.map((route, index) => (
        <Card
          key={route.routeId}
          withBorder
          padding="sm"
          data-testid="plan-route"
          {...dropZone(
            route.routeId,
            route.stops.length,
            draft && route.fleetTaskId === null && !move.isPending,
          )}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Box w={14} h={14} bg={routeColor(index)} style={{ borderRadius: 7 }} />
                <Text fw={700} data-testid="route-title">
                  {t("routeOptimization.routeLabel", { sequence: route.sequence, plate: route.licensePlate })}
                </Text>
                <VehicleSkillBadges skills={route.skills} testId="route-skill" />
                {route.fleetTaskId ? (
                  <Anchor
                    component={Link}
                    to={`/fleet-task/${route.fleetTaskId}/`}
                    fz="sm"
                    data-testid="route-task"
                  >
                    {route.fleetTaskCode}
                  </Anchor>
                ) : null}
              </Group>
              <Group gap={6}>
                {route.violations.map((violation) => (
                  <Badge key={violation} color="red" variant="light" tt="none" data-testid="route-violation">
                    {t(`routeOptimization.violations.${violation}`)}
                  </Badge>
                ))}
              </Group>
            </Group>
            <Text fz="sm" c="dimmed" data-testid="route-load">
              {t("routeOptimization.routeTotals", {
                load: formatNumber(route.loadKg, i18n.language, 0),
                capacity: route.capacityKg === null ? "—" : formatNumber(route.capacityKg, i18n.language, 0),
                volume: formatNumber(route.loadM3, i18n.language, 2),
                volumeCapacity:
                  route.capacityM3 === null ? "—" : formatNumber(route.capacityM3, i18n.language, 2),
                distance: formatNumber(route.distanceKm, i18n.language),
                back: clock(route.returnAt),
              })}
            </Text>
            <RouteStops
              plan={plan}
              route={route}
              movable={draft && route.fleetTaskId === null && !move.isPending}
              onMove={moveTo}
            />
          </Stack>
        </Card>
      ))}
      <Card
        withBorder
        padding="sm"
        data-testid="plan-unassigned"
        {...dropZone(null, 0, draft && !move.isPending)}
      >
        <Stack gap="xs">
          <Text fw={700}>{t("routeOptimization.unassignedTitle", { count: plan.unassigned.length })}</Text>
          {plan.unassigned.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t("routeOptimization.allRouted")}
            </Text>
          ) : (
            plan.unassigned.map((stop) => (
              <Group
                key={stop.stopId}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                data-testid="unassigned-stop"
              >
                <Stack gap={0}>
                  <Group gap={6} wrap="wrap">
                    <Text fz="sm" fw={600}>
                      {stop.deliveryOrderCode} · {stop.customerName} · {windowText(stop)}
                    </Text>
                    <PriorityBadge priority={stop.priority} />
                    <VehicleSkillBadges skills={stop.requiredSkills} testId="unassigned-skill" />
                  </Group>
                  <Text fz="xs" c="red" data-testid="unassigned-reason">
                    {stop.unassignedReason ? t(`routeOptimization.reasons.${stop.unassignedReason}`) : "—"}
                  </Text>
                </Stack>
                <MoveStopPopover
                  plan={plan}
                  stop={stop}
                  current={null}
                  disabled={!draft || move.isPending}
                  onMove={(routeId, position) => moveTo(stop.stopId, routeId, position)}
                />
              </Group>
            ))
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
