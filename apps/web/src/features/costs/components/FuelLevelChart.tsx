import "uplot/dist/uPlot.min.css";
import { Box } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { appTimeZone, formatAxisTime, spansDays } from "@/shared/i18n/format";

export interface FuelChartEvent {
  kind: string;
  /** epoch seconds */
  start: number;
  end: number;
}

const EVENT_COLORS: Record<string, string> = {
  refuel: "rgba(18, 184, 134, 0.25)",
  drain: "rgba(250, 82, 82, 0.3)",
};
const AXIS = {
  stroke: "#6b7280",
  grid: { stroke: "#eef0f3" },
  ticks: { stroke: "#e5e7eb" },
  font: "11px Inter Variable, sans-serif",
};

/** The tank's level over time (uPlot), each refuel (green) and drain (red) shaded where it happened. */
export function FuelLevelChart(props: {
  /** epoch seconds */
  times: number[];
  litres: number[];
  capacity: number;
  events: FuelChartEvent[];
  language: string;
  litresLabel: string;
}) {
  const { ref, width } = useElementSize();
  const holder = useRef<HTMLDivElement>(null);
  const { times, litres, capacity, events, language, litresLabel } = props;

  useEffect(() => {
    if (!holder.current || width === 0) return;
    const withDate = spansDays((times[0] ?? 0) * 1000, (times[times.length - 1] ?? 0) * 1000);
    const plot = new uPlot(
      {
        width,
        height: 260,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), appTimeZone()),
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 6 } },
        scales: { x: { time: true }, y: { range: () => [0, Math.ceil(capacity / 10) * 10] } },
        axes: [
          {
            ...AXIS,
            values: (_plot, splits) =>
              splits.map((seconds) => formatAxisTime(seconds * 1000, language, withDate)),
          },
          { ...AXIS, size: 48, label: litresLabel, labelSize: 16, labelFont: AXIS.font },
        ],
        series: [
          {},
          { stroke: "#e8590c", width: 1.5, fill: "rgba(232, 89, 12, 0.08)", points: { show: false } },
        ],
        hooks: {
          drawClear: [
            (u) => {
              const { ctx } = u;
              const { top, height } = u.bbox;
              for (const event of events) {
                const left = u.valToPos(event.start, "x", true);
                const right = u.valToPos(event.end, "x", true);
                ctx.fillStyle = EVENT_COLORS[event.kind] ?? "rgba(0,0,0,0.1)";
                ctx.fillRect(left - 2, top, Math.max(4, right - left + 4), height);
              }
            },
          ],
        },
      },
      [times, litres],
      holder.current,
    );
    return () => plot.destroy();
  }, [times, litres, capacity, events, width, language, litresLabel]);

  return (
    <Box ref={ref} w="100%" data-testid="fuel-chart">
      <div ref={holder} />
    </Box>
  );
}
