import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateFleetTaskInput,
  FleetTaskQuery,
  FleetTaskStatus,
  FleetTasksQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";
import { DELIVERIES_KEY } from "./deliveryOrders";
import { useFleetTaskLive } from "./useFleetTaskLive";

const TASKS = graphql(`
  query FleetTasks($filter: FleetTasksFilter) {
    fleetTasks(filter: $filter) {
      ...EnvelopeFields
      list {
        fleetTaskId code status licensePlate driverName coDriverName departureTime stopCount visitedCount isInstant
      }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const TASK = graphql(`
  query FleetTask($fleetTaskId: Int!) {
    fleetTask(fleetTaskId: $fleetTaskId) {
      ...EnvelopeFields
      data {
        fleetTaskId code status vehicleId licensePlate driverId driverName coDriverId coDriverName departureTime note
        startedOn endedOn stopCount visitedCount isInstant
        stops {
          stopId sequence deliveryOrderId deliveryOrderCode customerName activity address lat lng geofenceId note
          targetArrival targetDeparture actualArrival actualDeparture visitStatus punctuality lateMinutes
        }
        interventions { interventionId userName action createdOn }
        stopOutcomes {
          stopId outcome photoUrl signatureUrl receiverName notes failureReason happenedOn recordedByName
        }
      }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateFleetTask($input: CreateFleetTaskInput!) {
    createFleetTask(input: $input) { ...EnvelopeFields data { fleetTaskId code } }
  }
`);

const DELETE = graphql(`
  mutation DeleteFleetTask($input: FleetTaskIdInput!) {
    deleteFleetTask(input: $input) { ...EnvelopeFields data { fleetTaskId } }
  }
`);

const CHANGE_STATUS = graphql(`
  mutation ChangeFleetTaskStatus($input: ChangeFleetTaskStatusInput!) {
    changeFleetTaskStatus(input: $input) { ...EnvelopeFields data { fleetTaskId status } }
  }
`);

export type FleetTaskRow = NonNullable<FleetTasksQuery["fleetTasks"]["list"]>[number];
export type FleetTaskDetail = NonNullable<FleetTaskQuery["fleetTask"]["data"]>;

export function useFleetTasks(filter: {
  status: FleetTaskStatus | null;
  search: string;
  page: number;
  show: number;
}) {
  useFleetTaskLive();
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "tasks", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        TASKS,
        "fleetTasks",
        {
          filter: {
            status: filter.status,
            search: filter.search || null,
            pagination: { page: filter.page, show: filter.show },
          },
        },
        signal,
      );
      return statusCountedPage(result);
    },
  });
}

export function useFleetTask(fleetTaskId: number) {
  useFleetTaskLive(fleetTaskId);
  return useQuery({
    queryKey: [...DELIVERIES_KEY, "task", fleetTaskId],
    queryFn: async ({ signal }) => (await requestEnvelope(TASK, "fleetTask", { fleetTaskId }, signal)).data,
  });
}

function useTaskMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}

export function useCreateFleetTask() {
  return useTaskMutation(
    async (input: CreateFleetTaskInput) => (await requestEnvelope(CREATE, "createFleetTask", { input })).data,
  );
}

export function useDeleteFleetTask() {
  return useTaskMutation(
    async (fleetTaskId: number) =>
      (await requestEnvelope(DELETE, "deleteFleetTask", { input: { fleetTaskId } })).data,
  );
}

export function useChangeFleetTaskStatus() {
  return useTaskMutation(
    async (input: { fleetTaskId: number; status: FleetTaskStatus }) =>
      (await requestEnvelope(CHANGE_STATUS, "changeFleetTaskStatus", { input })).data,
  );
}
