import { reconnectDelay } from "./backoff";
import { parseServerMessage, type VehicleUpdate } from "./vehicleUpdate";

export type SocketStatus = "idle" | "connecting" | "open" | "reconnecting";

type Listener<T> = (value: T) => void;

const PING_INTERVAL_MS = 25_000;
/** Close the socket this long after the last subscriber left (page changes keep it). */
const LINGER_MS = 5_000;

/**
 * The one /ws connection of this tab. Opened by the first subscriber, closed a moment after the last one
 * leaves; reconnects with exponential backoff and jitter; tells `onReconnect` listeners after a gap so they
 * can refetch what they missed. Sends PING every 25 s (the server answers PONG).
 */
class RealtimeSocket {
  private socket: WebSocket | null = null;
  private status: SocketStatus = "idle";
  private attempt = 0;
  private hadConnection = false;
  private subscribers = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly updateListeners = new Set<Listener<VehicleUpdate[]>>();
  private readonly statusListeners = new Set<Listener<SocketStatus>>();
  private readonly reconnectListeners = new Set<() => void>();

  getStatus = () => this.status;

  subscribeStatus = (listener: Listener<SocketStatus>) => {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  };

  onUpdates(listener: Listener<VehicleUpdate[]>) {
    this.updateListeners.add(listener);
    return this.retain(() => this.updateListeners.delete(listener));
  }

  onReconnect(listener: () => void) {
    this.reconnectListeners.add(listener);
    return this.retain(() => this.reconnectListeners.delete(listener));
  }

  private retain(release: () => void) {
    this.subscribers += 1;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    if (this.status === "idle") this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
      this.subscribers -= 1;
      if (this.subscribers === 0) this.lingerTimer = setTimeout(() => this.shutdown(), LINGER_MS);
    };
  }

  private setStatus(status: SocketStatus) {
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private connect() {
    if (typeof WebSocket === "undefined") return;
    this.setStatus(this.hadConnection || this.attempt > 0 ? "reconnecting" : "connecting");
    const url = new URL("/ws", window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      const wasReconnect = this.hadConnection || this.attempt > 0;
      this.attempt = 0;
      this.hadConnection = true;
      this.setStatus("open");
      this.pingTimer = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send("PING");
      }, PING_INTERVAL_MS);
      if (wasReconnect) for (const listener of this.reconnectListeners) listener();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      const message = parseServerMessage(event.data);
      if (message?.type === "vehicle-updates" && Array.isArray(message.data)) {
        const updates = message.data as VehicleUpdate[];
        for (const listener of this.updateListeners) listener(updates);
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = null;
      if (this.subscribers === 0) {
        this.setStatus("idle");
        return;
      }
      this.setStatus("reconnecting");
      const delay = reconnectDelay(this.attempt);
      this.attempt += 1;
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  private shutdown() {
    this.lingerTimer = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.hadConnection = false;
    this.attempt = 0;
    socket?.close();
    this.setStatus("idle");
  }
}

export const realtimeSocket = new RealtimeSocket();
