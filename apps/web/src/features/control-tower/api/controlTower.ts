import { CONTROL_TOWER_SOCKET_TYPE, type ControlTowerQueue, type ControlTowerSettings } from "@armada/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { ControlTowerExceptionsQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { useOnReconnect, useSocketMessage } from "@/shared/realtime";

export type TowerException = NonNullable<
  ControlTowerExceptionsQuery["controlTowerExceptions"]["data"]
>[number];

/** Query key of the control tower; a change on the operator socket refreshes everything under it. */
export const towerKey = ["control-tower"] as const;

const LIST = graphql(`
  query ControlTowerExceptions($filter: ControlTowerExceptionsFilterInput) {
    controlTowerExceptions(filter: $filter) {
      ...EnvelopeFields
      data {
        id queue status notes ownerId ownerName vehicleId licensePlate fleetTaskId fleetTaskCode rawAlertId alertCode
        alertTime address targetArrival documentType documentNumber expiresOn servicePlan serviceItem lastPacket
        conversationId contactLabel message messageTime firstSeenOn slaDueOn slaBreached
      }
      pagination { total page show }
    }
  }
`);

const COUNTS = graphql(`
  query ControlTowerCounts {
    controlTowerCounts { ...EnvelopeFields data { queue open breached } }
  }
`);

const SETTINGS = graphql(`
  query ControlTowerSettings {
    controlTowerSettings { ...EnvelopeFields data {
      lateMinutes offlineMinutes slaMinutes alertWindowHours queueSlaMinutes { queue minutes }
    } }
  }
`);

const TAKE = graphql(`
  mutation TakeControlTowerException($input: ControlTowerExceptionIdInput!) {
    takeControlTowerException(input: $input) { ...EnvelopeFields data { id } }
  }
`);

const UPDATE = graphql(`
  mutation UpdateControlTowerException($input: UpdateControlTowerExceptionInput!) {
    updateControlTowerException(input: $input) { ...EnvelopeFields data { id } }
  }
`);

const SAVE_SETTINGS = graphql(`
  mutation SaveControlTowerSettings($input: ControlTowerSettingsInput!) {
    saveControlTowerSettings(input: $input) { ...EnvelopeFields data { lateMinutes } }
  }
`);

export interface ExceptionsQuery {
  queue: ControlTowerQueue | null;
  view: "OPEN" | "SELESAI";
  page: number;
  show: number;
}

export function useExceptions(query: ExceptionsQuery) {
  return useQuery({
    queryKey: [...towerKey, "list", query],
    placeholderData: keepPreviousData,
    // the socket brings changes; this only catches a missed one (and moves the SLA flags on)
    refetchInterval: 60_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST,
        "controlTowerExceptions",
        { filter: { queue: query.queue ?? undefined, view: query.view, page: query.page, show: query.show } },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useQueueCounts() {
  return useQuery({
    queryKey: [...towerKey, "counts"],
    refetchInterval: 60_000,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(COUNTS, "controlTowerCounts", {}, signal)).data ?? [],
  });
}

export function useTowerSettings(enabled: boolean) {
  return useQuery({
    queryKey: [...towerKey, "settings"],
    enabled,
    queryFn: async ({ signal }): Promise<ControlTowerSettings | null> => {
      const data = (await requestEnvelope(SETTINGS, "controlTowerSettings", {}, signal)).data;
      return data
        ? {
            ...data,
            queueSlaMinutes: data.queueSlaMinutes.map((row) => ({
              queue: row.queue as ControlTowerQueue,
              minutes: row.minutes,
            })),
          }
        : null;
    },
  });
}

export function useTakeException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exceptionId: number) =>
      requestEnvelope(TAKE, "takeControlTowerException", { input: { exceptionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: towerKey }),
  });
}

export function useUpdateException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { exceptionId: number; status?: string; notes?: string }) =>
      requestEnvelope(UPDATE, "updateControlTowerException", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: towerKey }),
  });
}

export function useSaveTowerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ControlTowerSettings) =>
      requestEnvelope(SAVE_SETTINGS, "saveControlTowerSettings", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: towerKey }),
  });
}

/** Keeps the tower live: any change of the company's tower, on any instance, refetches its queues and counts. */
export function useControlTowerLive() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: towerKey });
  useSocketMessage(CONTROL_TOWER_SOCKET_TYPE, refresh);
  useOnReconnect(refresh);
}
