import type { ReportedPosition, ReportedStatus, TrackerVendorType } from "@armada/domain";

/**
 * The device protocols Armada's gateways speak: their own gateways, and the registered tracker codecs; "phone" is the
 * driver's phone tracking the vehicle of their running task (no device: `submitVehiclePosition`).
 */
export type IngestProtocol = "gt06" | "osmand" | "jt808" | "phone" | TrackerVendorType;

/** What a device protocol gateway hands to the position pipeline, whatever the wire format was. */
export interface DeviceReport extends ReportedPosition {
  imei: string;
  protocol: IngestProtocol;
}

/** A heartbeat or status packet with no position (GT06 0x13): proves the device is alive. */
export interface DeviceStatusReport extends ReportedStatus {
  imei: string;
  protocol: IngestProtocol;
}

export type RejectReason =
  | "unknownDevice"
  | "invalidCoordinates"
  | "invalidSpeed"
  | "futureTime"
  | "tooOld"
  | "duplicate";

export type SubmitResult =
  | {
      accepted: true;
      /**
       * Resolves true once the report is settled for good: committed to the database, or never to be (already
       * stored, refused by the database, device without a vehicle); false when the pipeline stopped before
       * writing it. Only then may a device protocol acknowledge it. Never rejects.
       */
      stored: Promise<boolean>;
    }
  | { accepted: false; reason: RejectReason };

export interface KnownDevice {
  deviceId: number;
  imei: string;
  companyId: number;
  /** null when the device is not attached to a vehicle: its packets are acknowledged but not stored. */
  vehicleId: number | null;
  vendorType: string;
  /** the device's model setting (GT06: frame layouts and ACK habits); null = the protocol document */
  model: string | null;
  /** GT06: take packets with a wrong CRC or length byte (the device's setting; default strict) */
  lenientFraming: boolean;
  /** the vehicle's slot the device fills: its GPS tracker (or only device), or the dashcam beside the tracker */
  slot: "tracker" | "camera";
  /** the vehicle carries a tracker and a dashcam: their fixes are merged into one track (nextTrackSource) */
  twoDevices: boolean;
}

/** The gateways' view of the pipeline. */
export interface PositionSink {
  /** Resolves the IMEI of a connecting device; null for an unknown device (the gateway then refuses it). */
  findDevice(imei: string): Promise<KnownDevice | null>;
  /**
   * Validates and queues a position. Resolves once queued (while the queue is full it waits: backpressure,
   * not dropping); the result's `stored` then tells when it is durable.
   */
  submitPosition(report: DeviceReport): Promise<SubmitResult>;
  submitStatus(report: DeviceStatusReport): Promise<SubmitResult>;
}

/** A vehicle the caller has already resolved (the driver's running task's), whose position comes without a device. */
export interface ReportingVehicle {
  vehicleId: number;
  companyId: number;
}
