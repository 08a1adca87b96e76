import { type MotionStatus, takesDeviceCommands } from "@armada/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { graphql } from "@/generated/graphql";
import { graphqlRequest } from "@/shared/api/graphqlRequest";
import { useOnReconnect, useSocketMessage, useVehicleUpdates } from "./hooks";
import {
  applyVehicleAddresses,
  applyVehicleUpdates,
  type LiveVehicle,
  type VehicleAddress,
} from "./liveVehicles";

const LIVE_FLEET_QUERY = graphql(`
  query LiveFleet {
    vehicles(filter: { orderBy: { field: "licensePlate", direction: "asc" } }) {
      isSuccessful
      message
      data {
        id
        licensePlate
        hullNo
        imei
        device { vendorType }
        driver1 { fullname }
        vehicleType { manufacturer model type }
        vehicleStatus {
          latitude longitude motionStatus lastPacket fixTime speed course ignition temperature fuel address
        }
      }
    }
  }
`);

export const LIVE_FLEET_KEY = ["live-fleet"] as const;

async function fetchLiveFleet(signal: AbortSignal): Promise<LiveVehicle[]> {
  const response = await graphqlRequest(LIVE_FLEET_QUERY, {}, { signal });
  if (!response.vehicles.isSuccessful) throw new Error(response.vehicles.message);
  return (response.vehicles.data ?? []).map((vehicle) => ({
    id: vehicle.id,
    licensePlate: vehicle.licensePlate,
    hullNo: vehicle.hullNo,
    driverName: vehicle.driver1?.fullname ?? null,
    vehicleTypeName: vehicle.vehicleType
      ? [vehicle.vehicleType.manufacturer, vehicle.vehicleType.model].filter(Boolean).join(" ")
      : null,
    hasDevice: Boolean(vehicle.imei),
    takesCommands: takesDeviceCommands(vehicle.device?.vendorType),
    deviceType: vehicle.device?.vendorType ?? null,
    position: vehicle.vehicleStatus
      ? { ...vehicle.vehicleStatus, motionStatus: vehicle.vehicleStatus.motionStatus as MotionStatus }
      : null,
  }));
}

/**
 * A fleet above this many vehicles is large: its updates are applied once a second instead of 4×/s, and the live
 * view moves its map less often and without animation (features/live-map).
 */
export const LARGE_FLEET = 1_000;

/**
 * Every vehicle of the company with its latest position, kept live by the tab's socket: updates are
 * coalesced and applied at most 4×/s, once a second for a large fleet (each tracker reports about once a
 * second, and every application recomputes the map source and the list over the whole fleet); after a
 * reconnect the list is fetched again (resync after a gap).
 */
export function useLiveFleet() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: LIVE_FLEET_KEY,
    queryFn: ({ signal }) => fetchLiveFleet(signal),
    staleTime: 60_000,
    // applyVehicleUpdates already keeps every unchanged vehicle's object: no deep compare of the whole fleet
    structuralSharing: false,
  });
  useVehicleUpdates(
    useCallback(
      (updates) => {
        queryClient.setQueryData<LiveVehicle[]>(LIVE_FLEET_KEY, (current) =>
          current ? applyVehicleUpdates(current, updates) : current,
        );
      },
      [queryClient],
    ),
    (query.data?.length ?? 0) > LARGE_FLEET ? 1_000 : 250,
  );
  // the server's addresses: no page geocodes row by row
  useSocketMessage<VehicleAddress[]>("vehicle-addresses", (addresses) => {
    if (!Array.isArray(addresses)) return;
    queryClient.setQueryData<LiveVehicle[]>(LIVE_FLEET_KEY, (current) =>
      current ? applyVehicleAddresses(current, addresses) : current,
    );
  });
  useOnReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: LIVE_FLEET_KEY });
  });
  return query;
}
