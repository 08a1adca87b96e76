import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  AvailabilityView,
  CreateUnavailabilityInput,
  FleetAvailabilityQuery,
  PaginationInput,
  UpdateUnavailabilityInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { DELIVERIES_KEY } from "./deliveryOrders";

const BOARD = graphql(`
  query FleetAvailability($input: FleetAvailabilityInput!) {
    fleetAvailability(input: $input) {
      ...EnvelopeFields
      data {
        days
        vehicles {
          vehicleId licensePlate vehicleTypeName capacityKg capacityM3
          days { day state fleetTaskIds serviceOrderIds unavailabilityIds }
        }
        vehiclePagination { total page show }
        drivers { driverId name days { day state fleetTaskIds serviceOrderIds unavailabilityIds } }
        driverPagination { total page show }
        tasks { fleetTaskId code status isInstant departureTime endTime }
        serviceOrders { serviceOrderId status scheduledDay }
        unavailabilities { unavailabilityId vehicleId driverId reason fromDay toDay note }
      }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateUnavailability($input: CreateUnavailabilityInput!) {
    createUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }
  }
`);

const UPDATE = graphql(`
  mutation UpdateUnavailability($input: UpdateUnavailabilityInput!) {
    updateUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }
  }
`);

const DELETE = graphql(`
  mutation DeleteUnavailability($input: UnavailabilityIdInput!) {
    deleteUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }
  }
`);

export type FleetAvailabilityBoard = NonNullable<FleetAvailabilityQuery["fleetAvailability"]["data"]>;
export type AvailabilityDayCell = FleetAvailabilityBoard["vehicles"][number]["days"][number];
export type BoardUnavailability = FleetAvailabilityBoard["unavailabilities"][number];

const BOARD_KEY = [...DELIVERIES_KEY, "availability"] as const;

/** The board of the day or week around `day`, a page of vehicles and a page of drivers. */
export function useFleetAvailability(
  day: string,
  view: AvailabilityView,
  vehiclePagination: PaginationInput,
  driverPagination: PaginationInput,
) {
  const input = { day, view, vehiclePagination, driverPagination };
  return useQuery({
    queryKey: [...BOARD_KEY, input],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(BOARD, "fleetAvailability", { input }, signal)).data,
    placeholderData: keepPreviousData,
  });
}

function useBoardMutation<TInput>(run: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: BOARD_KEY }) });
}

export function useCreateUnavailability() {
  return useBoardMutation(
    async (input: CreateUnavailabilityInput) =>
      (await requestEnvelope(CREATE, "createUnavailability", { input })).data,
  );
}

export function useUpdateUnavailability() {
  return useBoardMutation(
    async (input: UpdateUnavailabilityInput) =>
      (await requestEnvelope(UPDATE, "updateUnavailability", { input })).data,
  );
}

export function useDeleteUnavailability() {
  return useBoardMutation(
    async (unavailabilityId: number) =>
      (await requestEnvelope(DELETE, "deleteUnavailability", { input: { unavailabilityId } })).data,
  );
}
