import type { EngineSample, VehicleUpdate } from "@armada/domain";

/** A vehicle update from the bus as the evaluators take it, or null when it cannot be read (then skipped). */
export function sampleFromUpdate(update: VehicleUpdate): EngineSample | null {
  const time = Date.parse(update.fixTime);
  const lastPacket = Date.parse(update.lastPacket);
  if (!Number.isFinite(time) || !Number.isFinite(update.latitude) || !Number.isFinite(update.longitude))
    return null;
  return {
    time,
    lastPacket: Number.isFinite(lastPacket) ? lastPacket : time,
    latitude: update.latitude,
    longitude: update.longitude,
    speed: Number.isFinite(update.speed) ? update.speed : 0,
    ignition: update.ignition,
    motionStatus: update.motionStatus,
    temperature: typeof update.temperature === "number" ? update.temperature : null,
    fuel: typeof update.fuel === "number" ? update.fuel : null,
    alarm: update.alarm,
  };
}
