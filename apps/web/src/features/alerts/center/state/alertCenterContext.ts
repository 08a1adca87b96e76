import { createContext, useContext } from "react";
import type { Point } from "@/shared/ui/clampPosition";
import type { RawAlert } from "../api/rawAlert";
import type { AlertCenterMode } from "../lib/alertCenterMode";
import type { OpenPopup } from "../lib/openPopups";

export interface AlertCenterAccess {
  /** e4e-alert-center-urgent:read: the Urgent list (else a coming-soon banner) */
  urgent: boolean;
  /** e4b-alert-center-rule-setting:read: the settings gear */
  ruleSetting: boolean;
  /** e1j-log-notification:read: the button goes to the Notification Log (else Notifikasi) */
  notificationLog: boolean;
  /** e4d-alert-overspeed-threshold-duration:read */
  overspeedDuration: boolean;
  /** e4d-alert-center-embed-map:read: interactive map in popups (else a static one) */
  embedMap: boolean;
  /** e4f-auto-popup-urgent-alert:read: alerts of auto-popup rules open popups (at most 9) */
  autoPopup: boolean;
  /** b3i-menu-media:read: "Lihat media" of camera alerts */
  media: boolean;
  /** feature flag multiImei (vehicles with a tracker and a dashcam): each row shows its source device's icon */
  sourceDevice: boolean;
  /** company_ticket:read or a platform admin: the bell also lists tickets answered (or, for the console, written) */
  tickets: boolean;
  /** c5a-setting-notification:read (the WhatsApp outbox's and inbox's): the bell lists conversations waiting */
  inbox: boolean;
}

export interface AlertCenterValue {
  access: AlertCenterAccess;
  mode: AlertCenterMode;
  setMode: (mode: AlertCenterMode) => void;
  detachedPosition: Point;
  setDetachedPosition: (position: Point) => void;
  notCheckedOnly: boolean;
  setNotCheckedOnly: (value: boolean) => void;
  /** alerts that arrived by socket since the lists were loaded, newest first (≤ 20 each) */
  live: { urgent: readonly RawAlert[]; important: readonly RawAlert[] };
  /** an alert has arrived by socket since this page was opened (the push offer waits for it) */
  alertArrived: boolean;
  popups: readonly OpenPopup[];
  openAlert: (alert: RawAlert) => void;
  closeAlert: (rawAlertId: number) => void;
  closeAllAlerts: () => void;
  /** puts a fresher copy of an alert everywhere it is shown (after an action) */
  updateAlert: (alert: RawAlert) => void;
}

export const AlertCenterContext = createContext<AlertCenterValue | null>(null);

/** The alert center of the signed-in user; null without e4a-alert-center-main:read. */
export function useAlertCenter(): AlertCenterValue | null {
  return useContext(AlertCenterContext);
}
