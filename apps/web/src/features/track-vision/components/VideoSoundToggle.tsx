import { ActionIcon, Tooltip } from "@mantine/core";
import { IconVolume, IconVolumeOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { VideoSound } from "../lib/useVideoSound";

/** The speaker toggle of a video whose sound the server offers ("Suara" / "Bisukan"); nothing until then. */
export function VideoSoundToggle(props: {
  sound: VideoSound;
  ask: (on: boolean) => boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { sound } = props;
  if (sound.codec === null) return null;
  const label = sound.on ? t("trackVision.mute") : t("trackVision.sound");
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={sound.on ? "filled" : "default"}
        onClick={() => void sound.toggle(props.ask)}
        aria-label={label}
        aria-pressed={sound.on}
        data-testid={props.testId}
      >
        {sound.on ? <IconVolume size={16} /> : <IconVolumeOff size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
