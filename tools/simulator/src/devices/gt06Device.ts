import { connect, type Socket } from "node:net";
import {
  decodeGt06Command,
  encodeGt06Alarm,
  encodeGt06CommandReply,
  encodeGt06Location,
  encodeGt06Login,
  encodeGt06Status,
  GT06_PROTOCOL,
  type Gt06Alarm,
  Gt06FrameSplitter,
} from "@armada/domain";
import type { SimulatorLogger } from "../logger.js";
import type { VehicleSample } from "../vehicleModel.js";
import { gt06CommandAnswer } from "./gt06CommandAnswer.js";

export interface Gt06DeviceStats {
  logins: number;
  locations: number;
  heartbeats: number;
  alarms: number;
  acks: number;
  reconnects: number;
  refused: number;
}

/** Writes waiting in the socket beyond this are skipped (a stalled server must not grow our memory). */
const MAX_QUEUED_BYTES = 64 * 1024;
const LOGIN_TIMEOUT_MS = 10_000;

/**
 * A GT06 tracker over TCP: logs in with its IMEI, waits for the login ack, then sends locations with ACC (0x22),
 * heartbeats (0x13) and alarms (0x16). Reconnects with a growing pause when the server closes the connection.
 */
export class Gt06Device {
  readonly stats: Gt06DeviceStats = {
    logins: 0,
    locations: 0,
    heartbeats: 0,
    alarms: 0,
    acks: 0,
    reconnects: 0,
    refused: 0,
  };
  private socket: Socket | null = null;
  private ready = false;
  private stopped = false;
  private serial = 0;
  private backoffMs = 1_000;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private loginTimer: NodeJS.Timeout | null = null;
  private warned = false;
  /** the last position sent: what a WHERE# command answers */
  private lastSample: VehicleSample | null = null;

  constructor(
    readonly imei: string,
    private readonly host: string,
    private readonly port: number,
    private readonly logger: SimulatorLogger,
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

  sendLocation(sample: VehicleSample, time: Date) {
    const sent = this.send(
      encodeGt06Location(
        {
          protocol: GT06_PROTOCOL.locationAcc,
          time,
          latitude: sample.lat,
          longitude: sample.lon,
          speedKmh: sample.speedKmh,
          course: sample.course,
          ignition: sample.ignition,
          satellites: 8 + (this.serial % 4),
          gpsFixed: true,
        },
        this.nextSerial(),
      ),
    );
    if (sent) this.stats.locations += 1;
    this.lastSample = sample;
  }

  sendHeartbeat(sample: VehicleSample) {
    const sent = this.send(
      encodeGt06Status(
        { ignition: sample.ignition, charging: true, voltageLevel: 6, gsmSignal: 4 },
        this.nextSerial(),
      ),
    );
    if (sent) this.stats.heartbeats += 1;
  }

  sendAlarm(sample: VehicleSample, time: Date, alarm: Gt06Alarm) {
    const sent = this.send(
      encodeGt06Alarm(
        {
          time,
          latitude: sample.lat,
          longitude: sample.lon,
          speedKmh: sample.speedKmh,
          course: sample.course,
          ignition: sample.ignition,
          alarm,
          terminal: { charging: true },
        },
        this.nextSerial(),
      ),
    );
    if (sent) this.stats.alarms += 1;
  }

  private open() {
    if (this.stopped) return;
    const splitter = new Gt06FrameSplitter();
    const socket = connect({ host: this.host, port: this.port });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on("connect", () => {
      socket.write(encodeGt06Login(this.imei, this.nextSerial()));
      this.loginTimer = setTimeout(() => socket.destroy(), LOGIN_TIMEOUT_MS);
    });
    socket.on("data", (chunk: Buffer) => {
      for (const frame of splitter.push(chunk)) {
        const command = decodeGt06Command(frame);
        if (command) {
          const text = gt06CommandAnswer(command.text, this.lastSample);
          this.send(
            encodeGt06CommandReply({ serverFlag: command.serverFlag, text, language: 2 }, this.nextSerial()),
          );
          continue;
        }
        this.stats.acks += 1;
        if (frame.protocol === GT06_PROTOCOL.login && !this.ready) {
          if (this.loginTimer) clearTimeout(this.loginTimer);
          this.ready = true;
          this.stats.logins += 1;
          this.backoffMs = 1_000;
          if (this.warned) this.logger.info({ imei: this.imei }, "GT06 device logged in again");
          this.warned = false;
        }
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      if (this.loginTimer) clearTimeout(this.loginTimer);
      const wasReady = this.ready;
      this.ready = false;
      if (this.socket === socket) this.socket = null;
      if (this.stopped) return;
      if (!wasReady) this.stats.refused += 1;
      if (!this.warned) {
        this.warned = true;
        this.logger.warn(
          { imei: this.imei, host: this.host, port: this.port },
          wasReady
            ? "GT06 connection lost; reconnecting"
            : "GT06 login refused or server unreachable; retrying",
        );
      }
      this.stats.reconnects += 1;
      this.reconnectTimer = setTimeout(() => this.open(), this.backoffMs);
      this.reconnectTimer.unref?.();
      this.backoffMs = Math.min(this.backoffMs * 2, 5 * 60_000);
    });
  }

  private send(packet: Uint8Array): boolean {
    const socket = this.socket;
    if (!this.ready || !socket || socket.destroyed || socket.writableLength > MAX_QUEUED_BYTES) return false;
    socket.write(packet);
    return true;
  }

  private nextSerial(): number {
    this.serial = (this.serial % 0xffff) + 1;
    return this.serial;
  }
}
