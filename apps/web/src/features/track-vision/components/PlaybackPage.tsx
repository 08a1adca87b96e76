import {
  LIVE_VIDEO_CHANNELS,
  PLAYBACK_SPEEDS,
  type PlaybackSpeed,
  playbackSoundAudible,
  zonedDay,
  zonedDayStart,
} from "@armada/domain";
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconPlayerPause, IconPlayerPlay, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDashcamVehicles } from "@/features/media";
import { TrackAtTime } from "@/features/route-history";
import { EnvelopeError } from "@/shared/api/envelope";
import { appTimeZone, formatAxisTime, formatMegabytes } from "@/shared/i18n/format";
import { fetchRecordedVideos, type RecordedVideo } from "../api/playbackApi";
import { type PlaybackStatus, playRecordedVideo } from "../lib/playbackPlayer";
import { createSyncedSoundPlayer, type VideoSoundClock } from "../lib/syncedSoundPlayer";
import { useVideoSound } from "../lib/useVideoSound";
import classes from "./LiveStreaming.module.css";
import playback from "./Playback.module.css";
import { VideoSoundToggle } from "./VideoSoundToggle";

const DAY_MS = 24 * 3_600_000;
/** days and times in the company's zone (WIB unless its settings say otherwise), whatever the browser's */
const today = () => zonedDay(new Date(), appTimeZone());
const dayStart = (day: string) => zonedDayStart(day, appTimeZone());
const clock = (date: Date, language: string) => formatAxisTime(date, language, false, true);

type Player = ReturnType<typeof playRecordedVideo>;

/**
 * /trackvideo-2/ (and /trackvideo/): a dashcam's recordings. Pick a vehicle with a camera, a channel and a day; the
 * dashcam is asked for its files (a timeline of the day); a file plays in the player with pause, seek and speed.
 * ?vehicleId=&channel=&date= fill the choice.
 */
export function PlaybackPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vehicles = useDashcamVehicles();
  const options = useMemo(
    () =>
      (vehicles.data ?? []).map((vehicle) => ({
        value: String(vehicle.id),
        label: [vehicle.licensePlate, vehicle.driver1?.fullname].filter(Boolean).join(" · "),
      })),
    [vehicles.data],
  );
  const vehicleId = params.get("vehicleId") ?? options[0]?.value ?? null;
  const channel = params.get("channel") ?? "1";
  const day = params.get("date") ?? today();
  const choose = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  /** the search made (each press asks the dashcam again: `attempt`) */
  const [asked, setAsked] = useState<{
    vehicleId: number;
    channel: number;
    day: string;
    attempt: number;
  } | null>(null);
  const files = useQuery({
    queryKey: ["trackPlayback", "files", asked],
    enabled: asked !== null,
    retry: false,
    staleTime: 30_000,
    queryFn: () => {
      const from = dayStart(asked?.day ?? day);
      return fetchRecordedVideos({
        vehicleId: asked?.vehicleId ?? 0,
        channel: asked?.channel ?? 1,
        startTime: from,
        endTime: new Date(from.getTime() + DAY_MS - 1000),
      });
    },
  });
  const [selected, setSelected] = useState<RecordedVideo | null>(null);

  const search = () => {
    if (vehicleId === null) return;
    // a new search drops the file playing
    setSelected(null);
    setAsked((last) => ({
      vehicleId: Number(vehicleId),
      channel: Number(channel),
      day,
      attempt: (last?.attempt ?? 0) + 1,
    }));
  };
  const from = dayStart(asked?.day ?? day).getTime();

  return (
    <Stack p={{ base: "sm", sm: "md" }} gap="sm">
      <div>
        <Title order={3}>{t("trackPlayback.title")}</Title>
        <Text size="sm" c="dimmed">
          {t("trackPlayback.subtitle")}
        </Text>
      </div>
      <Group gap="xs" align="end" wrap="wrap">
        <Select
          label={t("trackPlayback.vehicle")}
          searchable
          w={{ base: "100%", sm: 260 }}
          data={options}
          value={vehicleId}
          nothingFoundMessage={t("trackPlayback.noCameraVehicle")}
          onChange={(value) => choose({ vehicleId: value })}
          data-testid="playback-vehicle"
        />
        <Select
          label={t("trackPlayback.channel")}
          w={110}
          allowDeselect={false}
          data={LIVE_VIDEO_CHANNELS.map((value) => ({
            value: String(value),
            label: t("trackPlayback.channelN", { channel: value }),
          }))}
          value={channel}
          onChange={(value) => value && choose({ channel: value })}
          data-testid="playback-channel"
        />
        <TextInput
          label={t("trackPlayback.day")}
          type="date"
          w={170}
          value={day}
          max={today()}
          onChange={(event) => event.currentTarget.value && choose({ date: event.currentTarget.value })}
          data-testid="playback-day"
        />
        <Button
          leftSection={<IconSearch size={16} />}
          disabled={vehicleId === null}
          loading={files.isFetching}
          onClick={search}
          data-testid="playback-search"
        >
          {t("trackPlayback.search")}
        </Button>
      </Group>
      {vehicles.isSuccess && options.length === 0 && (
        <Alert color="gray">{t("trackPlayback.noCameraVehicle")}</Alert>
      )}
      {files.isFetching && (
        <Text size="sm" c="dimmed" data-testid="playback-files-status">
          {t("trackPlayback.asking")}
        </Text>
      )}
      {files.isError && (
        <Alert color="red" data-testid="playback-files-error">
          {files.error instanceof EnvelopeError ? files.error.message : t("trackPlayback.listError")}
        </Alert>
      )}
      {files.isSuccess && !files.isFetching && files.data.length === 0 && (
        <Alert color="gray" data-testid="playback-files-empty">
          {t("trackPlayback.noRecording")}
        </Alert>
      )}
      {files.isSuccess && files.data.length > 0 && (
        <Paper withBorder p="xs">
          <Stack gap={4}>
            <div className={playback.timeline} data-testid="playback-timeline">
              {files.data.map((file) => (
                <Tooltip
                  key={file.start.toISOString()}
                  label={`${clock(file.start, i18n.language)}–${clock(file.end, i18n.language)}`}
                >
                  <button
                    type="button"
                    className={playback.file}
                    data-alarm={file.alarm}
                    data-selected={selected === file}
                    style={{
                      left: `${((file.start.getTime() - from) / DAY_MS) * 100}%`,
                      width: `${((file.end.getTime() - file.start.getTime()) / DAY_MS) * 100}%`,
                    }}
                    aria-label={t("trackPlayback.playFile", {
                      from: clock(file.start, i18n.language),
                      to: clock(file.end, i18n.language),
                    })}
                    onClick={() => setSelected(file)}
                    data-testid="playback-timeline-file"
                  />
                </Tooltip>
              ))}
            </div>
            <div className={playback.hours}>
              {["00", "06", "12", "18", "24"].map((hour) => (
                <span key={hour}>{hour}:00</span>
              ))}
            </div>
          </Stack>
          <Table mt="xs" striped highlightOnHover data-testid="playback-files">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("trackPlayback.start")}</Table.Th>
                <Table.Th>{t("trackPlayback.end")}</Table.Th>
                <Table.Th>{t("trackPlayback.size")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.map((file) => (
                <Table.Tr key={file.start.toISOString()} data-testid="playback-file">
                  <Table.Td>{clock(file.start, i18n.language)}</Table.Td>
                  <Table.Td>{clock(file.end, i18n.language)}</Table.Td>
                  <Table.Td>{formatMegabytes(file.fileSize, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant={selected === file ? "filled" : "light"}
                      onClick={() => setSelected(file)}
                      data-testid="playback-file-play"
                    >
                      {t("trackPlayback.play")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {selected && asked && (
        <RecordingPlayer
          key={`${asked.vehicleId}:${asked.channel}:${selected.start.toISOString()}`}
          vehicleId={asked.vehicleId}
          channel={asked.channel}
          file={selected}
          label={vehicles.data?.find((vehicle) => vehicle.id === asked.vehicleId)?.licensePlate ?? ""}
        />
      )}
    </Stack>
  );
}

/**
 * The player of one file: its picture, state, the recorded time, pause / resume, a seek bar, the speed and, when the
 * recording has sound, its speaker toggle (muted at first; a pause, a seek or another speed drops the sound queued,
 * and faster than ×1 it is muted, saying so: docs/decisions.md, "Track Vision: playback sound at other speeds");
 * beside it (below on a phone) the vehicle's track over the file's time, its icon following the recorded time
 * playing.
 */
function RecordingPlayer(props: { vehicleId: number; channel: number; file: RecordedVideo; label: string }) {
  const { t, i18n } = useTranslation();
  const { vehicleId, channel, file } = props;
  const video = useRef<HTMLVideoElement>(null);
  const player = useRef<Player | null>(null);
  const [status, setStatus] = useState<PlaybackStatus | null>(null);
  const [position, setPosition] = useState<Date | null>(null);
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const screen = useRef<HTMLDivElement>(null);
  const sound = useVideoSound<VideoSoundClock>(screen, createSyncedSoundPlayer);
  const { offered: offerSound, push: pushSound, close: closeSound, reset: resetSound } = sound;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const started = playRecordedVideo(
      element,
      { vehicleId, channel, start: file.start, end: file.end },
      setStatus,
      setPosition,
      { onSoundOffered: offerSound, onSound: pushSound },
    );
    player.current = started;
    return () => {
      started.stop();
      player.current = null;
      closeSound();
    };
  }, [vehicleId, channel, file, offerSound, pushSound, closeSound]);

  const state = status === null ? "requesting" : status.kind === "state" ? status.state : status.kind;
  const label =
    status === null
      ? t("trackPlayback.state.requesting")
      : status.kind === "state"
        ? t(`trackPlayback.state.${status.state}`)
        : status.kind === "refused"
          ? status.message
          : t(`trackPlayback.${status.kind}`);
  const playing = state === "playing";
  const paused = state === "paused";
  const span = file.end.getTime() - file.start.getTime();
  const at = position ?? file.start;

  return (
    <Paper withBorder p="xs" data-testid="playback-player" data-state={state}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
        <Stack gap={6}>
          <div className={classes.screen} ref={screen} data-testid="playback-screen">
            <video ref={video} className={classes.video} muted playsInline data-testid="playback-video" />
            {!playing && !paused && (
              <Text className={classes.overlay} size="sm">
                {label}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="filled"
              disabled={!playing && !paused}
              onClick={() => {
                resetSound();
                if (paused) player.current?.resume();
                else player.current?.pause();
              }}
              aria-label={paused ? t("trackPlayback.resume") : t("trackPlayback.pause")}
              data-testid="playback-toggle"
            >
              {paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            </ActionIcon>
            <Slider
              flex={1}
              min={0}
              max={span}
              step={1000}
              value={Math.min(span, Math.max(0, at.getTime() - file.start.getTime()))}
              label={(value) => clock(new Date(file.start.getTime() + value), i18n.language)}
              onChangeEnd={(value) => {
                resetSound();
                player.current?.seek(new Date(file.start.getTime() + value));
              }}
              disabled={!playing && !paused}
              aria-label={t("trackPlayback.seek")}
              data-testid="playback-seek"
            />
            <Text size="sm" ff="monospace" data-testid="playback-position">
              {clock(at, i18n.language)}
            </Text>
            <VideoSoundToggle
              sound={sound}
              ask={(on) => player.current?.setSound(on) ?? false}
              testId="playback-sound"
            />
          </Group>
          <Group gap="xs" justify="space-between">
            <Text size="sm" c={playing ? "green" : "dimmed"} data-testid="playback-state">
              {label}
            </Text>
            {sound.on && !playbackSoundAudible(speed) && (
              <Text size="sm" c="dimmed" data-testid="playback-sound-muted-at-speed">
                {t("trackPlayback.soundMutedAtSpeed", { speed })}
              </Text>
            )}
            <SegmentedControl
              size="xs"
              value={String(speed)}
              onChange={(value) => {
                const next = Number(value) as PlaybackSpeed;
                setSpeed(next);
                resetSound();
                player.current?.speed(next);
              }}
              data={PLAYBACK_SPEEDS.map((value) => ({ value: String(value), label: `${value}×` }))}
              aria-label={t("trackPlayback.speed")}
              data-testid="playback-speed"
            />
          </Group>
        </Stack>
        <TrackAtTime vehicleId={vehicleId} start={file.start} end={file.end} at={at} label={props.label} />
      </SimpleGrid>
    </Paper>
  );
}
