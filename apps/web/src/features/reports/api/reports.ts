import type { ReportKind } from "@armada/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { ReportFilter } from "@/generated/graphql/graphql";
import { EnvelopeError } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

const TRIPS = graphql(`
  query TripReport($filter: ReportFilter!) {
    tripReport(filter: $filter) {
      ...EnvelopeFields
      data {
        vehicleId licensePlate driverName startTime endTime startAddress endAddress distanceKm durationSeconds
        maxSpeed avgSpeed
      }
      pagination { total page show }
    }
  }
`);

const STOPS = graphql(`
  query StopReport($filter: ReportFilter!) {
    stopReport(filter: $filter) {
      ...EnvelopeFields
      data {
        vehicleId licensePlate driverName startTime endTime durationSeconds idleSeconds parkedSeconds kind address
      }
      pagination { total page show }
    }
  }
`);

const VISITS = graphql(`
  query GeofenceVisitReport($filter: ReportFilter!) {
    geofenceVisitReport(filter: $filter) {
      ...EnvelopeFields
      data { vehicleId licensePlate geofenceId fenceName enterTime exitTime dwellSeconds }
      pagination { total page show }
    }
  }
`);

const ALERTS = graphql(`
  query AlertSummaryReport($filter: ReportFilter!) {
    alertSummaryReport(filter: $filter) {
      ...EnvelopeFields
      data {
        summary { total falseAlerts falseAlertRate }
        byCode { key label total falseAlerts falseAlertRate }
        byVehicle { key label total falseAlerts falseAlertRate }
        byDriver { key label total falseAlerts falseAlertRate }
      }
    }
  }
`);

const UTILISATION = graphql(`
  query UtilisationReport($filter: ReportFilter!) {
    utilisationReport(filter: $filter) {
      ...EnvelopeFields
      data { vehicleId licensePlate day drivingSeconds idleSeconds parkedSeconds offlineSeconds }
      pagination { total page show }
    }
  }
`);

const DRIVER_SCORES = graphql(`
  query DriverScoreReport($filter: ReportFilter!) {
    driverScoreReport(filter: $filter) {
      ...EnvelopeFields
      data { driverId fullname score finalGrade totalAlert distanceKm drivingSeconds }
      pagination { total page show }
    }
  }
`);

const SCOPE_OPTIONS = graphql(`
  query ReportScopeOptions {
    vehicles(filter: { orderBy: { field: "licensePlate", direction: "asc" } }) { isSuccessful data { id licensePlate } }
  }
`);

const GROUP_OPTIONS = graphql(`
  query ReportGroupOptions {
    vgroups(filter: { pagination: { page: 1, show: 999 } }) { isSuccessful data { id name } }
  }
`);

/** Throws the envelope's message when the server refused (e.g. a period over 31 days). */
function unwrap<
  T extends { isSuccessful: boolean; message: string; errorName?: string | null; status: number },
>(result: T): T {
  if (!result.isSuccessful) throw new EnvelopeError(result);
  return result;
}

const fetchers = {
  trips: async (filter: ReportFilter, signal: AbortSignal) =>
    unwrap((await graphqlRequest(TRIPS, { filter }, { signal })).tripReport),
  stops: async (filter: ReportFilter, signal: AbortSignal) =>
    unwrap((await graphqlRequest(STOPS, { filter }, { signal })).stopReport),
  geofenceVisits: async (filter: ReportFilter, signal: AbortSignal) =>
    unwrap((await graphqlRequest(VISITS, { filter }, { signal })).geofenceVisitReport),
  alerts: async (filter: ReportFilter, signal: AbortSignal) =>
    unwrap((await graphqlRequest(ALERTS, { filter }, { signal })).alertSummaryReport),
  utilisation: async (filter: ReportFilter, signal: AbortSignal) =>
    unwrap((await graphqlRequest(UTILISATION, { filter }, { signal })).utilisationReport),
  driverScores: async (filter: ReportFilter, signal: AbortSignal) =>
    unwrap((await graphqlRequest(DRIVER_SCORES, { filter }, { signal })).driverScoreReport),
} satisfies Record<ReportKind, unknown>;

export type ReportAnswer<K extends ReportKind> = Awaited<ReturnType<(typeof fetchers)[K]>>;

/** One report's page (or, for the alert summary, its groups) for the filter. */
export function useReport<K extends ReportKind>(kind: K, filter: ReportFilter, enabled = true) {
  return useQuery({
    queryKey: ["reports", kind, filter],
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchers[kind](filter, signal) as Promise<ReportAnswer<K>>,
  });
}

/** The vehicles and vehicle groups a report can be narrowed to (groups empty without access to them). */
export function useScopeOptions() {
  return useQuery({
    queryKey: ["reports", "scope-options"],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const [vehicles, groups] = await Promise.all([
        graphqlRequest(SCOPE_OPTIONS, {}, { signal }),
        graphqlRequest(GROUP_OPTIONS, {}, { signal }).catch(() => null),
      ]);
      return { vehicles: vehicles.vehicles.data ?? [], groups: groups?.vgroups.data ?? [] };
    },
  });
}
