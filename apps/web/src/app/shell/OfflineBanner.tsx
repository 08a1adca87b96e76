import { IconWifiOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainAlert } from "@/shared/ui/PlainAlert";
import classes from "./OfflineBanner.module.css";

/** Spec §4/§9: after the connection returns the page reloads 300 ms later. */
export const RELOAD_DELAY_AFTER_ONLINE_MS = 300;

/** Warning banner while the browser is offline (on every page, the login page too, so without Mantine); reloads the page once it is back online. */
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
    <PlainAlert
      role="alert"
      variant="filled"
      color="orange"
      icon={<IconWifiOff size={20} />}
      title={t("offline.title")}
      className={classes.banner}
      data-testid="offline-banner"
    >
      {t("offline.message")}
    </PlainAlert>
  );
}
