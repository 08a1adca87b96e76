import { ActionIcon, Group, SegmentedControl, Slider, Text } from "@mantine/core";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDayTime } from "@/shared/i18n/format";
import { PLAYBACK_SPEEDS } from "../lib/playback";
import { type PlaybackStore, usePlayback } from "../lib/playbackStore";

/** Play/pause, the time slider, the current time and the speed (1×-16×). */
export function PlaybackBar({ store }: { store: PlaybackStore }) {
  const { t, i18n } = useTranslation();
  const time = usePlayback(store, (state) => state.time);
  const playing = usePlayback(store, (state) => state.playing);
  const speed = usePlayback(store, (state) => state.speed);
  return (
    <Group gap="md" wrap="nowrap" data-testid="route-playback">
      <ActionIcon
        size="lg"
        radius="xl"
        variant="filled"
        onClick={() => (playing ? store.pause() : store.play())}
        aria-label={t(playing ? "routeHistory.pause" : "routeHistory.play")}
        data-testid="route-play"
      >
        {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
      </ActionIcon>
      <Slider
        style={{ flex: 1 }}
        min={store.start}
        max={Math.max(store.end, store.start + 1)}
        step={1000}
        value={time}
        onChange={(value) => store.seek(value)}
        label={(value) => formatDayTime(value, i18n.language, true)}
        aria-label={t("routeHistory.timeline")}
        size="sm"
      />
      <Text
        fz="xs"
        c="dimmed"
        w={150}
        ta="right"
        style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
        visibleFrom="sm"
      >
        {formatDayTime(time, i18n.language, true)}
      </Text>
      <SegmentedControl
        size="xs"
        value={String(speed)}
        onChange={(value) => store.setSpeed(Number(value))}
        data={PLAYBACK_SPEEDS.map((value) => ({ value: String(value), label: `${value}×` }))}
        aria-label={t("routeHistory.playbackSpeed")}
      />
    </Group>
  );
}
