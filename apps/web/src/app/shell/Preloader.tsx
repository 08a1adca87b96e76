import { useEffect, useState } from "react";
import { readJsonStorage } from "@/shared/lib/storage";
import { FullPageLoader } from "@/shared/ui/FullPageLoader";
import {
  LAYOUT_SETTINGS_STORAGE_KEY,
  PRELOADER_DURATION_MS,
  parseLayoutSettings,
} from "./layoutSettings/layoutSettings";

/**
 * When the preloader setting is on, a full-page loader covers the app for 2.5 s after it loads. The setting is read
 * once from storage: this runs on every page, the login page too, before the settings' provider has loaded.
 */
export function Preloader() {
  const [visible, setVisible] = useState(
    () => parseLayoutSettings(readJsonStorage(LAYOUT_SETTINGS_STORAGE_KEY)).preloader,
  );

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), PRELOADER_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  return visible ? <FullPageLoader overlay /> : null;
}
