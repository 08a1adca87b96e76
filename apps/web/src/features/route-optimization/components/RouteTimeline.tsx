import { routeTimeline, type TimelineBlock } from "@armada/domain";
import { Badge, Box, Card, Group, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAxisTime } from "@/shared/i18n/format";
import type { PlanRoute, PlanStop, RoutePlan } from "../api/routePlans";
import { routeColor } from "../lib/routeColors";

const HOUR = 3_600_000;
const MINUTE = 60_000;
const BREAK_BACKGROUND =
  "repeating-linear-gradient(-45deg, var(--mantine-color-orange-6) 0 4px, var(--mantine-color-orange-4) 4px 8px)";
const LANE_HEIGHT = 26;
const time = (value: string | null) => (value ? Date.parse(value) : null);

/** The plan's day: from the shift's start to its end or the latest return, whichever is later, in whole hours. */
function daySpan(plan: RoutePlan) {
  const start = Date.parse(plan.shiftStart);
  const returns = plan.routes.map((route) => time(route.returnAt) ?? 0);
  const end = Math.max(Date.parse(plan.shiftEnd), ...returns);
  return { start, end: start + Math.ceil((end - start) / HOUR) * HOUR };
}

/**
 * One lane per route across the plan's day: drives, waits, service and the driver's breaks, each stop's window
 * behind, broken rules in red.
 */
export function RouteTimeline({ plan }: { plan: RoutePlan }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const [focused, setFocused] = useState<number | null>(null);
  const span = daySpan(plan);
  const x = (value: number) =>
    `${(Math.min(Math.max(value - span.start, 0), span.end - span.start) / (span.end - span.start)) * 100}%`;
  const width = (from: number, to: number) =>
    `${((Math.min(to, span.end) - Math.max(from, span.start)) / (span.end - span.start)) * 100}%`;
  const clock = (value: number) => formatAxisTime(value, i18n.language, false);
  const hourStep = phone ? 2 : 1;
  const ticks: number[] = [];
  for (let tick = span.start; tick <= span.end; tick += hourStep * HOUR) ticks.push(tick);

  const stopLabel = (stop: PlanStop) =>
    t("routeOptimization.timeline.stop", {
      position: stop.position + 1,
      order: stop.deliveryOrderCode ?? "—",
      customer: stop.customerName,
      arrival: stop.arrival ? clock(Date.parse(stop.arrival)) : "—",
      window:
        stop.window.start || stop.window.end
          ? `${stop.window.start ? clock(Date.parse(stop.window.start)) : "—"}–${stop.window.end ? clock(Date.parse(stop.window.end)) : "—"}`
          : "—",
    });

  const block = (route: PlanRoute, color: string, item: TimelineBlock, index: number) => {
    const stop = item.stop === null ? null : (route.stops[item.stop] ?? null);
    const late = item.kind === "service" && stop?.late;
    const backLate = item.stop === null && route.violations.includes("SHIFT_END");
    const style = {
      position: "absolute" as const,
      left: x(item.start),
      width: width(item.start, item.end),
      top: item.kind === "service" ? 3 : 8,
      bottom: item.kind === "service" ? 3 : 8,
      borderRadius: 3,
    };
    if (item.kind === "break") {
      const label = t("routeOptimization.timeline.breakBlock", {
        minutes: Math.round((item.end - item.start) / MINUTE),
        start: clock(item.start),
        end: clock(item.end),
      });
      return (
        <Tooltip key={index} label={label} events={{ hover: true, focus: true, touch: true }} withinPortal>
          <Box
            role="img"
            aria-label={label}
            tabIndex={0}
            data-testid="timeline-break"
            style={{
              ...style,
              top: 2,
              bottom: 2,
              minWidth: 6,
              background: BREAK_BACKGROUND,
              zIndex: 1,
            }}
          />
        </Tooltip>
      );
    }
    if (item.kind !== "service" || !stop)
      return (
        <Box
          key={index}
          data-testid={`timeline-${item.kind}`}
          style={{
            ...style,
            background:
              item.kind === "wait"
                ? "repeating-linear-gradient(45deg, var(--mantine-color-gray-5) 0 3px, transparent 3px 6px)"
                : backLate
                  ? "var(--mantine-color-red-6)"
                  : color,
            opacity: item.kind === "travel" ? 0.4 : 1,
          }}
        />
      );
    return (
      <Tooltip
        key={index}
        label={stopLabel(stop)}
        events={{ hover: true, focus: true, touch: true }}
        withinPortal
      >
        <UnstyledButton
          aria-label={stopLabel(stop)}
          data-testid="timeline-stop"
          data-late={late || undefined}
          onMouseEnter={() => setFocused(stop.stopId)}
          onMouseLeave={() => setFocused(null)}
          onFocus={() => setFocused(stop.stopId)}
          onBlur={() => setFocused(null)}
          style={{
            ...style,
            minWidth: 6,
            background: late ? "var(--mantine-color-red-6)" : color,
            outline: late ? "2px solid var(--mantine-color-red-9)" : undefined,
            zIndex: 2,
          }}
        />
      </Tooltip>
    );
  };

  return (
    <Card withBorder padding="sm" data-testid="plan-timeline">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{t("routeOptimization.timeline.title")}</Text>
          <Group gap="sm" fz="xs">
            {(
              [
                ["travel", { background: "var(--mantine-color-blue-6)", opacity: 0.4 }],
                [
                  "wait",
                  {
                    background:
                      "repeating-linear-gradient(45deg, var(--mantine-color-gray-5) 0 3px, transparent 3px 6px)",
                  },
                ],
                ["service", { background: "var(--mantine-color-blue-6)" }],
                ["break", { background: BREAK_BACKGROUND }],
                ["window", { background: "var(--mantine-color-yellow-2)" }],
                ["late", { background: "var(--mantine-color-red-6)" }],
              ] as const
            ).map(([kind, swatch]) => (
              <Group key={kind} gap={4} wrap="nowrap">
                <Box w={14} h={10} style={{ ...swatch, borderRadius: 2 }} />
                <Text fz="xs" c="dimmed">
                  {t(`routeOptimization.timeline.${kind}`)}
                </Text>
              </Group>
            ))}
          </Group>
        </Group>
        <Box pos="relative" h={16} mx={4}>
          {ticks.map((tick) => (
            <Text
              key={tick}
              fz={10}
              c="dimmed"
              pos="absolute"
              style={{ left: x(tick), transform: "translateX(-50%)" }}
            >
              {clock(tick)}
            </Text>
          ))}
        </Box>
        {plan.routes.map((route, index) => {
          const color = routeColor(index);
          const blocks = routeTimeline(
            Date.parse(plan.shiftStart),
            route.stops.map((stop) => ({
              arrival: time(stop.arrival) ?? 0,
              departure: time(stop.departure) ?? 0,
              windowStart: time(stop.window.start),
            })),
            time(route.returnAt),
            route.breaks.map((rest) => ({ start: Date.parse(rest.start), end: Date.parse(rest.end) })),
          );
          return (
            <Stack key={route.routeId} gap={2} data-testid="timeline-lane">
              <Group gap={6} wrap="wrap">
                <Box w={10} h={10} bg={color} style={{ borderRadius: 5 }} />
                <Text fz="xs" fw={600}>
                  {t("routeOptimization.routeLabel", { sequence: route.sequence, plate: route.licensePlate })}
                </Text>
                {route.violations.map((violation) => (
                  <Badge key={violation} color="red" variant="light" size="xs" tt="none">
                    {t(`routeOptimization.violations.${violation}`)}
                  </Badge>
                ))}
              </Group>
              <Box
                pos="relative"
                h={LANE_HEIGHT}
                mx={4}
                bg="var(--mantine-color-gray-0)"
                style={{ borderRadius: 4, border: "1px solid var(--mantine-color-gray-3)" }}
              >
                {route.stops.map((stop) => {
                  const from = time(stop.window.start) ?? span.start;
                  const to = time(stop.window.end) ?? span.end;
                  return stop.window.start || stop.window.end ? (
                    <Box
                      key={stop.stopId}
                      data-testid="timeline-window"
                      pos="absolute"
                      top={0}
                      bottom={0}
                      style={{
                        left: x(from),
                        width: width(from, to),
                        background:
                          focused === stop.stopId
                            ? "var(--mantine-color-yellow-4)"
                            : "var(--mantine-color-yellow-1)",
                        opacity: focused === null || focused === stop.stopId ? 0.8 : 0.3,
                      }}
                    />
                  ) : null;
                })}
                <Box
                  pos="absolute"
                  top={0}
                  bottom={0}
                  w={0}
                  style={{
                    left: x(Date.parse(plan.shiftEnd)),
                    borderLeft: "2px dashed var(--mantine-color-gray-6)",
                  }}
                />
                {blocks.map((item, i) => block(route, color, item, i))}
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
