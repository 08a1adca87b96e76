import { ActionIcon, Tooltip } from "@mantine/core";
import { useFullscreenDocument } from "@mantine/hooks";
import { IconMaximize, IconMinimize } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Enters or leaves browser full screen (Fullscreen API); hidden where the API is unavailable. */
export function FullscreenToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  if (typeof document === "undefined" || !document.fullscreenEnabled) return null;
  const label = fullscreen ? t("shell.exitFullscreen") : t("shell.enterFullscreen");
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="md"
        className={className}
        onClick={() => void toggle()}
        aria-label={label}
        aria-pressed={fullscreen}
        data-testid="fullscreen-toggle"
      >
        {fullscreen ? <IconMinimize size={20} stroke={1.7} /> : <IconMaximize size={20} stroke={1.7} />}
      </ActionIcon>
    </Tooltip>
  );
}
