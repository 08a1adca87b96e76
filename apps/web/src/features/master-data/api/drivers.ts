import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateDriverInput,
  MasterDriverAssignmentFieldsFragment,
  MasterDriverFieldsFragment,
  UpdateDriverAssignmentInput,
  UpdateDriverCardInput,
  UpdateDriverInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type DriverRow = MasterDriverFieldsFragment;
export type DriverAssignmentRow = MasterDriverAssignmentFieldsFragment;

graphql(`
  fragment MasterDriverFields on Driver { userId fullname email phoneNo isActive driverCardId }
`);
graphql(`
  fragment MasterDriverAssignmentFields on DriverAssignment {
    id vehicleId licensePlate driverId driver { userId fullname } slot startedAt endedAt
  }
`);

const LIST = graphql(`
  query MasterDrivers($filter: DriversFilter) {
    drivers(filter: $filter) { ...EnvelopeFields data { ...MasterDriverFields } pagination { total page show } }
  }
`);
const UPDATE_CARD = graphql(`
  mutation MasterUpdateDriverCard($input: UpdateDriverCardInput!) {
    updateDriverCard(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }
  }
`);
const CREATE = graphql(`
  mutation MasterCreateDriver($input: CreateDriverInput!) {
    createDriver(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }
  }
`);
const UPDATE = graphql(`
  mutation MasterUpdateDriver($input: UpdateDriverInput!) {
    updateDriver(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }
  }
`);
const ASSIGNMENTS = graphql(`
  query MasterDriverAssignments($filter: DriverAssignmentsFilter!) {
    driverAssignments(filter: $filter) {
      ...EnvelopeFields data { ...MasterDriverAssignmentFields } pagination { total page show }
    }
  }
`);
const UPDATE_ASSIGNMENT = graphql(`
  mutation MasterUpdateDriverAssignment($input: UpdateDriverAssignmentInput!) {
    updateDriverAssignment(input: $input) { ...EnvelopeFields data { id } }
  }
`);
const DELETE_ASSIGNMENT = graphql(`
  mutation MasterDeleteDriverAssignment($input: DeleteDriverAssignmentInput!) {
    deleteDriverAssignment(input: $input) { ...EnvelopeFields data { id } }
  }
`);

export const driversKey = ["master-data", "drivers"] as const;
const assignmentsKey = ["master-data", "driver-assignments"] as const;

export function useDrivers(query: { search: string; page: number; show: number }) {
  return useQuery({
    queryKey: [...driversKey, query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST,
        "drivers",
        {
          filter: {
            search: query.search.trim() || undefined,
            pagination: { page: query.page, show: query.show },
          },
        },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useUpdateDriverCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDriverCardInput) => requestEnvelope(UPDATE_CARD, "updateDriverCard", { input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}

/** Creates a driver, or edits (and with isActive false, deactivates) one; the vehicle form's driver list follows. */
export function useSaveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDriverInput | UpdateDriverInput) =>
      "userId" in input
        ? requestEnvelope(UPDATE, "updateDriver", { input })
        : requestEnvelope(CREATE, "createDriver", { input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driversKey }),
        queryClient.invalidateQueries({ queryKey: ["master-data", "vehicle-lookups"] }),
      ]),
  });
}

/** Whose periods: one vehicle's or one driver's. */
export type AssignmentOwner = { vehicleId: number } | { driverId: number };

export function useDriverAssignments(owner: AssignmentOwner | null, page: number, show: number) {
  return useQuery({
    queryKey: [...assignmentsKey, owner, page, show],
    enabled: owner !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        ASSIGNMENTS,
        "driverAssignments",
        { filter: { ...owner, pagination: { page, show } } },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useUpdateDriverAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDriverAssignmentInput) =>
      requestEnvelope(UPDATE_ASSIGNMENT, "updateDriverAssignment", { input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assignmentsKey }),
  });
}

export function useDeleteDriverAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      requestEnvelope(DELETE_ASSIGNMENT, "deleteDriverAssignment", { input: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assignmentsKey }),
  });
}
