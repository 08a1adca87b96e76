import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { graphql } from "@/generated/graphql";
import { graphqlRequest } from "@/shared/api/graphqlRequest";
import { useOnReconnect, useVehicleUpdates } from "@/shared/realtime";

export type { FleetSummary } from "@armada/domain";

const FLEET_SUMMARY_QUERY = graphql(`
  query FleetSummary {
    fleetSummary {
      isSuccessful
      message
      data { total moving stopped idle parked stale offline noData noDevice }
    }
  }
`);

const KEY = ["fleet-summary"] as const;
/** Socket updates refresh the counts at most this often. */
const SOCKET_REFRESH_MS = 5_000;

/** Vehicles by motion status: refetched every 30 s, after socket updates (throttled) and after a reconnect. */
export function useFleetSummary() {
  const queryClient = useQueryClient();
  const lastRefresh = useRef(0);
  useVehicleUpdates(() => {
    const now = Date.now();
    if (now - lastRefresh.current < SOCKET_REFRESH_MS) return;
    lastRefresh.current = now;
    void queryClient.invalidateQueries({ queryKey: KEY });
  }, 1000);
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: KEY }));
  return useQuery({
    queryKey: KEY,
    refetchInterval: 30_000,
    queryFn: async ({ signal }) => {
      const response = await graphqlRequest(FLEET_SUMMARY_QUERY, {}, { signal });
      if (!response.fleetSummary.isSuccessful || !response.fleetSummary.data)
        throw new Error(response.fleetSummary.message);
      return response.fleetSummary.data;
    },
  });
}
