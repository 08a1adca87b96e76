import "@mantine/dates/styles.css";
import "dayjs/locale/id";
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import { IconAlertCircle, IconMapPinOff, IconParking, IconRoute } from "@tabler/icons-react";
import dayjs from "dayjs";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDayTime, formatDistance, formatSpeed, speedUnit } from "@/shared/i18n/format";
import {
  fitToPoints,
  type LngLat,
  MapView,
  MarkersLayer,
  RouteLineLayer,
  SPEED_BANDS,
  useMapInstance,
} from "@/shared/map";
import { PageHeader } from "@/shared/ui/PageHeader";
import {
  type RouteFilter,
  type RouteHistoryData,
  useRouteHistory,
  useVehicleOptions,
} from "../api/routeHistory";
import { formatDuration, presetRange, type RangePreset } from "../lib/format";
import type { TrackPoint } from "../lib/playback";
import { createPlaybackStore, type PlaybackStore } from "../lib/playbackStore";
import { PlaybackBar } from "./PlaybackBar";
import { PlaybackMarker } from "./PlaybackMarker";

const SpeedChart = lazy(() => import("./SpeedChart"));
const PRESETS: RangePreset[] = ["today", "yesterday", "last7Days", "custom"];
const DATE_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** /route/?vehicleId=…: pick a vehicle and a time range, see the path, stops, speed chart and a playback. */
export function RouteHistoryPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const vehicles = useVehicleOptions();
  const initialVehicle = searchParams.get("vehicleId");
  const [vehicleId, setVehicleId] = useState<string | null>(initialVehicle);
  const [preset, setPreset] = useState<RangePreset>("today");
  const [custom, setCustom] = useState<[string | null, string | null]>(() => {
    const [start, end] = presetRange("today", new Date());
    return [dayjs(start).format(DATE_FORMAT), dayjs(end).format(DATE_FORMAT)];
  });
  const [filter, setFilter] = useState<RouteFilter | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const history = useRouteHistory(filter);

  const search = (nextVehicleId = vehicleId) => {
    setFormError(null);
    if (!nextVehicleId) return setFormError(t("routeHistory.chooseVehicle"));
    let start: Date;
    let end: Date;
    if (preset === "custom") {
      if (!custom[0] || !custom[1]) return setFormError(t("routeHistory.chooseRange"));
      start = dayjs(custom[0]).toDate();
      end = dayjs(custom[1]).toDate();
      if (end <= start) return setFormError(t("routeHistory.endBeforeStart"));
    } else {
      [start, end] = presetRange(preset, new Date());
    }
    setFilter({
      vehicleId: Number(nextVehicleId),
      startTime: start.toISOString(),
      endTime: end.toISOString(),
    });
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set("vehicleId", nextVehicleId);
        return next;
      },
      { replace: true },
    );
  };

  // ?vehicleId= preselects the vehicle and shows today's route at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the first render with a vehicle
  useEffect(() => {
    if (initialVehicle) search(initialVehicle);
  }, []);

  const options = useMemo(
    () =>
      (vehicles.data ?? []).map((vehicle) => ({
        value: String(vehicle.id),
        label: [vehicle.licensePlate, vehicle.driver1?.fullname].filter(Boolean).join(" · "),
      })),
    [vehicles.data],
  );

  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <PageHeader title={t("menu.routeHistory")} />
      <Stack gap="md">
        <Paper withBorder radius="lg" p="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t("routeHistory.vehicle")}
              placeholder={t("routeHistory.vehiclePlaceholder")}
              searchable
              data={options}
              value={vehicleId}
              onChange={setVehicleId}
              nothingFoundMessage={t("routeHistory.noVehicleFound")}
              w={{ base: "100%", sm: 280 }}
              disabled={vehicles.isPending}
              data-testid="route-vehicle"
            />
            <div>
              <Text fz="sm" fw={500} mb={4}>
                {t("routeHistory.period")}
              </Text>
              <SegmentedControl
                value={preset}
                onChange={(value) => setPreset(value as RangePreset)}
                data={PRESETS.map((value) => ({ value, label: t(`routeHistory.presets.${value}`) }))}
                data-testid="route-preset"
              />
            </div>
            {preset === "custom" && (
              <>
                <DateTimePicker
                  label={t("routeHistory.start")}
                  value={custom[0]}
                  onChange={(value) => setCustom([value, custom[1]])}
                  valueFormat="DD MMM YYYY HH:mm"
                  w={{ base: "100%", sm: 190 }}
                  data-testid="route-start"
                />
                <DateTimePicker
                  label={t("routeHistory.end")}
                  value={custom[1]}
                  onChange={(value) => setCustom([custom[0], value])}
                  valueFormat="DD MMM YYYY HH:mm"
                  w={{ base: "100%", sm: 190 }}
                  data-testid="route-end"
                />
              </>
            )}
            <Button onClick={() => search()} loading={history.isFetching} data-testid="route-search">
              {t("routeHistory.show")}
            </Button>
          </Group>
          {formError && (
            <Text c="red.7" fz="sm" mt="xs" data-testid="route-form-error">
              {formError}
            </Text>
          )}
        </Paper>

        {filter === null ? (
          <Paper withBorder radius="lg" p={48}>
            <Stack align="center" gap="xs">
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconRoute size={28} stroke={1.5} />
              </ThemeIcon>
              <Text fw={600}>{t("routeHistory.introTitle")}</Text>
              <Text c="dimmed" fz="sm" ta="center" maw={420}>
                {t("routeHistory.introMessage")}
              </Text>
            </Stack>
          </Paper>
        ) : history.isPending ? (
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Skeleton h={520} radius="lg" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Skeleton h={520} radius="lg" />
            </Grid.Col>
          </Grid>
        ) : history.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} data-testid="route-error">
            {history.error.message}
          </Alert>
        ) : history.data.points.length === 0 ? (
          <Paper withBorder radius="lg" p={48} data-testid="route-empty">
            <Stack align="center" gap="xs">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconMapPinOff size={28} stroke={1.5} />
              </ThemeIcon>
              <Text fw={600}>{t("routeHistory.emptyTitle")}</Text>
              <Text c="dimmed" fz="sm">
                {t("routeHistory.emptyMessage")}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <RouteResult data={history.data} />
        )}
      </Stack>
    </DatesProvider>
  );
}

function toTrack(data: RouteHistoryData): TrackPoint[] {
  return data.points.map((point) => ({
    time: Date.parse(point.fixTime),
    latitude: point.latitude,
    longitude: point.longitude,
    speed: point.speed,
    course: point.course,
  }));
}

function FitRoute({ coordinates }: { coordinates: LngLat[] }) {
  const map = useMapInstance();
  useEffect(() => {
    if (!map) return;
    const frame = () => fitToPoints(map, coordinates, { animate: false, padding: 50 });
    frame();
    // Once more when the map settles: a layout change right after mount must not leave the route off-screen.
    map.once("idle", frame);
    return () => {
      map.off("idle", frame);
    };
  }, [map, coordinates]);
  return null;
}

function RouteResult({ data }: { data: RouteHistoryData }) {
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
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="lg" style={{ overflow: "hidden" }} pos="relative">
            <MapView h={{ base: 360, lg: 520 }} testId="route-map">
              <RouteLineLayer coordinates={coordinates} speeds={speeds} />
              <MarkersLayer id="route-stops" markers={stopMarkers} radius={8} />
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
            </Paper>
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
