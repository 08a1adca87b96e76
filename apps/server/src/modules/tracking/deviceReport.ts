import type { ReportedPosition, ReportedStatus } from "@armada/domain";

/** What a device protocol gateway hands to the position pipeline, whatever the wire format was. */
export interface DeviceReport extends ReportedPosition {
  imei: string;
  protocol: "gt06" | "osmand";
}

/** A heartbeat or status packet with no position (GT06 0x13): proves the device is alive. */
export interface DeviceStatusReport extends ReportedStatus {
  imei: string;
  protocol: "gt06" | "osmand";
}

export type RejectReason = "unknownDevice" | "invalidCoordinates" | "futureTime" | "tooOld" | "duplicate";

export type SubmitResult = { accepted: true } | { accepted: false; reason: RejectReason };

export interface KnownDevice {
  deviceId: number;
  imei: string;
  companyId: number;
  /** null when the device is not attached to a vehicle: its packets are acknowledged but not stored. */
  vehicleId: number | null;
  vendorType: string;
}

/** The gateways' view of the pipeline. */
export interface PositionSink {
  /** Resolves the IMEI of a connecting device; null for an unknown device (the gateway then refuses it). */
  findDevice(imei: string): Promise<KnownDevice | null>;
  /**
   * Validates and queues a position. Resolves once queued; while the queue is full it waits
   * (backpressure) instead of dropping.
   */
  submitPosition(report: DeviceReport): Promise<SubmitResult>;
  submitStatus(report: DeviceStatusReport): Promise<SubmitResult>;
}
