import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  AllowanceExpenseInput,
  AllowanceFleetTasksQuery,
  AllowanceStatus,
  DriverAllowanceInput,
  DriverAllowancesQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { uploadFile } from "@/shared/api/uploadFile";
import { COSTS_KEY, useCostMutation } from "./costs";

graphql(`
  fragment DriverAllowanceFields on DriverAllowance {
    allowanceId vehicleId licensePlate driverId driverName fleetTaskId fleetTaskCode purpose amount paidOn note status
    spent expenseCount variance direction closedOn
  }
`);

const LIST = graphql(`
  query DriverAllowances($filter: DriverAllowanceFilterInput!, $pagination: PaginationInput) {
    driverAllowances(filter: $filter, pagination: $pagination) {
      ...EnvelopeFields
      list { ...DriverAllowanceFields }
      pagination { total page show }
    }
  }
`);

const DETAIL = graphql(`
  query DriverAllowance($input: DriverAllowanceIdInput!) {
    driverAllowance(input: $input) {
      ...EnvelopeFields
      data {
        allowance { ...DriverAllowanceFields }
        expenses { expenseId kind spentAt amount description receiptUrl }
      }
    }
  }
`);

const BALANCES = graphql(`
  query DriverAllowanceBalances {
    driverAllowanceBalances { ...EnvelopeFields data { driverId driverName openCount advanced spent outstanding } }
  }
`);

const DRIVERS = graphql(`
  query AllowanceDrivers {
    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) {
      ...EnvelopeFields
      data { userId fullname }
    }
  }
`);

const FLEET_TASKS = graphql(`
  query AllowanceFleetTasks($input: AllowanceFleetTasksInput!) {
    allowanceFleetTasks(input: $input) {
      ...EnvelopeFields
      data { fleetTaskId code status departureTime licensePlate driverName stopCount }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateDriverAllowance($input: DriverAllowanceInput!) {
    createDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId } }
  }
`);

const ADD_EXPENSE = graphql(`
  mutation AddAllowanceExpense($input: AllowanceExpenseInput!) {
    addAllowanceExpense(input: $input) { ...EnvelopeFields data { allowanceId } }
  }
`);

const DELETE_EXPENSE = graphql(`
  mutation DeleteAllowanceExpense($input: AllowanceExpenseIdInput!) {
    deleteAllowanceExpense(input: $input) { ...EnvelopeFields data { allowanceId } }
  }
`);

const SETTLE = graphql(`
  mutation SettleDriverAllowance($input: DriverAllowanceIdInput!) {
    settleDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId variance direction } }
  }
`);

const CANCEL = graphql(`
  mutation CancelDriverAllowance($input: DriverAllowanceIdInput!) {
    cancelDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId } }
  }
`);

export type AllowanceRow = NonNullable<DriverAllowancesQuery["driverAllowances"]["list"]>[number];

const ALLOWANCES_KEY = [...COSTS_KEY, "allowances"] as const;

export interface AllowanceFilter {
  from: string;
  to: string;
  vehicleId: number | null;
  status: AllowanceStatus | null;
}

export function useAllowances(filter: AllowanceFilter, page: number, show: number) {
  return useQuery({
    queryKey: [...ALLOWANCES_KEY, "list", filter, page, show],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST,
        "driverAllowances",
        { filter, pagination: { page, show } },
        signal,
      );
      return { rows: result.list ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useAllowance(allowanceId: number | null) {
  return useQuery({
    queryKey: [...ALLOWANCES_KEY, "detail", allowanceId],
    enabled: allowanceId !== null,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(DETAIL, "driverAllowance", { input: { allowanceId: allowanceId ?? 0 } }, signal))
        .data,
  });
}

export function useAllowanceBalances() {
  return useQuery({
    queryKey: [...ALLOWANCES_KEY, "balances"],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(BALANCES, "driverAllowanceBalances", {}, signal)).data ?? [],
  });
}

export function useAllowanceDrivers(enabled: boolean) {
  return useQuery({
    queryKey: [...ALLOWANCES_KEY, "drivers"],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await requestEnvelope(DRIVERS, "drivers", {}, signal)).data ?? [],
  });
}

export type AllowanceFleetTask = NonNullable<AllowanceFleetTasksQuery["allowanceFleetTasks"]["data"]>[number];

/** The picker's fleet tasks: the vehicle's or the driver's (asked once either is chosen), matching the search. */
export function useAllowanceFleetTasks(input: {
  vehicleId: number | null;
  driverId: number | null;
  search: string;
}) {
  return useQuery({
    queryKey: [...ALLOWANCES_KEY, "fleetTasks", input],
    enabled: input.vehicleId !== null || input.driverId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(FLEET_TASKS, "allowanceFleetTasks", { input }, signal)).data ?? [],
  });
}

export const useCreateAllowance = () =>
  useCostMutation(
    async (input: DriverAllowanceInput) =>
      (await requestEnvelope(CREATE, "createDriverAllowance", { input })).data,
  );

export const useAddAllowanceExpense = () =>
  useCostMutation(
    async (input: AllowanceExpenseInput) =>
      (await requestEnvelope(ADD_EXPENSE, "addAllowanceExpense", { input })).data,
  );

export const useDeleteAllowanceExpense = () =>
  useCostMutation(
    async (expenseId: number) =>
      (await requestEnvelope(DELETE_EXPENSE, "deleteAllowanceExpense", { input: { expenseId } })).data,
  );

export const useSettleAllowance = () =>
  useCostMutation(
    async (allowanceId: number) =>
      (await requestEnvelope(SETTLE, "settleDriverAllowance", { input: { allowanceId } })).data,
  );

export const useCancelAllowance = () =>
  useCostMutation(
    async (allowanceId: number) =>
      (await requestEnvelope(CANCEL, "cancelDriverAllowance", { input: { allowanceId } })).data,
  );

/** Stores a receipt photo (png, jpg, webp) and answers its URL. */
export const uploadReceipt = (file: File): Promise<string> => uploadFile("/api/costs/uploads", file);
