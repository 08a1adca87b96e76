import { useEffect, useState } from "react";
import { FullPageLoader } from "@/shared/ui/FullPageLoader";
import { useLayoutSettings } from "./layoutSettings/LayoutSettingsContext";
import { PRELOADER_DURATION_MS } from "./layoutSettings/layoutSettings";

/** When the preloader setting is on, a full-page loader covers the app for 2.5 s after it loads. */
export function Preloader() {
  const { settings } = useLayoutSettings();
  const [visible, setVisible] = useState(settings.preloader);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), PRELOADER_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  return visible ? <FullPageLoader overlay /> : null;
}
