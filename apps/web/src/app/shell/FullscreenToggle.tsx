import { useFullscreenDocument } from "@mantine/hooks";
import { IconMaximize, IconMinimize } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TopBarAction } from "@/shared/ui/TopBarAction";

/** Enters or leaves browser full screen (Fullscreen API); hidden where the API is unavailable. */
export function FullscreenToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  if (typeof document === "undefined" || !document.fullscreenEnabled) return null;
  const label = fullscreen ? t("shell.exitFullscreen") : t("shell.enterFullscreen");
  return (
    <TopBarAction
      icon={fullscreen ? <IconMinimize size={20} stroke={1.7} /> : <IconMaximize size={20} stroke={1.7} />}
      label={label}
      onClick={() => void toggle()}
      testId="fullscreen-toggle"
      pressed={fullscreen}
      className={className}
    />
  );
}
