import type { MotionStatus } from "@armada/domain";

/** The in-memory mirror of a vehicle_latest_status row. */
export interface LatestState {
  vehicleId: number;
  companyId: number;
  latitude: number;
  longitude: number;
  speed: number;
  course: number | null;
  altitude: number | null;
  ignition: boolean | null;
  temperature: number | null;
  fuel: number | null;
  battery: number | null;
  odometer: number | null;
  motionStatus: MotionStatus;
  stoppedSince: Date | null;
  fixTime: Date;
  lastPacket: Date;
  attributes: Record<string, unknown> | null;
}
