import "@mantine/dates/styles.css";
import "dayjs/locale/id";
import type { LandPolygonIssue, LandSize } from "@armada/domain";
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import { IconArrowBackUp, IconRoute, IconTrash } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import {
  type LandPoint,
  type LandTrack,
  useCreateLandMeasurement,
  useLandTrack,
  useLandVehicleOptions,
} from "../api/landMeasurements";
import { formatHectares, formatPerimeter } from "../lib/formatLand";

export type MeasureMode = "tapped" | "track";
type TrackState = { data: LandTrack; startTime: string; endTime: string };

/**
 * A new measurement: points tapped on the map (undo, clear) or a vehicle's track between two times; the figures
 * while it grows, or why it is no parcel; a name and save.
 */
export function NewMeasurement(props: {
  mode: MeasureMode;
  onModeChange: (mode: MeasureMode) => void;
  tapped: LandPoint[];
  onTappedChange: (points: LandPoint[]) => void;
  track: TrackState | null;
  onTrack: (track: TrackState | null) => void;
  measured: { issue: LandPolygonIssue | null; size: LandSize | null };
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const vehicles = useLandVehicleOptions();
  const readTrack = useLandTrack();
  const create = useCreateLandMeasurement();
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [range, setRange] = useState<[Date | null, Date | null]>(() => [
    dayjs().subtract(1, "hour").startOf("minute").toDate(),
    dayjs().startOf("minute").toDate(),
  ]);
  const [name, setName] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const vehicleOptions = useMemo(
    () =>
      (vehicles.data ?? []).map((vehicle) => ({ value: String(vehicle.id), label: vehicle.licensePlate })),
    [vehicles.data],
  );
  const { mode, tapped, track, measured } = props;
  const pointCount = mode === "tapped" ? tapped.length : (track?.data.points.length ?? 0);

  const loadTrack = () => {
    const [start, end] = range;
    if (!vehicleId) return setFormError(t("landMeasurement.chooseVehicle"));
    if (!start || !end || end <= start) return setFormError(t("landMeasurement.rangeInvalid"));
    setFormError(null);
    const filter = {
      vehicleId: Number(vehicleId),
      startTime: start.toISOString(),
      endTime: end.toISOString(),
    };
    readTrack.mutate(filter, {
      onSuccess: (data) =>
        props.onTrack(data ? { data, startTime: filter.startTime, endTime: filter.endTime } : null),
      onError: notifyError,
    });
  };

  const save = () => {
    if (!name.trim()) return setFormError(t("landMeasurement.nameRequired"));
    setFormError(null);
    const input =
      mode === "tapped"
        ? { name, source: "tapped" as const, points: tapped }
        : {
            name,
            source: "track" as const,
            vehicleId: track?.data.vehicleId ?? 0,
            startTime: track?.startTime ?? "",
            endTime: track?.endTime ?? "",
          };
    create.mutate(input, {
      onSuccess: () => {
        notifySuccess(t("landMeasurement.saved"));
        setName("");
        if (mode === "tapped") props.onTappedChange([]);
        else props.onTrack(null);
      },
      onError: notifyError,
    });
  };

  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="land-new">
      <Stack gap="sm">
        <Title order={4}>{t("landMeasurement.newTitle")}</Title>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => props.onModeChange(value as MeasureMode)}
          data={[
            { value: "tapped", label: t("landMeasurement.modes.tapped") },
            { value: "track", label: t("landMeasurement.modes.track") },
          ]}
          data-testid="land-mode"
        />
        {mode === "tapped" ? (
          <>
            <Text fz="sm" c="dimmed">
              {t("landMeasurement.tapHint")}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconArrowBackUp size={14} />}
                disabled={tapped.length === 0}
                onClick={() => props.onTappedChange(tapped.slice(0, -1))}
                data-testid="land-undo"
              >
                {t("landMeasurement.undo")}
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconTrash size={14} />}
                disabled={tapped.length === 0}
                onClick={() => props.onTappedChange([])}
                data-testid="land-clear"
              >
                {t("landMeasurement.clear")}
              </Button>
            </Group>
          </>
        ) : (
          <DatesProvider settings={{ locale: language === "en" ? "en" : "id" }}>
            <Select
              label={t("landMeasurement.vehicle")}
              placeholder={t("landMeasurement.vehiclePlaceholder")}
              data={vehicleOptions}
              value={vehicleId}
              onChange={setVehicleId}
              searchable
              nothingFoundMessage={t("landMeasurement.noVehicle")}
              disabled={vehicles.isPending}
              data-testid="land-vehicle"
            />
            <Group grow gap="xs">
              <DateTimePicker
                label={t("landMeasurement.start")}
                value={range[0]}
                onChange={(value) => setRange([value ? new Date(value) : null, range[1]])}
                valueFormat="DD MMM YYYY HH:mm"
                data-testid="land-start"
              />
              <DateTimePicker
                label={t("landMeasurement.end")}
                value={range[1]}
                onChange={(value) => setRange([range[0], value ? new Date(value) : null])}
                valueFormat="DD MMM YYYY HH:mm"
                data-testid="land-end"
              />
            </Group>
            <Button
              variant="light"
              leftSection={<IconRoute size={16} />}
              onClick={loadTrack}
              loading={readTrack.isPending}
              data-testid="land-load-track"
            >
              {t("landMeasurement.loadTrack")}
            </Button>
            {track?.data.truncated && (
              <Text fz="xs" c="orange.8">
                {t("landMeasurement.truncated")}
              </Text>
            )}
          </DatesProvider>
        )}
        <Text fz="xs" c="dimmed" data-testid="land-point-count">
          {t("landMeasurement.points", { count: pointCount })}
        </Text>
        {measured.size ? (
          <Group gap="lg" data-testid="land-result">
            <div>
              <Text fz="xs" c="dimmed">
                {t("landMeasurement.area")}
              </Text>
              <Text fz="xl" fw={700} data-testid="land-area">
                {formatHectares(measured.size.areaSquareMeters, language)}
              </Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                {t("landMeasurement.perimeter")}
              </Text>
              <Text fz="xl" fw={700} data-testid="land-perimeter">
                {formatPerimeter(measured.size.perimeterMeters, language)}
              </Text>
            </div>
          </Group>
        ) : (
          pointCount > 0 &&
          measured.issue && (
            <Alert color="orange" variant="light" p="xs" data-testid="land-issue">
              <Text fz="sm">{t(`landMeasurement.issues.${measured.issue}`)}</Text>
            </Alert>
          )
        )}
        <TextInput
          label={t("landMeasurement.name")}
          placeholder={t("landMeasurement.namePlaceholder")}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="land-name"
        />
        {formError && (
          <Text c="red.7" fz="sm" data-testid="land-form-error">
            {formError}
          </Text>
        )}
        <Button onClick={save} disabled={!measured.size} loading={create.isPending} data-testid="land-save">
          {t("landMeasurement.save")}
        </Button>
      </Stack>
    </Paper>
  );
}
