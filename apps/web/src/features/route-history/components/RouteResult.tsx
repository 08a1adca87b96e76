import "@mantine/dates/styles.css";
import "dayjs/locale/id";
import {
  Alert,
  Grid,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { IconParking } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDayTime, formatDistance, formatSpeed, speedUnit } from "@/shared/i18n/format";
import { type LngLat, MapView, MarkersLayer, RouteLineLayer, SPEED_BANDS } from "@/shared/map";
import type { RouteHistoryData } from "../api/routeHistory";
import { formatDuration } from "../lib/format";
import { toTrack } from "../lib/playback";
import { createPlaybackStore, type PlaybackStore } from "../lib/playbackStore";
import { FilteredPointsList } from "./FilteredPointsList";
import { FitRoute } from "./FitRoute";
import { PlaybackBar } from "./PlaybackBar";
import { PlaybackMarker } from "./PlaybackMarker";

const SpeedChart = lazy(() => import("./SpeedChart"));

/** Drawn apart from the track: grey, not the speed colours. */
const FILTERED_COLOR = "#868e96";

/**
 * The route of one vehicle over the chosen range: map with path and stops, speed chart, playback and summary; on
 * request also the fixes the company's track filters kept out of the track, with their reasons.
 */
export function RouteResult({
  data,
  showFiltered,
  onShowFilteredChange,
}: {
  data: RouteHistoryData;
  showFiltered: boolean;
  onShowFilteredChange: (show: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const track = useMemo(() => toTrack(data), [data]);
  const coordinates = useMemo(
    () => track.map((point) => [point.longitude, point.latitude] as LngLat),
    [track],
  );
  const speeds = useMemo(() => track.map((point) => point.speed), [track]);
  const chartTimes = useMemo(() => track.map((point) => point.time / 1000), [track]);
  const [store, setStore] = useState<PlaybackStore>(() =>
    createPlaybackStore(track[0]?.time ?? 0, track[track.length - 1]?.time ?? 0),
  );
  useEffect(() => {
    const next = createPlaybackStore(track[0]?.time ?? 0, track[track.length - 1]?.time ?? 0);
    setStore(next);
    return () => next.dispose();
  }, [track]);
  const units = useMemo(
    () => ({ h: t("routeHistory.units.h"), m: t("routeHistory.units.m"), s: t("routeHistory.units.s") }),
    [t],
  );
  const clock = { format: (time: number) => formatDayTime(time, i18n.language) };
  const first = coordinates[0];
  const last = coordinates[coordinates.length - 1];
  const endpoints = useMemo(
    () => [
      ...(first
        ? [
            {
              id: "start",
              longitude: first[0],
              latitude: first[1],
              color: "#2b9348",
              label: t("routeHistory.start"),
            },
          ]
        : []),
      ...(last
        ? [
            {
              id: "end",
              longitude: last[0],
              latitude: last[1],
              color: "#d6336c",
              label: t("routeHistory.end"),
            },
          ]
        : []),
    ],
    [first, last, t],
  );
  const stopMarkers = useMemo(
    () =>
      data.stops.map((stop, index) => ({
        id: index,
        longitude: stop.longitude,
        latitude: stop.latitude,
        color: "#1c6fd1",
        label: `P${index + 1} · ${formatDuration(stop.durationSeconds, units)}`,
      })),
    [data.stops, units],
  );
  const filteredMarkers = useMemo(
    () =>
      data.filteredPoints.map((point) => ({
        id: point.fixTime,
        longitude: point.longitude,
        latitude: point.latitude,
        color: FILTERED_COLOR,
        label: t(`routeHistory.filterReasons.${point.reason}`, { defaultValue: point.reason }),
      })),
    [data.filteredPoints, t],
  );
  const stats: { label: string; value: string; testId: string }[] = [
    {
      label: t("routeHistory.distance"),
      value: formatDistance(data.summary.distanceKm * 1000, i18n.language),
      testId: "route-summary-distance",
    },
    {
      label: t("routeHistory.drivingTime"),
      value: formatDuration(data.summary.drivingSeconds, units),
      testId: "route-summary-driving",
    },
    { label: t("routeHistory.stops"), value: String(data.summary.stopCount), testId: "route-summary-stops" },
    {
      label: t("routeHistory.maxSpeed"),
      value: formatSpeed(data.summary.maxSpeed, i18n.language),
      testId: "route-summary-max",
    },
    {
      label: t("routeHistory.avgSpeed"),
      value: formatSpeed(data.summary.avgSpeed, i18n.language),
      testId: "route-summary-avg",
    },
    { label: t("routeHistory.points"), value: String(data.points.length), testId: "route-summary-points" },
  ];

  return (
    <Stack
      gap="md"
      data-testid="route-result"
      data-distance-km={data.summary.distanceKm}
      data-points={data.points.length}
    >
      {data.truncated && (
        <Alert color="yellow" variant="light">
          {t("routeHistory.truncated")}
        </Alert>
      )}
      {data.fromArchive && (
        <Alert color="blue" variant="light" data-testid="route-from-archive">
          {t("routeHistory.fromArchive")}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="lg" style={{ overflow: "hidden" }} pos="relative">
            <MapView h={{ base: 360, lg: 520 }} testId="route-map">
              <RouteLineLayer coordinates={coordinates} speeds={speeds} />
              <MarkersLayer id="route-stops" markers={stopMarkers} radius={8} />
              {showFiltered && <MarkersLayer id="route-filtered" markers={filteredMarkers} radius={5} />}
              <MarkersLayer id="route-endpoints" markers={endpoints} radius={6} />
              <PlaybackMarker store={store} points={track} label={data.licensePlate} />
              <FitRoute coordinates={coordinates} />
            </MapView>
            <Paper
              pos="absolute"
              left={12}
              bottom={34}
              shadow="xs"
              radius="md"
              px="sm"
              py={6}
              withBorder
              style={{ zIndex: 1 }}
            >
              <Group gap="sm">
                {SPEED_BANDS.map((band, index) => (
                  <Group key={band.color} gap={4} wrap="nowrap">
                    <span style={{ width: 14, height: 4, borderRadius: 2, background: band.color }} />
                    <Text fz={11} c="dimmed">
                      {index === SPEED_BANDS.length - 1
                        ? `> ${SPEED_BANDS[index - 1]?.upTo}`
                        : `≤ ${band.upTo}`}
                    </Text>
                  </Group>
                ))}
                <Text fz={11} c="dimmed">
                  {speedUnit(i18n.language)}
                </Text>
              </Group>
            </Paper>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" h="100%">
            <Paper withBorder radius="lg" p="md" data-testid="route-summary">
              <Text fw={600} fz="sm" mb="sm">
                {t("routeHistory.summary")} · {data.licensePlate}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 2, xl: 3 }} spacing="sm" verticalSpacing="md">
                {stats.map((stat) => (
                  <div key={stat.testId}>
                    <Text fz={11} c="dimmed" tt="uppercase" fw={600} lts={0.3}>
                      {stat.label}
                    </Text>
                    <Text
                      fz="lg"
                      fw={700}
                      data-testid={stat.testId}
                      style={{ fontVariantNumeric: "tabular-nums" }}
                    >
                      {stat.value}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
              <Switch
                mt="md"
                checked={showFiltered}
                onChange={(event) => onShowFilteredChange(event.currentTarget.checked)}
                label={t("routeHistory.showFiltered")}
                data-testid="route-show-filtered"
              />
            </Paper>
            {showFiltered && (
              <FilteredPointsList points={data.filteredPoints} color={FILTERED_COLOR} format={clock.format} />
            )}
            <Paper withBorder radius="lg" p={0} style={{ flex: 1, minHeight: 160, overflow: "hidden" }}>
              <Text fw={600} fz="sm" p="md" pb="xs">
                {t("routeHistory.stopList", { count: data.stops.length })}
              </Text>
              {data.stops.length === 0 ? (
                <Text c="dimmed" fz="sm" px="md" pb="md">
                  {t("routeHistory.noStops")}
                </Text>
              ) : (
                <ScrollArea.Autosize mah={300}>
                  <Stack gap={0} pb="xs" data-testid="route-stops">
                    {data.stops.map((stop, index) => (
                      <Group
                        key={stop.startTime}
                        gap="sm"
                        px="md"
                        py={8}
                        wrap="nowrap"
                        style={{
                          borderTop: "1px solid var(--mantine-color-default-border)",
                          cursor: "pointer",
                        }}
                        onClick={() => store.seek(Date.parse(stop.startTime))}
                      >
                        <ThemeIcon size="md" radius="xl" variant="light" color="blue">
                          <IconParking size={16} />
                        </ThemeIcon>
                        <div style={{ flex: 1 }}>
                          <Text fz="sm" fw={500}>
                            P{index + 1} · {formatDuration(stop.durationSeconds, units)}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {clock.format(Date.parse(stop.startTime))} –{" "}
                            {clock.format(Date.parse(stop.endTime))} ·{" "}
                            {t(stop.engineOn ? "routeHistory.engineOn" : "routeHistory.engineOff")}
                          </Text>
                        </div>
                      </Group>
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <PlaybackBar store={store} />
          <Suspense fallback={<Skeleton h={170} />}>
            <SpeedChart
              times={chartTimes}
              speeds={speeds}
              store={store}
              speedLabel={speedUnit(i18n.language)}
              language={i18n.language}
            />
          </Suspense>
        </Stack>
      </Paper>
    </Stack>
  );
}
