import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { LandMeasurementsQuery, LandMeasurementTrackQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

export type LandMeasurementRow = NonNullable<LandMeasurementsQuery["landMeasurements"]["data"]>[number];
export type LandTrack = NonNullable<LandMeasurementTrackQuery["landMeasurementTrack"]["data"]>;
export type LandPoint = { latitude: number; longitude: number };

const landKey = ["land-measurements"] as const;

const LIST = graphql(`
  query LandMeasurements($filter: LandMeasurementsFilterInput) {
    landMeasurements(filter: $filter) {
      ...EnvelopeFields
      data {
        id name source areaSquareMeters perimeterMeters licensePlate trackStart trackEnd createdOn
        points { latitude longitude }
      }
      pagination { total page show }
    }
  }
`);

const TRACK = graphql(`
  query LandMeasurementTrack($filter: LandMeasurementTrackFilter!) {
    landMeasurementTrack(filter: $filter) {
      ...EnvelopeFields
      data { vehicleId licensePlate truncated issue areaSquareMeters perimeterMeters points { latitude longitude } }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateLandMeasurement($input: CreateLandMeasurementInput!) {
    createLandMeasurement(input: $input) { ...EnvelopeFields data { id name } }
  }
`);

const RENAME = graphql(`
  mutation RenameLandMeasurement($input: RenameLandMeasurementInput!) {
    renameLandMeasurement(input: $input) { ...EnvelopeFields data { id name } }
  }
`);

const DELETE = graphql(`
  mutation DeleteLandMeasurement($input: LandMeasurementIdInput!) {
    deleteLandMeasurement(input: $input) { ...EnvelopeFields data { id } }
  }
`);

const VEHICLES = graphql(`
  query LandVehicleOptions {
    vehicles(filter: { orderBy: { field: "licensePlate", direction: "asc" } }) {
      isSuccessful
      message
      data { id licensePlate vehicleStatus { latitude longitude } }
    }
  }
`);

export function useLandMeasurements(query: { search: string; page: number; show: number }) {
  return useQuery({
    queryKey: [...landKey, "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const envelope = await requestEnvelope(
        LIST,
        "landMeasurements",
        {
          filter: {
            search: query.search || undefined,
            pagination: { page: query.page, show: query.show },
          },
        },
        signal,
      );
      return { rows: envelope.data ?? [], total: envelope.pagination?.total ?? 0 };
    },
  });
}

/** A vehicle's track between two times as a boundary (read on demand, not cached across ranges). */
export function useLandTrack() {
  return useMutation({
    mutationFn: async (filter: { vehicleId: number; startTime: string; endTime: string }) =>
      (await requestEnvelope(TRACK, "landMeasurementTrack", { filter })).data ?? null,
  });
}

export type CreateLandMeasurement =
  | { name: string; source: "tapped"; points: LandPoint[] }
  | { name: string; source: "track"; vehicleId: number; startTime: string; endTime: string };

export function useCreateLandMeasurement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateLandMeasurement) =>
      (await requestEnvelope(CREATE, "createLandMeasurement", { input })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: landKey }),
  });
}

export function useRenameLandMeasurement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; name: string }) =>
      (await requestEnvelope(RENAME, "renameLandMeasurement", { input })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: landKey }),
  });
}

export function useDeleteLandMeasurement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await requestEnvelope(DELETE, "deleteLandMeasurement", { input: { id } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: landKey }),
  });
}

export function useLandVehicleOptions() {
  return useQuery({
    queryKey: [...landKey, "vehicles"],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const response = await graphqlRequest(VEHICLES, {}, { signal });
      if (!response.vehicles.isSuccessful) throw new Error(response.vehicles.message);
      return response.vehicles.data ?? [];
    },
  });
}
