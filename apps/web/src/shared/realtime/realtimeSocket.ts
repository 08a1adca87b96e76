import {
  type OperatorClientMessage,
  SHELL_ERROR_MESSAGES,
  SOCKET_CLOSE,
  SOCKET_CLOSE_REASON,
  SOCKET_PING,
  SOCKET_PONG,
} from "@armada/domain";
import { currentLanguage } from "@/shared/i18n/i18n";
import { notifyWarning } from "@/shared/ui/notify";
import { reconnectDelay } from "./backoff";
import { parseServerMessage, type VehicleUpdate } from "./vehicleUpdate";

export type SocketStatus = "idle" | "connecting" | "open" | "reconnecting";

type Listener<T> = (value: T) => void;

const PING_INTERVAL_MS = 25_000;
/** No PONG for this long means the connection is dead even if the browser has not noticed: reconnect. */
const PONG_TIMEOUT_MS = 2 * PING_INTERVAL_MS + 5_000;
/** Close the socket this long after the last subscriber left (page changes keep it). */
const LINGER_MS = 5_000;

/**
 * The one /ws connection of this tab. Opened by the first subscriber, closed a moment after the last one
 * leaves; reconnects with exponential backoff and jitter; tells `onReconnect` listeners after a gap so they
 * can refetch what they missed. Sends PING every 25 s (the server answers PONG; a socket without PONG for
 * over two intervals is reconnected). Other features subscribe to message types with `onMessage` and send
 * with `send`; `onOpen` listeners run on every (re)connect, e.g. to send `update_tags` again.
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
  private readonly openListeners = new Set<() => void>();
  private readonly sessionEndedListeners = new Set<() => void>();
  private readonly messageListeners = new Map<string, Set<Listener<unknown>>>();
  private lastPongAt = 0;

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

  /** Listens to server messages of one `type` (e.g. `alert-center-new-12`); the listener gets `data`. */
  onMessage<T = unknown>(type: string, listener: Listener<T>) {
    const listeners = this.messageListeners.get(type) ?? new Set<Listener<unknown>>();
    listeners.add(listener as Listener<unknown>);
    this.messageListeners.set(type, listeners);
    return this.retain(() => {
      listeners.delete(listener as Listener<unknown>);
      if (listeners.size === 0) this.messageListeners.delete(type);
    });
  }

  /** Runs `listener` on every connect and reconnect (at once when the socket is already open). */
  onOpen(listener: () => void) {
    this.openListeners.add(listener);
    const release = this.retain(() => this.openListeners.delete(listener));
    if (this.status === "open") listener();
    return release;
  }

  /**
   * Runs `listener` when the server closed the socket because the session ended (logout elsewhere, expiry); the
   * socket then stays closed. Does not open the socket.
   */
  onSessionEnded(listener: () => void) {
    this.sessionEndedListeners.add(listener);
    return () => {
      this.sessionEndedListeners.delete(listener);
    };
  }

  /** Sends one JSON message; false when the socket is not open (an `onOpen` listener will resend). */
  send(message: OperatorClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /** When the server last answered PONG (epoch ms; 0 before the first). */
  getLastPongAt = () => this.lastPongAt;

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
      this.lastPongAt = Date.now();
      this.setStatus("open");
      this.pingTimer = setInterval(() => {
        if (socket.readyState !== WebSocket.OPEN) return;
        if (Date.now() - this.lastPongAt > PONG_TIMEOUT_MS) {
          socket.close();
          return;
        }
        socket.send(SOCKET_PING);
      }, PING_INTERVAL_MS);
      for (const listener of this.openListeners) listener();
      if (wasReconnect) for (const listener of this.reconnectListeners) listener();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      if (event.data === SOCKET_PONG) {
        this.lastPongAt = Date.now();
        return;
      }
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.type === "vehicle-updates" && Array.isArray(message.data)) {
        const updates = message.data as VehicleUpdate[];
        for (const listener of this.updateListeners) listener(updates);
        return;
      }
      const listeners = this.messageListeners.get(message.type);
      if (listeners) for (const listener of [...listeners]) listener(message.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = null;
      if (event.code === SOCKET_CLOSE.sessionEnded) {
        this.setStatus("idle");
        for (const listener of this.sessionEndedListeners) listener();
        return;
      }
      // the server is full: say so, and keep trying with the usual backoff
      if (event.code === SOCKET_CLOSE.full)
        notifyWarning(SHELL_ERROR_MESSAGES[SOCKET_CLOSE_REASON.operatorSocketsFull][currentLanguage()]);
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
