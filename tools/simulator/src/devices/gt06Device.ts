import type { Socket } from "node:net";
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
import { type ConnectionStats, ReconnectingDevice } from "./reconnectingDevice.js";

export interface Gt06DeviceStats extends ConnectionStats {
  locations: number;
  heartbeats: number;
  alarms: number;
  /** information frames (0x94): external voltage, SIM identities */
  infos: number;
  acks: number;
}

/** Telkomsel 4G, Jakarta: the cell a 4G tracker reports */
const LTE_CELL = { mcc: 510, mnc: 10, lac: 0x0000_2a3c, cellId: 0x0000_0a1b_2c3d, lte: true } as const;

/**
 * A GT06 tracker over TCP: logs in with its IMEI, waits for the login ack, sends its SIM identities (0x94/0x0A),
 * then locations with ACC (0x22, or 0xA0 with the 4G cell for a 4G tracker), heartbeats with its battery level
 * (0x13), external power voltage (0x94/0x00) and alarms (0x16). Reconnects with a growing pause when the server
 * closes the connection.
 */
export class Gt06Device extends ReconnectingDevice {
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
  private serial = 0;
  private splitter = new Gt06FrameSplitter();
  /** the last position sent: what a WHERE# command answers */
  private lastSample: VehicleSample | null = null;

  constructor(
    imei: string,
    host: string,
    port: number,
    logger: SimulatorLogger,
    /** a 4G tracker: positions as 0xA0 with the 4G cell block */
    private readonly lte = false,
  ) {
    super(imei, host, port, logger, "GT06");
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

  protected onConnect(socket: Socket) {
    this.splitter = new Gt06FrameSplitter();
    socket.write(encodeGt06Login(this.imei, this.nextSerial()));
    this.awaitLogin(socket);
  }

  protected onData(chunk: Buffer) {
    for (const frame of this.splitter.push(chunk)) {
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
        this.loggedIn();
        this.sendSimIdentities();
      }
    }
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

  private nextSerial(): number {
    this.serial = (this.serial % 0xffff) + 1;
    return this.serial;
  }
}
