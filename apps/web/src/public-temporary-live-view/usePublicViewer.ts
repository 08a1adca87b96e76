import { publicLinkQuery, publicSnapshotPath, SOCKET_CLOSE, SOCKET_PING, SOCKET_PONG } from "@armada/domain";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { LinkParams, PublicEta, PublicLinkView, PublicVehicle, ServerMessage } from "./types";

export type LoadState = "loading" | "ready" | "unavailable" | "failed" | "full";
export type Connection = "live" | "connecting" | "offline";

export interface PublicViewerState {
  load: LoadState;
  /** name, note, expiry, destination, picked columns */
  view: Omit<PublicLinkView, "vehicles" | "etas"> | null;
  vehicles: PublicVehicle[];
  etas: Record<string, PublicEta>;
  /** server clock minus this device's clock, in ms */
  skewMs: number;
  connection: Connection;
  /** bumps on every full snapshot: the map fits all vehicles again */
  snapshotVersion: number;
  /** the server's reason when it refused the socket (too many viewers), in the browser's language */
  refusal: string | null;
}

const PING_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;

const initial: PublicViewerState = {
  load: "loading",
  view: null,
  vehicles: [],
  etas: {},
  skewMs: 0,
  connection: "connecting",
  snapshotVersion: 0,
  refusal: null,
};

function fromSnapshot(state: PublicViewerState, data: PublicLinkView): PublicViewerState {
  const { vehicles, etas, ...view } = data;
  return {
    ...state,
    load: "ready",
    view,
    vehicles,
    etas: Object.fromEntries(etas.map((eta) => [eta.ref, eta])),
    skewMs: Date.parse(data.serverTime) - Date.now() || 0,
    snapshotVersion: state.snapshotVersion + 1,
  };
}

function withUpdates(
  state: PublicViewerState,
  vehicles: PublicVehicle[],
  etas: PublicEta[] = [],
): PublicViewerState {
  const byRef = new Map(vehicles.map((vehicle) => [vehicle.ref, vehicle]));
  const merged = state.vehicles.map((vehicle) => byRef.get(vehicle.ref) ?? vehicle);
  for (const vehicle of vehicles) {
    if (!state.vehicles.some((known) => known.ref === vehicle.ref)) merged.push(vehicle);
  }
  const nextEtas = { ...state.etas };
  for (const eta of etas) nextEtas[eta.ref] = eta;
  return { ...state, vehicles: merged, etas: nextEtas };
}

/**
 * The live state of one public link: the REST snapshot first (fast first paint, 404 → unavailable),
 * then the socket (snapshot, changed vehicles, expired). Reconnects with backoff; every reconnect
 * resyncs from the socket's snapshot.
 */
export function usePublicViewer(link: LinkParams | null): PublicViewerState & { retry: () => void } {
  const [state, setState] = useState<PublicViewerState>(link ? initial : { ...initial, load: "unavailable" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const stopped = useRef(false);

  useEffect(() => {
    if (!link) return;
    stopped.current = false;
    // a manual retry shows the skeleton again while it starts over
    if (attempt > 0)
      setState((current) =>
        current.load === "failed" || current.load === "full" ? { ...current, load: "loading" } : current,
      );
    let socket: WebSocket | null = null;
    let pingTimer: number | undefined;
    let retryTimer: number | undefined;
    let backoff = 1000;
    let disposed = false;
    const query = publicLinkQuery(link);
    const id = encodeURIComponent(link.id);
    const snapshotPath = publicSnapshotPath(link);

    const stop = (load: LoadState, refusal: string | null = null) => {
      stopped.current = true;
      window.clearInterval(pingTimer);
      window.clearTimeout(retryTimer);
      socket?.close();
      setState((current) => ({ ...current, load, refusal }));
    };

    const scheduleReconnect = () => {
      if (disposed || stopped.current) return;
      window.clearTimeout(retryTimer);
      const delay = backoff;
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      setState((current) => ({ ...current, connection: navigator.onLine ? "connecting" : "offline" }));
      retryTimer = window.setTimeout(() => void refresh(), delay);
    };

    /** The REST snapshot: tells an unavailable link apart from a network problem, then opens the socket. */
    async function refresh() {
      let response: Response;
      try {
        // no options: the first call takes the page's preloaded answer (its `Link` header), which other
        // headers or cache modes would not match; the answer is `no-store`, so no later call is served from a cache
        response = await fetch(snapshotPath);
      } catch {
        if (disposed) return;
        setState((current) => (current.load === "loading" ? { ...current, load: "failed" } : current));
        scheduleReconnect();
        return;
      }
      if (disposed) return;
      if (response.status === 404) return stop("unavailable");
      if (!response.ok) {
        setState((current) =>
          current.load === "loading" && response.status !== 429 ? { ...current, load: "failed" } : current,
        );
        scheduleReconnect();
        return;
      }
      const data = (await response.json()) as PublicLinkView;
      if (disposed) return;
      setState((current) => fromSnapshot(current, data));
      connect();
    }

    function connect() {
      if (disposed || stopped.current) return;
      const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(`${protocol}//${window.location.host}/ws/live-track?id=${id}&${query}`);
      socket = ws;
      ws.onopen = () => {
        backoff = 1000;
        setState((current) => ({ ...current, connection: "live" }));
        window.clearInterval(pingTimer);
        pingTimer = window.setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send(SOCKET_PING);
        }, PING_MS);
      };
      ws.onmessage = (event) => {
        if (typeof event.data !== "string" || event.data === SOCKET_PONG) return;
        let message: ServerMessage;
        try {
          message = JSON.parse(event.data) as ServerMessage;
        } catch {
          return;
        }
        if (message.type === "snapshot") setState((current) => fromSnapshot(current, message.data));
        else if (message.type === "vehicles")
          setState((current) => withUpdates(current, message.data, message.etas));
        else if (message.type === "expired") stop("unavailable");
      };
      ws.onclose = (event) => {
        window.clearInterval(pingTimer);
        if (socket !== ws || disposed) return;
        socket = null;
        if (event.code === SOCKET_CLOSE.linkEnded || event.code === 4404) return stop("unavailable");
        if (event.code === SOCKET_CLOSE.full) return stop("full", event.reason || null);
        scheduleReconnect();
      };
    }

    const onOnline = () => {
      if (socket || stopped.current) return;
      backoff = 1000;
      window.clearTimeout(retryTimer);
      void refresh();
    };
    const onOffline = () => setState((current) => ({ ...current, connection: "offline" }));
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    void refresh();

    return () => {
      disposed = true;
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      window.clearInterval(pingTimer);
      window.clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      current?.close();
    };
  }, [link, attempt]);

  return { ...state, retry };
}
