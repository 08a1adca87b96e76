import type { Socket } from "node:net";
import { TRACKER_DEVICE_FRAMES, type TrackerVendorType } from "@armada/domain";
import type { SimulatorLogger } from "../logger.js";
import type { VehicleSample } from "../vehicleModel.js";
import { type ConnectionStats, ReconnectingDevice } from "./reconnectingDevice.js";

export interface TrackerDeviceStats extends ConnectionStats {
  positions: number;
  /** chunks the server sent back (login answers, position acknowledgements, commands) */
  answers: number;
}

/**
 * A tracker of any registered codec protocol (TRACKER_DEVICE_FRAMES) over TCP: sends its login where the protocol
 * has one and reports once the server answers it (protocols without a login report at once), counts what the server
 * sends back, and reconnects with a growing pause when the server closes the connection (an unknown device is
 * refused that way).
 */
export class TrackerDevice extends ReconnectingDevice {
  readonly stats: TrackerDeviceStats = { logins: 0, positions: 0, answers: 0, reconnects: 0, refused: 0 };
  private sentOnConnection = 0;
  private answersOnConnection = 0;
  private readonly frames;

  constructor(
    readonly vendorType: TrackerVendorType,
    imei: string,
    host: string,
    port: number,
    logger: SimulatorLogger,
  ) {
    super(imei, host, port, logger, vendorType);
    this.frames = TRACKER_DEVICE_FRAMES[vendorType];
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

  protected onConnect(socket: Socket) {
    this.sentOnConnection = 0;
    this.answersOnConnection = 0;
    if (!this.frames.login) {
      this.loggedIn();
      return;
    }
    socket.write(this.frames.login(this.imei));
    this.awaitLogin(socket);
  }

  protected onData() {
    this.stats.answers += 1;
    this.answersOnConnection += 1;
    if (!this.ready) this.loggedIn();
  }

  /**
   * The server refuses an unknown device by closing after its login (answered or not) or, without one, after its
   * first frame: a connection that went further was accepted.
   */
  protected override wasAccepted(): boolean {
    const loginAnswers = this.frames.login ? 1 : 0;
    return this.ready && (this.answersOnConnection > loginAnswers || this.sentOnConnection > 1);
  }
}
