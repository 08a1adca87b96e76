/** Identifies one position in both the generator and the socket probe: vehicle id · 2^32 + fix time in seconds. */
export const latencyKey = (vehicleId: number, fixMs: number) =>
  vehicleId * 4_294_967_296 + Math.floor(fixMs / 1000);
