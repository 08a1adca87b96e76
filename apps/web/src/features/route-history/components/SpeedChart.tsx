import "uplot/dist/uPlot.min.css";
import { Box } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { appTimeZone, formatAxisTime, spansDays } from "@/shared/i18n/format";
import type { PlaybackStore } from "../lib/playbackStore";

export interface SpeedChartProps {
  /** epoch seconds */
  times: number[];
  speeds: number[];
  store: PlaybackStore;
  speedLabel: string;
  /** UI language of the time axis */
  language: string;
  height?: number;
}

/** Speed over time (uPlot); its cursor follows playback and a click seeks there. */
export default function SpeedChart({
  times,
  speeds,
  store,
  speedLabel,
  language,
  height = 170,
}: SpeedChartProps) {
  const { ref, width } = useElementSize();
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);

  useEffect(() => {
    if (!holder.current || width === 0) return;
    const withDate = spansDays((times[0] ?? 0) * 1000, (times[times.length - 1] ?? 0) * 1000);
    const plot = new uPlot(
      {
        width,
        // ticks on whole hours of the app's zone, labelled by the UI language (not uPlot's US format)
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), appTimeZone()),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, Math.max(20, Math.ceil(max / 20) * 20)] },
        },
        axes: [
          {
            stroke: "#6b7280",
            grid: { stroke: "#eef0f3" },
            ticks: { stroke: "#e5e7eb" },
            font: "11px Inter Variable, sans-serif",
            values: (_plot, splits) =>
              splits.map((seconds) => formatAxisTime(seconds * 1000, language, withDate)),
          },
          {
            stroke: "#6b7280",
            grid: { stroke: "#eef0f3" },
            ticks: { stroke: "#e5e7eb" },
            font: "11px Inter Variable, sans-serif",
            size: 44,
            label: speedLabel,
            labelSize: 16,
            labelFont: "11px Inter Variable, sans-serif",
          },
        ],
        series: [
          {},
          { stroke: "#038ebd", width: 1.5, fill: "rgba(3, 142, 189, 0.12)", points: { show: false } },
        ],
      },
      [times, speeds],
      holder.current,
    );
    plot.over.addEventListener("click", () => {
      const left = plot.cursor.left ?? -1;
      if (left >= 0) store.seek(plot.posToVal(left, "x") * 1000);
    });
    chart.current = plot;
    return () => {
      plot.destroy();
      chart.current = null;
    };
  }, [times, speeds, width, height, store, speedLabel, language]);

  useEffect(() => {
    const sync = () => {
      const plot = chart.current;
      if (!plot) return;
      const { time, playing } = store.getState();
      if (!playing && time === store.start) return;
      const left = plot.valToPos(time / 1000, "x");
      plot.setCursor({ left, top: 10 }, false);
    };
    return store.subscribe(sync);
  }, [store]);

  return (
    <Box ref={ref} w="100%" data-testid="route-speed-chart">
      <div ref={holder} />
    </Box>
  );
}
