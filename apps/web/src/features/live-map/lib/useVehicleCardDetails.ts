import { skipToken, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const VEHICLE_CARD_DETAILS_QUERY = graphql(`
  query VehicleCardDetails($filter: VehicleFilter!) {
    vehicle(filter: $filter) {
      ...EnvelopeFields
      data {
        id
        vehicleStatus {
          deviceHealth { batteryPercent batteryVolts charging externalVolts gsmSignal satellites statusTime }
        }
        documentAlerts { documentId type status daysLeft expiresOn }
      }
    }
  }
`);

/** How often the open card asks again: status frames come every few minutes, so a minute is fresh enough. */
const REFRESH_MS = 60_000;

/**
 * The selected vehicle's tracker health (battery, power, signal, satellites) and its expired or expiring documents,
 * in one request for the one open card: the live updates every operator socket receives for every vehicle stay
 * small. The card's parts share this query (one cache entry per vehicle).
 */
export function useVehicleCardDetails(vehicleId: number | null) {
  return useQuery({
    queryKey: ["vehicle-card-details", vehicleId],
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
    queryFn:
      vehicleId === null
        ? skipToken
        : async ({ signal }) => {
            const vehicle = (
              await requestEnvelope(
                VEHICLE_CARD_DETAILS_QUERY,
                "vehicle",
                { filter: { id: vehicleId } },
                signal,
              )
            ).data;
            return {
              deviceHealth: vehicle?.vehicleStatus?.deviceHealth ?? null,
              documentAlerts: vehicle?.documentAlerts ?? [],
            };
          },
  });
}
