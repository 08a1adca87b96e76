import { can, MAX_OPEN_ALERT_POPUPS, MEDIA_ACCESS_KEY, WHATSAPP_INBOX_READ_KEY } from "@armada/domain";
import { notifications } from "@mantine/notifications";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readJsonStorage, writeStorage } from "@/shared/lib/storage";
import { useSession } from "@/shared/session/SessionContext";
import type { Point } from "@/shared/ui/clampPosition";
import { useModalOpen } from "@/shared/ui/useUnaskedPopup";
import { type AlertPage, alertCenterKeys } from "../api/alertQueries";
import type { RawAlert } from "../api/rawAlert";
import {
  ALERT_CENTER_STORAGE_KEY,
  type AlertCenterMode,
  type AlertCenterState,
  restoreAlertCenterState,
} from "../lib/alertCenterMode";
import { playAlertSound } from "../lib/alertSounds";
import { coalescedRefresh } from "../lib/coalescedRefresh";
import { insertLiveAlert, replaceAlerts } from "../lib/liveAlertList";
import { autoPopupAlerts, type OpenPopup, openPopup } from "../lib/openPopups";
import { applyResolveNotice, type ResolveNotice } from "../lib/resolveNotice";
import { type AlertCenterAccess, AlertCenterContext, type AlertCenterValue } from "./alertCenterContext";
import { useAlertSocket } from "./useAlertSocket";

type LiveLists = AlertCenterValue["live"];

const COUNTS_REFRESH_WAIT_MS = 1000;
const COUNTS_REFRESH_MAX_WAIT_MS = 3000;

/** Gives the shell the alert center (bell, panel, popups, live socket) when the user may use it. */
export function AlertCenterProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!can(session.accessKeys, "e4a-alert-center-main:read")) return children;
  return <ActiveAlertCenter>{children}</ActiveAlertCenter>;
}

function ActiveAlertCenter({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const keys = session.accessKeys;
  const access = useMemo<AlertCenterAccess>(
    () => ({
      urgent: can(keys, "e4e-alert-center-urgent:read"),
      ruleSetting: can(keys, "e4b-alert-center-rule-setting:read"),
      notificationLog: can(keys, "e1j-log-notification:read"),
      overspeedDuration: can(keys, "e4d-alert-overspeed-threshold-duration:read"),
      embedMap: can(keys, "e4d-alert-center-embed-map:read"),
      autoPopup: can(keys, "e4f-auto-popup-urgent-alert:read"),
      media: can(keys, MEDIA_ACCESS_KEY),
      sourceDevice: session.featureFlags.multiImei === true,
      tickets: can(keys, "company_ticket:read") || session.identity.isPlatformAdmin,
      inbox: can(keys, WHATSAPP_INBOX_READ_KEY),
    }),
    [keys, session.featureFlags.multiImei, session.identity.isPlatformAdmin],
  );

  const [stored, setStored] = useState<AlertCenterState>(() =>
    restoreAlertCenterState(readJsonStorage(ALERT_CENTER_STORAGE_KEY)),
  );
  const remember = useCallback((update: (state: AlertCenterState) => AlertCenterState) => {
    setStored((state) => {
      const next = update(state);
      writeStorage(ALERT_CENTER_STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const setMode = useCallback(
    (mode: AlertCenterMode) => remember((state) => ({ ...state, mode })),
    [remember],
  );
  const setDetachedPosition = useCallback(
    (position: Point) => remember((state) => ({ ...state, position })),
    [remember],
  );

  const [notCheckedOnly, setNotCheckedOnly] = useState(false);
  const [live, setLive] = useState<LiveLists>({ urgent: [], important: [] });
  const [alertArrived, setAlertArrived] = useState(false);
  const [popups, setPopups] = useState<readonly OpenPopup[]>([]);
  const popupsRef = useRef(popups);
  popupsRef.current = popups;
  const modalOpen = useModalOpen();
  const modalOpenRef = useRef(modalOpen);
  modalOpenRef.current = modalOpen;
  const waitingPopups = useRef<RawAlert[]>([]);

  const warnLimit = useCallback(() => {
    notifications.show({
      id: "alert-popup-limit",
      color: "yellow",
      message: t("alertCenter.popup.limitReached", { max: MAX_OPEN_ALERT_POPUPS }),
      autoClose: 1000,
    });
  }, [t]);

  const openAlert = useCallback(
    (alert: RawAlert) => {
      const result = openPopup(popupsRef.current, alert);
      if (result.refused) warnLimit();
      popupsRef.current = result.open;
      setPopups(result.open);
    },
    [warnLimit],
  );
  const closeAlert = useCallback((rawAlertId: number) => {
    setPopups((open) => open.filter((popup) => popup.rawAlertId !== rawAlertId));
  }, []);
  const closeAllAlerts = useCallback(() => setPopups([]), []);

  // A burst of alerts (and the read marks of their popups) refreshes the counts once, and never aborts a
  // refetch that is under way (cancelRefetch false), instead of one aborted request per alert.
  const countsRefresh = useMemo(
    () =>
      coalescedRefresh(
        () =>
          void queryClient.invalidateQueries({ queryKey: alertCenterKeys.counts }, { cancelRefetch: false }),
        COUNTS_REFRESH_WAIT_MS,
        COUNTS_REFRESH_MAX_WAIT_MS,
      ),
    [queryClient],
  );
  useEffect(() => () => countsRefresh.cancel(), [countsRefresh]);

  /** Applies `change` to both live lists and to every loaded page of the alert lists. */
  const changeListedAlerts = useCallback(
    (change: (alerts: readonly RawAlert[]) => readonly RawAlert[]) => {
      setLive((lists) => ({ urgent: change(lists.urgent), important: change(lists.important) }));
      queryClient.setQueriesData<InfiniteData<AlertPage, number>>(
        { queryKey: alertCenterKeys.lists },
        (data) =>
          data
            ? { ...data, pages: data.pages.map((page) => ({ ...page, data: [...change(page.data)] })) }
            : data,
      );
    },
    [queryClient],
  );

  const updateAlert = useCallback(
    (alert: RawAlert) => {
      const updated = new Map([[alert.rawAlertId, alert]]);
      changeListedAlerts((alerts) => replaceAlerts(alerts, updated));
      queryClient.setQueryData(alertCenterKeys.alert(alert.rawAlertId), alert);
      countsRefresh.request();
    },
    [queryClient, changeListedAlerts, countsRefresh],
  );

  const onNewAlerts = useCallback(
    (alerts: RawAlert[]) => {
      if (alerts.length === 0) return;
      setAlertArrived(true);
      setLive((lists) => {
        let { urgent, important } = lists;
        for (const alert of alerts) {
          if (alert.isUrgent && access.urgent) urgent = insertLiveAlert(urgent, alert);
          else if (alert.isImportant || alert.isUrgent) important = insertLiveAlert(important, alert);
        }
        return { urgent, important };
      });
      playAlertSound(alerts.some((alert) => alert.isUrgent && access.urgent));
      const unasked = autoPopupAlerts(alerts, access.autoPopup);
      // auto-popups wait while the user works in a modal, and open once it closes
      if (modalOpenRef.current) waitingPopups.current.push(...unasked);
      else for (const alert of unasked) openAlert(alert);
      countsRefresh.request();
    },
    [access.urgent, access.autoPopup, openAlert, countsRefresh],
  );
  useEffect(() => {
    if (modalOpen) return;
    const waiting = waitingPopups.current.splice(0);
    for (const alert of waiting) openAlert(alert);
  }, [modalOpen, openAlert]);

  const onResolved = useCallback(
    (notice: ResolveNotice) => {
      changeListedAlerts((alerts) => applyResolveNotice(alerts, notice));
      for (const popup of popupsRef.current) {
        queryClient.setQueryData<RawAlert>(alertCenterKeys.alert(popup.rawAlertId), (alert) =>
          alert ? applyResolveNotice([alert], notice)[0] : alert,
        );
      }
      countsRefresh.request();
    },
    [queryClient, changeListedAlerts, countsRefresh],
  );

  const onResync = useCallback(() => {
    setLive({ urgent: [], important: [] });
    void queryClient.invalidateQueries({ queryKey: alertCenterKeys.all });
  }, [queryClient]);

  useAlertSocket({ onNewAlerts, onResolved, onResync });

  const value = useMemo<AlertCenterValue>(
    () => ({
      access,
      mode: stored.mode,
      setMode,
      detachedPosition: stored.position,
      setDetachedPosition,
      notCheckedOnly,
      setNotCheckedOnly,
      live,
      alertArrived,
      popups,
      openAlert,
      closeAlert,
      closeAllAlerts,
      updateAlert,
    }),
    [
      access,
      stored,
      setMode,
      setDetachedPosition,
      notCheckedOnly,
      live,
      alertArrived,
      popups,
      openAlert,
      closeAlert,
      closeAllAlerts,
      updateAlert,
    ],
  );
  return <AlertCenterContext.Provider value={value}>{children}</AlertCenterContext.Provider>;
}
