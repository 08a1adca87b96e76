import "@mantine/dates/styles.css";
import "dayjs/locale/id";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import { IconCloudUpload, IconPlayerPlay, IconVideoOff } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import {
  useDashcamVehicles,
  useDeviceFiles,
  useRequestUpload,
  useStoredClips,
  type VehicleVideosWindow,
} from "../api/mediaApi";
import { CHANNEL_OPTIONS, channelName, formatFileSize } from "../lib/mediaFormat";
import { ClipModal } from "./ClipModal";
import { DashcamVehicleSelect } from "./DashcamVehicleSelect";

const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";
/** The longest clip one upload asks for (the server's MEDIA_MAX_WINDOW_MS). */
const MAX_UPLOAD_MS = 10 * 60_000;
const DAY_MS = 24 * 3_600_000;

interface DeviceFile {
  channel: number;
  startTime: string | null;
  endTime: string | null;
  fileSize: number;
  storageType: number;
}

const fileKey = (file: DeviceFile) => `${file.channel}-${file.startTime}-${file.endTime}`;

/** /vehicle-media/: a vehicle's stored clips and its dashcam's files of a channel and window; ask for an upload. */
export function VehicleMediaPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const vehicles = useDashcamVehicles();
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [channel, setChannel] = useState("1");
  const [range, setRange] = useState<[string | null, string | null]>(() => [
    dayjs().subtract(1, "hour").format(PICKER_FORMAT),
    dayjs().format(PICKER_FORMAT),
  ]);
  const [window, setWindow] = useState<VehicleVideosWindow | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const [clip, setClip] = useState<{ url: string; title: string } | null>(null);
  const stored = useStoredClips(window, requested.size > 0);
  const files = useDeviceFiles(window);
  const upload = useRequestUpload();
  const imei = vehicles.data?.find((vehicle) => String(vehicle.id) === vehicleId)?.device?.imei ?? null;

  const show = () => {
    setFormError(null);
    if (!vehicleId) return setFormError(t("media.chooseVehicle"));
    const [start, end] = range.map((value) => (value ? dayjs(value) : null));
    if (!start || !end) return setFormError(t("media.chooseWindow"));
    if (!end.isAfter(start)) return setFormError(t("media.endBeforeStart"));
    if (end.diff(start) > DAY_MS) return setFormError(t("media.windowTooLong"));
    setRequested(new Set());
    setWindow({
      vehicleId: Number(vehicleId),
      channel: Number(channel),
      startTime: start.toISOString(),
      endTime: end.toISOString(),
    });
  };

  const requestUpload = (file: DeviceFile) => {
    if (!imei || !file.startTime || !file.endTime) return;
    const startTime = file.startTime;
    const endTime = new Date(Math.min(Date.parse(file.endTime), Date.parse(startTime) + MAX_UPLOAD_MS));
    upload.mutate(
      {
        imei,
        bsjInput: { channel: channelName(file.channel), startTime, endTime: endTime.toISOString() },
      },
      {
        onSuccess: () => {
          setRequested((keys) => new Set(keys).add(fileKey(file)));
          notifySuccess(t("media.uploadRequested"));
        },
        onError: notifyError,
      },
    );
  };

  // rebuilt each render: the request buttons follow the mutation and the requested files
  const columns: ColumnDef<DeviceFile, unknown>[] = [
    {
      id: "start",
      header: t("media.files.start"),
      cell: ({ row }) => formatDateTime(row.original.startTime, language),
    },
    {
      id: "end",
      header: t("media.files.end"),
      cell: ({ row }) => formatDateTime(row.original.endTime, language),
    },
    { id: "channel", header: t("media.channel"), cell: ({ row }) => channelName(row.original.channel) },
    {
      id: "size",
      header: t("media.fileSize"),
      cell: ({ row }) => formatFileSize(row.original.fileSize, language),
    },
    {
      id: "storage",
      header: t("media.files.storage"),
      cell: ({ row }) => t(`media.files.storageType.${row.original.storageType === 2 ? "backup" : "main"}`),
    },
    {
      id: "actions",
      header: "",
      cell: ({ row }) =>
        requested.has(fileKey(row.original)) ? (
          <Badge color="blue" variant="light">
            {t("media.files.requested")}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCloudUpload size={14} />}
            onClick={() => requestUpload(row.original)}
            loading={upload.isPending && upload.variables?.bsjInput?.startTime === row.original.startTime}
            disabled={!imei}
            data-testid="media-request-upload"
          >
            {t("media.files.request")}
          </Button>
        ),
    },
  ];

  const storedClips = stored.data ?? [];
  return (
    <DatesProvider settings={{ locale: language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <PageHeader title={t("menu.vehicleMedia")} description={t("media.vehicleMedia.description")} />
      <Stack gap="md">
        <Paper withBorder radius="lg" p="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DashcamVehicleSelect value={vehicleId} onChange={setVehicleId} />
            <Select
              label={t("media.channel")}
              data={CHANNEL_OPTIONS.map((value) => ({
                value: String(value),
                label: t(`media.channelLabel.${value}`, { defaultValue: channelName(value) }),
              }))}
              value={channel}
              onChange={(value) => setChannel(value ?? "1")}
              allowDeselect={false}
              w={{ base: "100%", sm: 200 }}
              data-testid="media-channel"
            />
            <DateTimePicker
              label={t("media.files.start")}
              value={range[0]}
              onChange={(value) => setRange([value, range[1]])}
              valueFormat="DD MMM YYYY HH:mm"
              w={{ base: "100%", sm: 190 }}
              data-testid="media-start"
            />
            <DateTimePicker
              label={t("media.files.end")}
              value={range[1]}
              onChange={(value) => setRange([range[0], value])}
              valueFormat="DD MMM YYYY HH:mm"
              w={{ base: "100%", sm: 190 }}
              data-testid="media-end"
            />
            <Button onClick={show} loading={files.isFetching || stored.isFetching} data-testid="media-show">
              {t("media.show")}
            </Button>
          </Group>
          {formError ? (
            <Text c="red.7" fz="sm" mt="xs" data-testid="media-form-error">
              {formError}
            </Text>
          ) : null}
        </Paper>

        {window === null ? (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center" fz="sm">
              {t("media.vehicleMedia.intro")}
            </Text>
          </Paper>
        ) : (
          <>
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t("media.vehicleMedia.stored")}
              </Title>
              {stored.isSuccess && storedClips.length === 0 ? (
                <Text c="dimmed" fz="sm" data-testid="media-stored-empty">
                  {t("media.vehicleMedia.noStored")}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                  {storedClips.map((video) => (
                    <Card
                      key={video.downloadVideoHistoryId}
                      withBorder
                      radius="md"
                      data-testid="media-stored-clip"
                    >
                      <Stack gap={4}>
                        <Text fw={600} fz="sm">
                          {formatDateTime(video.startTime, language)}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {channelName(video.channel)} · {formatFileSize(video.fileSize, language)}
                        </Text>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPlayerPlay size={14} />}
                          onClick={() =>
                            video.url &&
                            setClip({
                              url: video.url,
                              title: `${channelName(video.channel)} · ${formatDateTime(video.startTime, language)}`,
                            })
                          }
                          data-testid="media-stored-play"
                        >
                          {t("media.play")}
                        </Button>
                      </Stack>
                    </Card>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t("media.vehicleMedia.deviceFiles")}
              </Title>
              {files.isError ? (
                <Alert color="orange" icon={<IconVideoOff size={18} />} data-testid="media-files-error">
                  {files.error.message || t("media.loadFailed")}
                </Alert>
              ) : (
                <DataTable
                  testId="media-files-table"
                  data={files.data ?? []}
                  columns={columns}
                  getRowId={fileKey}
                  total={files.data?.length ?? 0}
                  page={1}
                  pageSize={Math.max(files.data?.length ?? 0, 10)}
                  onPageChange={() => undefined}
                  onPageSizeChange={() => undefined}
                  loading={files.isPending}
                  minWidth={760}
                  emptyText={t("media.vehicleMedia.noFiles")}
                />
              )}
            </Stack>
          </>
        )}
      </Stack>
      <ClipModal clip={clip} onClose={() => setClip(null)} />
    </DatesProvider>
  );
}
