import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { RouteHistoryQuery, RouteVehicleOptionsQuery } from "@/generated/graphql/graphql";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

/** The path, stops and trip summary of one vehicle over a time range. */
export type RouteHistoryData = NonNullable<RouteHistoryQuery["routeHistory"]["data"]>;

const ROUTE_HISTORY_QUERY = graphql(`
  query RouteHistory($filter: RouteHistoryFilter!) {
    routeHistory(filter: $filter) {
      isSuccessful
      message
      data {
        vehicleId
        licensePlate
        truncated
        fromArchive
        points { fixTime latitude longitude speed course ignition }
        filteredPoints { fixTime latitude longitude speed reason }
        stops { startTime endTime durationSeconds latitude longitude engineOn }
        summary { distanceKm drivingSeconds stopCount stoppedSeconds maxSpeed avgSpeed }
      }
    }
  }
`);

const VEHICLE_OPTIONS_QUERY = graphql(`
  query RouteVehicleOptions {
    vehicles(filter: { orderBy: { field: "licensePlate", direction: "asc" } }) {
      isSuccessful
      message
      data { id licensePlate hullNo imei driver1 { fullname } }
    }
  }
`);

export interface RouteFilter {
  vehicleId: number;
  startTime: string;
  endTime: string;
  /** also the fixes the track filters kept out of the track */
  withFiltered: boolean;
}

/** The path, stops and trip summary; a server refusal (e.g. a range over 7 days) rejects with its message. */
export function useRouteHistory(filter: RouteFilter | null) {
  return useQuery({
    queryKey: ["route-history", filter],
    enabled: filter !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      const response = await graphqlRequest(
        ROUTE_HISTORY_QUERY,
        { filter: filter as RouteFilter },
        { signal },
      );
      if (!response.routeHistory.isSuccessful || !response.routeHistory.data)
        throw new Error(response.routeHistory.message);
      return response.routeHistory.data;
    },
  });
}

export type VehicleOption = NonNullable<RouteVehicleOptionsQuery["vehicles"]["data"]>[number];

export function useVehicleOptions() {
  return useQuery({
    queryKey: ["route-vehicle-options"],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const response = await graphqlRequest(VEHICLE_OPTIONS_QUERY, {}, { signal });
      if (!response.vehicles.isSuccessful) throw new Error(response.vehicles.message);
      return response.vehicles.data ?? [];
    },
  });
}
