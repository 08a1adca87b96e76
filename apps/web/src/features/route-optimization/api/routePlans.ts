import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateRoutePlanInput,
  MoveRoutePlanStopInput,
  RoutePlanQuery,
  RoutePlanStatus,
  RoutePlansQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";

graphql(`
  fragment RoutePlanStopFields on RoutePlanStop {
    stopId deliveryOrderId deliveryOrderCode customerName address lat lng weightKg volumeM3 window { start end }
    position arrival departure late unassignedReason requiredSkills missingSkills priority
  }
`);

graphql(`
  fragment RoutePlanFields on RoutePlan {
    routePlanId code status day depot { address lat lng } shiftStart shiftEnd detourFactor speedKmh serviceMinutes
    travelSource travelFallback travelSamples traffic timeLimitSeconds solveMs distanceKm createdOn acceptedOn
    breakRule { afterMinutes minutes }
    balanceRoutes
    routes {
      routeId sequence vehicleId licensePlate driverId capacityKg capacityM3 skills distanceKm loadKg loadM3 returnAt
      violations breaks { start end } fleetTaskId fleetTaskCode stops { ...RoutePlanStopFields }
    }
    unassigned { ...RoutePlanStopFields }
  }
`);

const PLANS = graphql(`
  query RoutePlans($filter: RoutePlansFilter) {
    routePlans(filter: $filter) {
      ...EnvelopeFields
      list {
        routePlanId code status day depotAddress shiftStart shiftEnd vehicleCount routedCount unassignedCount
        createdOn
      }
      pagination { total }
      statusCounts { status count }
    }
  }
`);

const PLAN = graphql(`
  query RoutePlan($routePlanId: Int!) {
    routePlan(routePlanId: $routePlanId) { ...EnvelopeFields data { ...RoutePlanFields } }
  }
`);

const VEHICLES = graphql(`
  query RoutePlanVehicles {
    vehicles { ...EnvelopeFields data { id licensePlate tonnage volume } }
  }
`);

const DRIVERS = graphql(`
  query RoutePlanDrivers {
    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }
  }
`);

const CREATE = graphql(`
  mutation CreateRoutePlan($input: CreateRoutePlanInput!) {
    createRoutePlan(input: $input) { ...EnvelopeFields data { routePlanId } }
  }
`);

const MOVE = graphql(`
  mutation MoveRoutePlanStop($input: MoveRoutePlanStopInput!) {
    moveRoutePlanStop(input: $input) { ...EnvelopeFields data { ...RoutePlanFields } }
  }
`);

const ACCEPT = graphql(`
  mutation AcceptRoutePlan($input: RoutePlanIdInput!) {
    acceptRoutePlan(input: $input) { ...EnvelopeFields data { ...RoutePlanFields } }
  }
`);

export type RoutePlanRow = NonNullable<RoutePlansQuery["routePlans"]["list"]>[number];
export type RoutePlan = NonNullable<RoutePlanQuery["routePlan"]["data"]>;
export type PlanRoute = RoutePlan["routes"][number];
export type PlanStop = RoutePlan["unassigned"][number];

const ROUTE_PLANS_KEY = ["routePlans"] as const;

export function useRoutePlans(query: { status: RoutePlanStatus | null; page: number; show: number }) {
  return useQuery({
    queryKey: [...ROUTE_PLANS_KEY, "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      statusCountedPage(
        await requestEnvelope(
          PLANS,
          "routePlans",
          { filter: { status: query.status, pagination: { page: query.page, show: query.show } } },
          signal,
        ),
      ),
  });
}

export function useRoutePlan(routePlanId: number) {
  return useQuery({
    queryKey: [...ROUTE_PLANS_KEY, "plan", routePlanId],
    queryFn: async ({ signal }) => (await requestEnvelope(PLAN, "routePlan", { routePlanId }, signal)).data,
  });
}

export function useRoutePlanVehicles() {
  return useQuery({
    queryKey: [...ROUTE_PLANS_KEY, "vehicles"],
    queryFn: async ({ signal }) => (await requestEnvelope(VEHICLES, "vehicles", {}, signal)).data ?? [],
  });
}

/** The company's active drivers to pick per vehicle; none when the planner may not read drivers (the vehicle's own then). */
export function useRoutePlanDrivers() {
  return useQuery({
    queryKey: [...ROUTE_PLANS_KEY, "drivers"],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(DRIVERS, "drivers", {}, signal).catch(() => ({ data: [] }))).data ?? [],
  });
}

export function useCreateRoutePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateRoutePlanInput) =>
      (await requestEnvelope(CREATE, "createRoutePlan", { input })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ROUTE_PLANS_KEY }),
  });
}

/** A change of a plan: its answer is the plan as it is now. */
function usePlanChange<TInput>(run: (input: TInput) => Promise<RoutePlan | null | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (plan) => {
      if (plan) client.setQueryData([...ROUTE_PLANS_KEY, "plan", plan.routePlanId], plan);
      void client.invalidateQueries({ queryKey: [...ROUTE_PLANS_KEY, "list"] });
    },
  });
}

export function useMoveRoutePlanStop() {
  return usePlanChange(
    async (input: MoveRoutePlanStopInput) =>
      (await requestEnvelope(MOVE, "moveRoutePlanStop", { input })).data,
  );
}

export function useAcceptRoutePlan() {
  return usePlanChange(
    async (routePlanId: number) =>
      (await requestEnvelope(ACCEPT, "acceptRoutePlan", { input: { routePlanId } })).data,
  );
}
