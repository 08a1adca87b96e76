import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateServiceOrderInput,
  CreateServicePlanInput,
  ServiceDueStatus,
  ServiceOrderStatus,
  ServiceOrdersQuery,
  ServicePlanItemsQuery,
  ServicePlansQuery,
  UpdateServiceOrderInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";

graphql(`
  fragment ServicePlanItemFields on ServicePlanItem {
    servicePlanItemId servicePlanId planName vehicleId licensePlate name
    intervalKm intervalHours intervalDays noticeKm noticeHours noticeDays
    lastServiceDay lastServiceOdometerKm odometerKm engineHours
    status dueOdometerKm dueEngineHours dueDay remainingKm remainingHours remainingDays projectedDueDay
  }
`);

graphql(`
  fragment ServiceOrderFields on ServiceOrder {
    serviceOrderId code status vehicleId licensePlate location workshopName personInCharge scheduledDay
    planItems { servicePlanItemId name } extraServices costLines { kind name quantity unitPrice } totalCost notes
    finishedOdometerKm finishedOn createdOn
  }
`);

const ITEMS = graphql(`
  query ServicePlanItems($filter: ServicePlanItemsFilter) {
    servicePlanItems(filter: $filter) {
      ...EnvelopeFields
      list { ...ServicePlanItemFields }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const PLANS = graphql(`
  query ServicePlans($vehicleId: Int) {
    servicePlans(vehicleId: $vehicleId) {
      ...EnvelopeFields
      list { servicePlanId vehicleId licensePlate name odometerKm engineHours items { ...ServicePlanItemFields } }
    }
  }
`);

const ORDERS = graphql(`
  query ServiceOrders($filter: ServiceOrdersFilter) {
    serviceOrders(filter: $filter) {
      ...EnvelopeFields
      list { ...ServiceOrderFields }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const ORDER = graphql(`
  query ServiceOrder($serviceOrderId: Int!) {
    serviceOrder(serviceOrderId: $serviceOrderId) { ...EnvelopeFields data { ...ServiceOrderFields } }
  }
`);

const VEHICLES = graphql(`
  query MaintenanceVehicles {
    vehicles { ...EnvelopeFields data { id licensePlate } }
  }
`);

const CREATE_PLAN = graphql(`
  mutation CreateServicePlan($input: CreateServicePlanInput!) {
    createServicePlan(input: $input) { ...EnvelopeFields data { servicePlanId } }
  }
`);

const DELETE_PLAN = graphql(`
  mutation DeleteServicePlan($input: ServicePlanIdInput!) {
    deleteServicePlan(input: $input) { ...EnvelopeFields data { servicePlanId } }
  }
`);

const CORRECT_METERS = graphql(`
  mutation CorrectVehicleMeters($input: CorrectVehicleMetersInput!) {
    correctVehicleMeters(input: $input) { ...EnvelopeFields data { vehicleId odometerKm engineHours } }
  }
`);

const CREATE_ORDER = graphql(`
  mutation CreateServiceOrder($input: CreateServiceOrderInput!) {
    createServiceOrder(input: $input) { ...EnvelopeFields data { serviceOrderId code } }
  }
`);

const UPDATE_ORDER = graphql(`
  mutation UpdateServiceOrder($input: UpdateServiceOrderInput!) {
    updateServiceOrder(input: $input) { ...EnvelopeFields data { serviceOrderId code } }
  }
`);

const CHANGE_STATUS = graphql(`
  mutation ChangeServiceOrderStatus($input: ChangeServiceOrderStatusInput!) {
    changeServiceOrderStatus(input: $input) { ...EnvelopeFields data { serviceOrderId status } }
  }
`);

export type ServicePlanItemRow = NonNullable<ServicePlanItemsQuery["servicePlanItems"]["list"]>[number];
export type ServicePlanRow = NonNullable<ServicePlansQuery["servicePlans"]["list"]>[number];
export type ServiceOrderRow = NonNullable<ServiceOrdersQuery["serviceOrders"]["list"]>[number];

/** Every cached maintenance list (an order's finish changes the plans). */
export const MAINTENANCE_KEY = ["maintenance"] as const;

/** A page of plan items by urgency, and the count per due status. */
export function useServicePlanItems(filter: {
  dueStatus: ServiceDueStatus | null;
  page: number;
  show: number;
}) {
  return useQuery({
    queryKey: [...MAINTENANCE_KEY, "items", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        ITEMS,
        "servicePlanItems",
        { filter: { dueStatus: filter.dueStatus, pagination: { page: filter.page, show: filter.show } } },
        signal,
      );
      return statusCountedPage(result);
    },
  });
}

export function useServicePlans(vehicleId: number | null = null) {
  return useQuery({
    queryKey: [...MAINTENANCE_KEY, "plans", vehicleId],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(PLANS, "servicePlans", { vehicleId }, signal)).list ?? [],
  });
}

export function useServiceOrders(filter: {
  statuses: ServiceOrderStatus[] | null;
  page: number;
  show: number;
}) {
  return useQuery({
    queryKey: [...MAINTENANCE_KEY, "orders", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        ORDERS,
        "serviceOrders",
        { filter: { statuses: filter.statuses, pagination: { page: filter.page, show: filter.show } } },
        signal,
      );
      return statusCountedPage(result);
    },
  });
}

export function useServiceOrder(serviceOrderId: number) {
  return useQuery({
    queryKey: [...MAINTENANCE_KEY, "order", serviceOrderId],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(ORDER, "serviceOrder", { serviceOrderId }, signal)).data ?? null,
  });
}

export function useMaintenanceVehicles() {
  return useQuery({
    queryKey: [...MAINTENANCE_KEY, "vehicles"],
    queryFn: async ({ signal }) => (await requestEnvelope(VEHICLES, "vehicles", {}, signal)).data ?? [],
  });
}

function useMaintenanceMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: MAINTENANCE_KEY }),
  });
}

export function useCreateServicePlan() {
  return useMaintenanceMutation(
    async (input: CreateServicePlanInput) =>
      (await requestEnvelope(CREATE_PLAN, "createServicePlan", { input })).data,
  );
}

export function useDeleteServicePlan() {
  return useMaintenanceMutation(
    async (servicePlanId: number) =>
      (await requestEnvelope(DELETE_PLAN, "deleteServicePlan", { input: { servicePlanId } })).data,
  );
}

export function useCorrectVehicleMeters() {
  return useMaintenanceMutation(
    async (input: { vehicleId: number; odometerKm: number; engineHours: number | null }) =>
      (await requestEnvelope(CORRECT_METERS, "correctVehicleMeters", { input })).data,
  );
}

export function useCreateServiceOrder() {
  return useMaintenanceMutation(
    async (input: CreateServiceOrderInput) =>
      (await requestEnvelope(CREATE_ORDER, "createServiceOrder", { input })).data,
  );
}

export function useUpdateServiceOrder() {
  return useMaintenanceMutation(
    async (input: UpdateServiceOrderInput) =>
      (await requestEnvelope(UPDATE_ORDER, "updateServiceOrder", { input })).data,
  );
}

export function useChangeServiceOrderStatus() {
  return useMaintenanceMutation(
    async (input: { serviceOrderId: number; status: ServiceOrderStatus }) =>
      (await requestEnvelope(CHANGE_STATUS, "changeServiceOrderStatus", { input })).data,
  );
}
