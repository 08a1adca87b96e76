import { LIVE_VIDEO_CHANNELS, type LiveVideoQuality } from "@armada/domain";
import { ActionIcon, Badge, Group, Paper, Select, Stack, Text, Tooltip } from "@mantine/core";
import { IconPlayerPlay, IconPlayerStop } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { createPcmSoundPlayer } from "@/features/driver-call";
import { type LiveTileStatus, playLiveVideo } from "../lib/liveVideoPlayer";
import { useVideoSound } from "../lib/useVideoSound";
import classes from "./LiveStreaming.module.css";
import { VideoSoundToggle } from "./VideoSoundToggle";

export interface TileChoice {
  vehicleId: string | null;
  channel: string;
}

/** One tile of the grid: pick a vehicle with a dashcam and a channel, then watch it live. */
export function LiveVideoTile(props: {
  index: number;
  vehicles: { value: string; label: string }[];
  choice: TileChoice;
  onChoice: (choice: TileChoice) => void;
  quality: LiveVideoQuality;
}) {
  const { t } = useTranslation();
  const { choice, onChoice, quality } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [watching, setWatching] = useState(false);
  const [status, setStatus] = useState<LiveTileStatus | null>(null);
  const player = useRef<ReturnType<typeof playLiveVideo> | null>(null);
  const screen = useRef<HTMLDivElement>(null);
  const sound = useVideoSound<void>(screen, createPcmSoundPlayer);
  const { offered: offerSound, push: pushSound, close: closeSound } = sound;
  const vehicleId = choice.vehicleId === null ? null : Number(choice.vehicleId);
  const channel = Number(choice.channel);

  useEffect(() => {
    const element = video.current;
    if (!watching || vehicleId === null || !element) return;
    setStatus(null);
    const playing = playLiveVideo(element, { vehicleId, channel, quality }, setStatus, {
      onSoundOffered: offerSound,
      onSound: pushSound,
    });
    player.current = playing;
    return () => {
      playing.stop();
      player.current = null;
      closeSound();
    };
  }, [watching, vehicleId, channel, quality, offerSound, pushSound, closeSound]);

  const label =
    status === null
      ? watching
        ? t("trackVision.state.requesting")
        : t("trackVision.pick")
      : status.kind === "state"
        ? t(`trackVision.state.${status.state}`)
        : status.kind === "refused"
          ? status.message
          : status.kind === "unsupported" && /^(hvc1|hev1)\./.test(status.codec ?? "")
            ? t("trackVision.unsupportedH265")
            : t(`trackVision.${status.kind}`);
  const live = status?.kind === "state" && status.state === "live";

  return (
    <Paper
      withBorder
      p="xs"
      className={classes.tile}
      data-testid={`live-tile-${props.index}`}
      data-state={
        status === null
          ? watching
            ? "requesting"
            : "idle"
          : status.kind === "state"
            ? status.state
            : status.kind
      }
    >
      <Stack gap={6} h="100%">
        <Group gap={6} wrap="nowrap">
          <Select
            size="xs"
            flex={1}
            searchable
            aria-label={t("trackVision.vehicle")}
            placeholder={t("trackVision.vehicle")}
            data={props.vehicles}
            value={choice.vehicleId}
            nothingFoundMessage={t("trackVision.noCameraVehicle")}
            onChange={(value) => onChoice({ ...choice, vehicleId: value })}
            data-testid="live-tile-vehicle"
          />
          <Select
            size="xs"
            w={92}
            aria-label={t("trackVision.channel")}
            data={LIVE_VIDEO_CHANNELS.map((value) => ({
              value: String(value),
              label: t("trackVision.channelN", { channel: value }),
            }))}
            value={choice.channel}
            allowDeselect={false}
            onChange={(value) => value && onChoice({ ...choice, channel: value })}
            data-testid="live-tile-channel"
          />
          <Tooltip label={watching ? t("trackVision.stop") : t("trackVision.watch")}>
            <ActionIcon
              variant={watching ? "light" : "filled"}
              color={watching ? "red" : undefined}
              disabled={vehicleId === null}
              onClick={() => {
                setStatus(null);
                setWatching((value) => !value);
              }}
              aria-label={watching ? t("trackVision.stop") : t("trackVision.watch")}
              data-testid="live-tile-toggle"
            >
              {watching ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
            </ActionIcon>
          </Tooltip>
          {watching && (
            <VideoSoundToggle
              sound={sound}
              ask={(on) => player.current?.setSound(on) ?? false}
              testId="live-tile-sound"
            />
          )}
        </Group>
        <div className={classes.screen} ref={screen} data-testid="live-tile-screen">
          <video ref={video} className={classes.video} muted playsInline data-testid="live-tile-video" />
          {!live && (
            <Text className={classes.overlay} size="sm" data-testid="live-tile-status">
              {label}
            </Text>
          )}
          {live && (
            <Badge className={classes.badge} color="red" size="sm" data-testid="live-tile-live">
              {t("trackVision.state.live")}
            </Badge>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
