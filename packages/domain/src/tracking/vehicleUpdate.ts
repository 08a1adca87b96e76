import type { MotionStatus } from "./motionStatus.js";

/** What operators' sockets receive for a vehicle (`vehicle-updates` on /ws): its latest position and status. */
export interface VehicleUpdate {
  vehicleId: number;
  latitude: number;
  longitude: number;
  speed: number;
  course: number | null;
  ignition: boolean | null;
  motionStatus: MotionStatus;
  temperature: number | null;
  fuel: number | null;
  /** ISO time of the position */
  fixTime: string;
  /** ISO time of the last packet of any kind */
  lastPacket: string;
  alarm: string | null;
}
