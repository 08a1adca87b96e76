import "@mantine/dates/styles.css";
import "dayjs/locale/id";
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import { IconAlertCircle, IconMapPinOff, IconRoute } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/shared/ui/PageHeader";
import { type RouteFilter, useRouteHistory, useVehicleOptions } from "../api/routeHistory";
import { presetRange, type RangePreset } from "../lib/format";
import { RouteResult } from "./RouteResult";

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
  const [filter, setFilter] = useState<Omit<RouteFilter, "withFiltered"> | null>(null);
  const [showFiltered, setShowFiltered] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const history = useRouteHistory(filter && { ...filter, withFiltered: showFiltered });

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
          <RouteResult
            data={history.data}
            showFiltered={showFiltered}
            onShowFilteredChange={setShowFiltered}
          />
        )}
      </Stack>
    </DatesProvider>
  );
}
