import { connect, type Socket } from "node:net";
import type { SimulatorLogger } from "../logger.js";

/** What every reconnecting device counts of its connections. */
export interface ConnectionStats {
  logins: number;
  reconnects: number;
  /** connections the server closed before accepting the device (an unknown device is refused that way) */
  refused: number;
}

/** Writes waiting in the socket beyond this are skipped (a stalled server must not grow our memory). */
const MAX_QUEUED_BYTES = 64 * 1024;
const LOGIN_TIMEOUT_MS = 10_000;
const FIRST_BACKOFF_MS = 1_000;
const LONGEST_BACKOFF_MS = 5 * 60_000;

/**
 * A device's TCP connection to its gateway: connects, logs in (the subclass writes its login and calls `loggedIn`
 * when it is answered; no answer within 10 s closes the connection), sends only while logged in and not backed up,
 * and reconnects with a pause doubling up to five minutes after each closed connection, back to one second once a
 * connection was accepted. Warns once per outage.
 */
export abstract class ReconnectingDevice {
  abstract readonly stats: ConnectionStats;
  protected socket: Socket | null = null;
  protected ready = false;
  private stopped = false;
  private backoffMs = FIRST_BACKOFF_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private loginTimer: NodeJS.Timeout | null = null;
  private warned = false;

  constructor(
    readonly imei: string,
    private readonly host: string,
    private readonly port: number,
    protected readonly logger: SimulatorLogger,
    /** the protocol's name in the log */
    private readonly protocolName: string,
  ) {}

  get connected(): boolean {
    return this.ready;
  }

  start() {
    this.stopped = false;
    this.open();
  }

  stop() {
    this.stopped = true;
    this.ready = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.loginTimer) clearTimeout(this.loginTimer);
    this.socket?.destroy();
    this.socket = null;
  }

  /** A new connection is open: write the login (and call `awaitLogin`), or call `loggedIn` for a protocol without one. */
  protected abstract onConnect(socket: Socket): void;
  /** Bytes from the server on the current connection. */
  protected abstract onData(chunk: Buffer): void;
  /** Whether the server accepted the device on the connection that just closed (default: it answered the login). */
  protected wasAccepted(): boolean {
    return this.ready;
  }

  protected awaitLogin(socket: Socket) {
    this.loginTimer = setTimeout(() => socket.destroy(), LOGIN_TIMEOUT_MS);
  }

  protected loggedIn() {
    if (this.loginTimer) clearTimeout(this.loginTimer);
    this.ready = true;
    this.stats.logins += 1;
    if (this.warned) this.logger.info({ imei: this.imei }, `${this.protocolName} device connected again`);
    this.warned = false;
  }

  protected send(frame: Uint8Array): boolean {
    const socket = this.socket;
    if (!this.ready || !socket || socket.destroyed || socket.writableLength > MAX_QUEUED_BYTES) return false;
    socket.write(frame);
    return true;
  }

  private open() {
    if (this.stopped) return;
    const socket = connect({ host: this.host, port: this.port });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on("connect", () => this.onConnect(socket));
    socket.on("data", (chunk: Buffer) => this.onData(chunk));
    socket.on("error", () => {});
    socket.on("close", () => this.closed(socket));
  }

  private closed(socket: Socket) {
    if (this.loginTimer) clearTimeout(this.loginTimer);
    const accepted = this.wasAccepted();
    this.ready = false;
    if (this.socket === socket) this.socket = null;
    if (this.stopped) return;
    if (accepted) this.backoffMs = FIRST_BACKOFF_MS;
    else this.stats.refused += 1;
    if (!this.warned) {
      this.warned = true;
      this.logger.warn(
        { imei: this.imei, host: this.host, port: this.port },
        `${this.protocolName} connection closed or refused; reconnecting`,
      );
    }
    this.stats.reconnects += 1;
    this.reconnectTimer = setTimeout(() => this.open(), this.backoffMs);
    this.reconnectTimer.unref?.();
    this.backoffMs = Math.min(this.backoffMs * 2, LONGEST_BACKOFF_MS);
  }
}
