import { Drawer } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { DraggablePopup } from "@/shared/ui/DraggablePopup";
import { MOBILE_ALERT_QUERY } from "../lib/layout";
import { useAlertCenter } from "../state/alertCenterContext";
import classes from "./AlertCenter.module.css";
import { AlertCenterPanel } from "./AlertCenterPanel";
import { AlertPopups } from "./AlertPopups";

/** The pinned panel's contents (inside AppShell.Aside). */
export function AlertCenterAside() {
  return (
    <div className={classes.aside} data-testid="alert-center-pinned">
      <AlertCenterPanel />
    </div>
  );
}

/** The detached window, the phone sheet and the alert popups; mounted once by the shell. */
export function AlertCenterOverlays() {
  const { t } = useTranslation();
  const center = useAlertCenter();
  const isMobile = useMediaQuery(MOBILE_ALERT_QUERY, false, { getInitialValueInEffect: false });
  if (!center) return null;
  const close = () => center.setMode("closed");
  return (
    <>
      {isMobile ? (
        <Drawer
          opened={center.mode !== "closed"}
          onClose={close}
          position="bottom"
          size="100%"
          padding={0}
          withCloseButton={false}
          aria-label={t("alertCenter.title")}
          data-testid="alert-center-sheet"
        >
          <div style={{ height: "100dvh" }}>
            <AlertCenterPanel compact />
          </div>
        </Drawer>
      ) : center.mode === "detached" ? (
        <DraggablePopup
          title={t("alertCenter.title")}
          onClose={close}
          initialPosition={center.detachedPosition}
          onPositionChange={center.setDetachedPosition}
          width={400}
          maxHeight={720}
          testId="alert-center-detached"
        >
          <div style={{ height: "min(660px, calc(100dvh - 60px))" }}>
            <AlertCenterPanel inWindow />
          </div>
        </DraggablePopup>
      ) : null}
      <AlertPopups />
    </>
  );
}
