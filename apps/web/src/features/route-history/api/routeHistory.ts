import { useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

export interface RouteHistoryData {
  vehicleId: number;
  licensePlate: string;
  truncated: boolean;
  points: {
    fixTime: string;
    latitude: number;
    longitude: number;
    speed: number;
    course: number | null;
    ignition: boolean | null;
  }[];
  stops: {
    startTime: string;
    endTime: string;
    durationSeconds: number;
    latitude: number;
    longitude: number;
    engineOn: boolean;
  }[];
  summary: {
    distanceKm: number;
    drivingSeconds: number;
    stopCount: number;
    stoppedSeconds: number;
    maxSpeed: number;
    avgSpeed: number;
  };
}

const ROUTE_HISTORY_QUERY = /* GraphQL */ `
  query RouteHistory($filter: RouteHistoryFilter!) {
    routeHistory(filter: $filter) {
      isSuccessful
      message
      data {
        vehicleId
        licensePlate
        truncated
        points { fixTime latitude longitude speed course ignition }
        stops { startTime endTime durationSeconds latitude longitude engineOn }
        summary { distanceKm drivingSeconds stopCount stoppedSeconds maxSpeed avgSpeed }
      }
    }
  }
`;

const VEHICLE_OPTIONS_QUERY = /* GraphQL */ `
  query RouteVehicleOptions {
    vehicles(filter: { orderBy: { field: "licensePlate", direction: "asc" } }) {
      isSuccessful
      message
      data { id licensePlate hullNo imei driver1 { fullname } }
    }
  }
`;

export interface RouteFilter {
  vehicleId: number;
  startTime: string;
  endTime: string;
}

/** The path, stops and trip summary; a server refusal (e.g. a range over 7 days) rejects with its message. */
export function useRouteHistory(filter: RouteFilter | null) {
  return useQuery({
    queryKey: ["route-history", filter],
    enabled: filter !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      const response = await graphqlRequest<
        { routeHistory: { isSuccessful: boolean; message: string; data: RouteHistoryData | null } },
        { filter: RouteFilter }
      >(ROUTE_HISTORY_QUERY, { filter: filter as RouteFilter }, { signal });
      if (!response.routeHistory.isSuccessful || !response.routeHistory.data)
        throw new Error(response.routeHistory.message);
      return response.routeHistory.data;
    },
  });
}

export interface VehicleOption {
  id: number;
  licensePlate: string;
  hullNo: string | null;
  imei: string | null;
  driver1: { fullname: string } | null;
}

export function useVehicleOptions() {
  return useQuery({
    queryKey: ["route-vehicle-options"],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const response = await graphqlRequest<{
        vehicles: { isSuccessful: boolean; message: string; data: VehicleOption[] | null };
      }>(VEHICLE_OPTIONS_QUERY, {}, { signal });
      if (!response.vehicles.isSuccessful) throw new Error(response.vehicles.message);
      return response.vehicles.data ?? [];
    },
  });
}
