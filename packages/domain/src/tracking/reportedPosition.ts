/** What any device protocol reports about a position, in common units, before it is matched to a vehicle. */
export interface ReportedPosition {
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

/** A heartbeat or status report without a position: the device is alive. */
export interface ReportedStatus {
  time: Date;
  ignition?: boolean | undefined;
  charging?: boolean | undefined;
  batteryPercent?: number | undefined;
  alarm?: string | undefined;
  attributes: Record<string, unknown>;
}
