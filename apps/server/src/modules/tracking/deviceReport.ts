/** What a device protocol gateway hands to the position pipeline, whatever the wire format was. */
export interface DeviceReport {
  imei: string;
  protocol: "gt06" | "osmand";
  fixTime: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course?: number | undefined;
  altitude?: number | undefined;
  accuracy?: number | undefined;
  gpsFixed: boolean;
  ignition?: boolean | undefined;
  charging?: boolean | undefined;
  batteryPercent?: number | undefined;
  temperature?: number | undefined;
  fuelPercent?: number | undefined;
  odometerKm?: number | undefined;
  /** Device alarm, e.g. sos, powerCut, vibration, overspeed, harshAcceleration, harshBraking, harshTurn, or a DMS/ADAS alarm name. */
  alarm?: string | undefined;
  /** Everything else the device sent, kept as-is. */
  attributes: Record<string, unknown>;
}

/** A heartbeat or status packet with no position (GT06 0x13): proves the device is alive. */
export interface DeviceStatusReport {
  imei: string;
  protocol: "gt06" | "osmand";
  time: Date;
  ignition?: boolean | undefined;
  charging?: boolean | undefined;
  batteryPercent?: number | undefined;
  alarm?: string | undefined;
  attributes: Record<string, unknown>;
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
