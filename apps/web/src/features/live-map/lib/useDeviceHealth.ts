import { skipToken, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const DEVICE_HEALTH_QUERY = graphql(`
  query VehicleDeviceHealth($filter: VehicleFilter!) {
    vehicle(filter: $filter) {
      ...EnvelopeFields
      data {
        id
        vehicleStatus {
          deviceHealth { batteryPercent batteryVolts charging externalVolts gsmSignal satellites statusTime }
        }
      }
    }
  }
`);

/** How often the open card asks again: status frames come every few minutes, so a minute is fresh enough. */
const REFRESH_MS = 60_000;

/**
 * The selected vehicle's tracker health (battery, power, signal, satellites). Asked for the one open card only:
 * the live updates every operator socket receives for every vehicle stay small.
 */
export function useDeviceHealth(vehicleId: number | null) {
  return useQuery({
    queryKey: ["device-health", vehicleId],
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
    queryFn:
      vehicleId === null
        ? skipToken
        : async ({ signal }) =>
            (await requestEnvelope(DEVICE_HEALTH_QUERY, "vehicle", { filter: { id: vehicleId } }, signal))
              .data?.vehicleStatus?.deviceHealth ?? null,
  });
}
