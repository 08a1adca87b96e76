import { operatorSocketChannels } from "@armada/domain";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { realtimeSocket } from "@/shared/realtime";
import { useSession } from "@/shared/session/SessionContext";
import { fetchAlertsByIds } from "../api/alertQueries";
import type { RawAlert } from "../api/rawAlert";
import { fetchSocketPayload, type SocketPayload } from "../api/socketPayload";
import { isAlertSocketPath } from "../lib/alertPresentation";
import { parseNewAlertNotice } from "../lib/newAlertNotice";
import { parseResolveNotice, type ResolveNotice } from "../lib/resolveNotice";

interface AlertSocketHandlers {
  onNewAlerts: (alerts: RawAlert[]) => void;
  onResolved: (notice: ResolveNotice) => void;
  /** the socket came back after a gap: refetch counts and lists */
  onResync: () => void;
}

const withoutAlertChannels = (payload: SocketPayload): SocketPayload => ({
  ...payload,
  channels: payload.channels.filter((channel) => !channel.startsWith("alert-center-")),
});

/**
 * The alert part of the tab's socket (docs/spec/alert-center-and-shell.md §4 "Live alerts", §7 #13): on every (re)connect it fetches the
 * payload and sends `update_tags`; it handles `alert-center-new-{user}` and `alert-center-resolve-{company}`.
 * Off on /liveview, /controltower/ and /controltower-2/ (there the tags go out without alert channels).
 */
export function useAlertSocket(handlers: AlertSocketHandlers) {
  const session = useSession();
  const { pathname } = useLocation();
  const enabled = isAlertSocketPath(pathname);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const userId = Number(session.identity.userId);
  const companyId = session.companyId;

  useEffect(() => {
    if (!enabled) return;
    let payload: SocketPayload | null = null;
    let disposed = false;
    const sendTags = () => {
      const controller = new AbortController();
      fetchSocketPayload(true, controller.signal)
        .then((data) => {
          if (disposed) return;
          payload = data.payload;
          realtimeSocket.send({ type: "update_tags", payload: data.payload });
        })
        .catch((error: unknown) => console.warn("alert center: payload failed", error));
      return controller;
    };
    const offOpen = realtimeSocket.onOpen(() => void sendTags());
    const offReconnect = realtimeSocket.onReconnect(() => handlersRef.current.onResync());
    const offNew = realtimeSocket.onMessage(operatorSocketChannels.newAlert(userId), (data) => {
      const { alerts, rawAlertIds } = parseNewAlertNotice(data);
      if (alerts.length > 0) handlersRef.current.onNewAlerts(alerts);
      if (rawAlertIds.length > 0) {
        fetchAlertsByIds(rawAlertIds)
          .then((fetched) => {
            if (!disposed) handlersRef.current.onNewAlerts(fetched);
          })
          .catch((error: unknown) => console.warn("alert center: new alert fetch failed", error));
      }
    });
    const offResolve = realtimeSocket.onMessage(operatorSocketChannels.resolve(companyId), (data) => {
      const notice = parseResolveNotice(data);
      if (notice) handlersRef.current.onResolved(notice);
    });
    return () => {
      disposed = true;
      if (payload) realtimeSocket.send({ type: "update_tags", payload: withoutAlertChannels(payload) });
      offOpen();
      offReconnect();
      offNew();
      offResolve();
    };
  }, [enabled, userId, companyId]);
}
