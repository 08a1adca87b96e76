import { Button } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { POPUP_BASE_Z_INDEX, POPUP_Z_RANGE } from "@/shared/ui/clampPosition";
import { popupStartPosition } from "../lib/openPopups";
import { useAlertCenter } from "../state/alertCenterContext";
import { AlertPopup } from "./AlertPopup";

/** Every open alert popup (at most 9), and "Tutup semua" once several are open. */
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
          initialPosition={popupStartPosition(popup.order)}
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
            bottom: 84,
            left: "50%",
            transform: "translateX(-50%)",
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
