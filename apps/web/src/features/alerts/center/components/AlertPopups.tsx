import { Button } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { POPUP_BASE_Z_INDEX, POPUP_Z_RANGE } from "@/shared/ui/clampPosition";
import { popupStartPosition } from "../lib/openPopups";
import { useAlertCenter } from "../state/alertCenterContext";
import { ALERT_POPUP_WIDTH, AlertPopup } from "./AlertPopup";

/** Every open alert popup (at most 9), stacked in the reserved area at the right, and "Tutup semua" once several are open. */
export function AlertPopups() {
  const { t } = useTranslation();
  const center = useAlertCenter();
  if (!center) return null;
  return (
    <>
      {center.popups.map((popup) => (
        <AlertPopup
          key={popup.rawAlertId}
          rawAlertId={popup.rawAlertId}
          snapshot={popup.snapshot}
          initialPosition={popupStartPosition(popup.order, window.innerWidth, ALERT_POPUP_WIDTH)}
          onClose={() => center.closeAlert(popup.rawAlertId)}
        />
      ))}
      {center.popups.length > 1 ? (
        <Button
          color="dark"
          radius="xl"
          leftSection={<IconX size={16} />}
          onClick={center.closeAllAlerts}
          style={{
            position: "fixed",
            // the head of the popups' reserved area, at the right edge
            top: 72,
            right: 16,
            zIndex: POPUP_BASE_Z_INDEX + POPUP_Z_RANGE + 1,
            boxShadow: "var(--mantine-shadow-md)",
          }}
          data-testid="alert-popups-close-all"
        >
          {t("alertPopups.closeAll", { count: center.popups.length })}
        </Button>
      ) : null}
    </>
  );
}
