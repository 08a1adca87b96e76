import { connect, type Socket } from "node:net";
import { TRACKER_DEVICE_FRAMES, type TrackerVendorType } from "@armada/domain";
import type { SimulatorLogger } from "../logger.js";
import type { VehicleSample } from "../vehicleModel.js";

export interface TrackerDeviceStats {
  logins: number;
  positions: number;
  /** chunks the server sent back (login answers, position acknowledgements, commands) */
  answers: number;
  reconnects: number;
  refused: number;
}

/** Writes waiting in the socket beyond this are skipped (a stalled server must not grow our memory). */
const MAX_QUEUED_BYTES = 64 * 1024;
const LOGIN_TIMEOUT_MS = 10_000;
const FIRST_BACKOFF_MS = 1_000;

/**
 * A tracker of any registered codec protocol (TRACKER_DEVICE_FRAMES) over TCP: sends its login where the protocol
 * has one and reports once the server answers it (protocols without a login report at once), counts what the server
 * sends back, and reconnects with a growing pause when the server closes the connection (an unknown device is
 * refused that way).
 */
export class TrackerDevice {
  readonly stats: TrackerDeviceStats = { logins: 0, positions: 0, answers: 0, reconnects: 0, refused: 0 };
  private socket: Socket | null = null;
  private ready = false;
  private stopped = false;
  private backoffMs = FIRST_BACKOFF_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private loginTimer: NodeJS.Timeout | null = null;
  private warned = false;
  private sentOnConnection = 0;
  private answersOnConnection = 0;
  private readonly frames;

  constructor(
    readonly vendorType: TrackerVendorType,
    readonly imei: string,
    private readonly host: string,
    private readonly port: number,
    private readonly logger: SimulatorLogger,
  ) {
    this.frames = TRACKER_DEVICE_FRAMES[vendorType];
  }

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

  sendPosition(sample: VehicleSample, time: Date) {
    const frame = this.frames.position(this.imei, {
      time,
      latitude: sample.lat,
      longitude: sample.lon,
      speedKmh: sample.speedKmh,
      course: sample.course,
      ignition: sample.ignition,
    });
    if (!this.send(frame)) return;
    this.stats.positions += 1;
    this.sentOnConnection += 1;
  }

  private open() {
    if (this.stopped) return;
    const socket = connect({ host: this.host, port: this.port });
    this.socket = socket;
    this.sentOnConnection = 0;
    this.answersOnConnection = 0;
    socket.setNoDelay(true);
    socket.on("connect", () => {
      if (!this.frames.login) {
        this.loggedIn();
        return;
      }
      socket.write(this.frames.login(this.imei));
      this.loginTimer = setTimeout(() => socket.destroy(), LOGIN_TIMEOUT_MS);
    });
    socket.on("data", () => {
      this.stats.answers += 1;
      this.answersOnConnection += 1;
      if (!this.ready) this.loggedIn();
    });
    socket.on("error", () => {});
    socket.on("close", () => this.closed(socket));
  }

  private loggedIn() {
    if (this.loginTimer) clearTimeout(this.loginTimer);
    this.ready = true;
    this.stats.logins += 1;
    if (this.warned) this.logger.info({ imei: this.imei }, `${this.vendorType} device connected again`);
    this.warned = false;
  }

  private closed(socket: Socket) {
    if (this.loginTimer) clearTimeout(this.loginTimer);
    // the server refuses an unknown device by closing after its login (answered or not) or, without one, after
    // its first frame: a connection that went further was accepted
    const loginAnswers = this.frames.login ? 1 : 0;
    const accepted = this.ready && (this.answersOnConnection > loginAnswers || this.sentOnConnection > 1);
    this.ready = false;
    if (this.socket === socket) this.socket = null;
    if (this.stopped) return;
    if (!accepted) this.stats.refused += 1;
    else this.backoffMs = FIRST_BACKOFF_MS;
    if (!this.warned) {
      this.warned = true;
      this.logger.warn(
        { imei: this.imei, host: this.host, port: this.port },
        `${this.vendorType} connection closed or refused; reconnecting`,
      );
    }
    this.stats.reconnects += 1;
    this.reconnectTimer = setTimeout(() => this.open(), this.backoffMs);
    this.reconnectTimer.unref?.();
    this.backoffMs = Math.min(this.backoffMs * 2, 5 * 60_000);
  }

  private send(frame: Uint8Array): boolean {
    const socket = this.socket;
    if (!this.ready || !socket || socket.destroyed || socket.writableLength > MAX_QUEUED_BYTES) return false;
    socket.write(frame);
    return true;
  }
}
