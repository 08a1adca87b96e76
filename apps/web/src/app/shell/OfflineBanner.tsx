import { Alert } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Spec §4/§9: after the connection returns the page reloads 300 ms later. */
export const RELOAD_DELAY_AFTER_ONLINE_MS = 300;

/** Warning banner while the browser is offline; reloads the page once it is back online. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => (typeof navigator === "undefined" ? true : navigator.onLine));

  useEffect(() => {
    let reloadTimer: number | undefined;
    const goOffline = () => {
      window.clearTimeout(reloadTimer);
      setOnline(false);
    };
    const goOnline = () => {
      setOnline(true);
      reloadTimer = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_AFTER_ONLINE_MS);
    };
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    return () => {
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
      window.clearTimeout(reloadTimer);
    };
  }, []);

  if (online) return null;
  return (
    <Alert
      role="alert"
      variant="filled"
      color="orange"
      radius="md"
      icon={<IconWifiOff size={20} />}
      title={t("offline.title")}
      pos="fixed"
      top={8}
      left="50%"
      w="min(640px, calc(100vw - 16px))"
      style={{ transform: "translateX(-50%)", zIndex: 1000, boxShadow: "var(--mantine-shadow-lg)" }}
      data-testid="offline-banner"
    >
      {t("offline.message")}
    </Alert>
  );
}
