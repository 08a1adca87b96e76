import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const ACTIVE_CALLS = graphql(`
  query ActiveDriverCalls {
    activeDriverCalls {
      ...EnvelopeFields
      data { maxActiveCalls calls { id vehicleId licensePlate userId userName startedOn answeredOn } }
    }
  }
`);

const CALL_LOG = graphql(`
  query DriverCallLog($filter: DriverCallLogFilter) {
    driverCallLog(filter: $filter) {
      ...EnvelopeFields
      data { id vehicleId licensePlate userName startedOn answeredOn endedOn durationSeconds endReason payloadType }
      pagination { total page show }
    }
  }
`);

const END_CALL = graphql(`
  mutation EndDriverCall($callId: Int!) {
    endDriverCall(callId: $callId) { ...EnvelopeFields data }
  }
`);

export const ACTIVE_CALLS_KEY = ["driver-calls", "active"] as const;
const CALL_LOG_KEY = ["driver-calls", "log"] as const;

/** The company's running calls and its maximum, kept fresh while a call option is on screen. */
export function useActiveDriverCalls(enabled: boolean) {
  return useQuery({
    queryKey: ACTIVE_CALLS_KEY,
    enabled,
    refetchInterval: 10_000,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(ACTIVE_CALLS, "activeDriverCalls", {}, signal)).data ?? {
        maxActiveCalls: 0,
        calls: [],
      },
  });
}

export function useDriverCallLog(filter: { vehicleId?: number; page: number; show: number }) {
  return useQuery({
    queryKey: [...CALL_LOG_KEY, filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        CALL_LOG,
        "driverCallLog",
        { filter: { vehicleId: filter.vehicleId, pagination: { page: filter.page, show: filter.show } } },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

/** Ends a running call of the company (another operator's, or one whose page is gone). */
export function useEndDriverCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (callId: number) => (await requestEnvelope(END_CALL, "endDriverCall", { callId })).data,
    onSettled: () => client.invalidateQueries({ queryKey: ["driver-calls"] }),
  });
}

/** After a call of this page started or ended. */
export const refreshDriverCalls = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ["driver-calls"] });
