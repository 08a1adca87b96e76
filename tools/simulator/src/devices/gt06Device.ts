import { connect, type Socket } from "node:net";
import {
  decodeGt06Command,
  encodeGt06Alarm,
  encodeGt06CommandReply,
  encodeGt06Info,
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
  /** information frames (0x94): external voltage, SIM identities */
  infos: number;
  acks: number;
  reconnects: number;
  refused: number;
}

/** Writes waiting in the socket beyond this are skipped (a stalled server must not grow our memory). */
const MAX_QUEUED_BYTES = 64 * 1024;
const LOGIN_TIMEOUT_MS = 10_000;

/** Telkomsel 4G, Jakarta: the cell a 4G tracker reports */
const LTE_CELL = { mcc: 510, mnc: 10, lac: 0x0000_2a3c, cellId: 0x0000_0a1b_2c3d, lte: true } as const;

/**
 * A GT06 tracker over TCP: logs in with its IMEI, waits for the login ack, sends its SIM identities (0x94/0x0A),
 * then locations with ACC (0x22, or 0xA0 with the 4G cell for a 4G tracker), heartbeats with its battery level
 * (0x13), external power voltage (0x94/0x00) and alarms (0x16). Reconnects with a growing pause when the server
 * closes the connection.
 */
export class Gt06Device {
  readonly stats: Gt06DeviceStats = {
    logins: 0,
    locations: 0,
    heartbeats: 0,
    alarms: 0,
    infos: 0,
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
    /** a 4G tracker: positions as 0xA0 with the 4G cell block */
    private readonly lte = false,
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
          protocol: this.lte ? GT06_PROTOCOL.location4g : GT06_PROTOCOL.locationAcc,
          cell: this.lte ? LTE_CELL : undefined,
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

  /** A heartbeat with the backup battery as the document's level 0-6, charging while the engine runs. */
  sendHeartbeat(sample: VehicleSample, batteryPercent: number) {
    const voltageLevel = Math.round((Math.min(100, Math.max(0, batteryPercent)) * 6) / 100);
    const gsmSignal = 2 + (this.serial % 3);
    const sent = this.send(
      encodeGt06Status(
        { ignition: sample.ignition, charging: sample.ignition, voltageLevel, gsmSignal },
        this.nextSerial(),
      ),
    );
    if (sent) this.stats.heartbeats += 1;
  }

  /** The vehicle's power as the tracker measures it: charging above 13 V with the engine on, ~12.4 V off. */
  sendPowerVoltage(sample: VehicleSample) {
    const centivolts = sample.ignition ? 1380 + (this.serial % 40) : 1240 - (this.serial % 30);
    const sent = this.send(
      encodeGt06Info(0x00, Uint8Array.of(centivolts >> 8, centivolts & 0xff), this.nextSerial()),
    );
    if (sent) this.stats.infos += 1;
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
          this.sendSimIdentities();
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

  /** 0x94/0x0A after each login: IMEI, IMSI and ICCID as BCD (Telkomsel numbers derived from the IMEI). */
  private sendSimIdentities() {
    const tail = this.imei.slice(-9);
    const bcd = (digits: string, bytes: number) =>
      Uint8Array.from({ length: bytes }, (_, index) =>
        Number.parseInt(digits.padStart(bytes * 2, "0").slice(index * 2, index * 2 + 2), 16),
      );
    const content = new Uint8Array(26);
    content.set(bcd(this.imei, 8), 0);
    content.set(bcd(`510100${tail}`, 8), 8);
    content.set(bcd(`8962100${tail}0000`, 10), 16);
    if (this.send(encodeGt06Info(0x0a, content, this.nextSerial()))) this.stats.infos += 1;
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
