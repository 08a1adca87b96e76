import { popupStartPosition } from "../lib/openPopups";
import { useAlertCenter } from "../state/alertCenterContext";
import { AlertPopup } from "./AlertPopup";

/** Every open alert popup (at most 9). */
export function AlertPopups() {
  const center = useAlertCenter();
  if (!center) return null;
  return center.popups.map((popup) => (
    <AlertPopup
      key={popup.rawAlertId}
      rawAlertId={popup.rawAlertId}
      snapshot={popup.snapshot}
      initialPosition={popupStartPosition(popup.order)}
      onClose={() => center.closeAlert(popup.rawAlertId)}
    />
  ));
}
