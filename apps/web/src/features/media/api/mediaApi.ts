import { JT808_VENDOR_TYPES } from "@armada/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { DownloadVideoHistoryFieldsFragment, SetUploadMediaInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

graphql(`
  fragment DownloadVideoHistoryFields on DownloadVideoHistory {
    id vehicleId rawAlertId channel startTime endTime status fileSize contentType url failureReason createdOn updatedOn
  }
`);

export type DownloadVideoHistory = DownloadVideoHistoryFieldsFragment;

const HISTORIES = graphql(`
  query MediaDownloadVideoHistories($filter: DownloadVideoHistoriesFilter!) {
    findDownloadVideoHistories(filter: $filter) {
      ...EnvelopeFields data { ...DownloadVideoHistoryFields } pagination { total page show }
    }
  }
`);

const VIDEOS = graphql(`
  query MediaVehicleVideos($filter: VehicleVideosFilter!) {
    vehicleVideos(filter: $filter) {
      ...EnvelopeFields data { channel startTime endTime fileSize storageType url downloadVideoHistoryId }
    }
  }
`);

const FILE_LIST_UPDATE = graphql(`
  mutation MediaRequestVideoFileListUpdate($input: VideoFileListUpdateInput!) {
    requestVideoFileListUpdate(input: $input) { ...EnvelopeFields data }
  }
`);

const UPLOAD = graphql(`
  mutation MediaSetUploadMedia($input: SetUploadMediaInput!) {
    setUploadMedia(input: $input) { ...EnvelopeFields data { ...DownloadVideoHistoryFields } }
  }
`);

const VEHICLE_STATUS = graphql(`
  query MediaVehicleStatus($filter: VehicleStatusesFilter) {
    vehicleStatuses(filter: $filter) { ...EnvelopeFields data { vehicleId lastReceive imei } }
  }
`);

const DASHCAM_VEHICLES = graphql(`
  query MediaDashcamVehicles {
    vehicles(filter: { orderBy: { field: "licensePlate", direction: "asc" } }) {
      ...EnvelopeFields data {
        id licensePlate driver1 { fullname } device { imei vendorType } cameraDevice { imei vendorType }
      }
    }
  }
`);

/** Every status of a vehicle: a dashcam's vehicle in the workshop still holds its clips. */
const ALL_VEHICLE_STATUSES = ["active", "service", "repair", "archived"];

/** A vehicle's clip requests: around one time (±60 s), or in a window (startTime to endTime). */
export async function fetchDownloadHistories(
  filter: { vehicleId: number; startTime: string; endTime?: string; page?: number; show?: number },
  signal?: AbortSignal,
) {
  const { page = 1, show = 9999, ...rest } = filter;
  const result = await requestEnvelope(
    HISTORIES,
    "findDownloadVideoHistories",
    { filter: { ...rest, pagination: { page, show } } },
    signal,
  );
  return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
}

/** The dashcam's files of a channel and window (isFromCache false), or the clips stored here (true). */
export async function fetchVehicleVideos(filter: {
  vehicleId: number;
  channel: number;
  startTime: string;
  endTime: string;
  isFromCache: boolean;
}) {
  const result = await requestEnvelope(VIDEOS, "vehicleVideos", {
    filter: { ...filter, fileListOnly: true },
  });
  return result.data ?? [];
}

export async function requestFileListUpdate(input: {
  imei: string;
  vehicleId: number;
  channel: number | null;
}) {
  await requestEnvelope(FILE_LIST_UPDATE, "requestVideoFileListUpdate", { input });
}

/** setUploadMedia: the server's message (Sent) and the new request. */
export async function setUploadMedia(input: SetUploadMediaInput) {
  const result = await requestEnvelope(UPLOAD, "setUploadMedia", { input });
  return { message: result.message, request: result.data };
}

/** The vehicle's device: when it last sent anything, and its IMEI / terminal id. */
export async function fetchVehicleDeviceStatus(vehicleId: number) {
  const result = await requestEnvelope(VEHICLE_STATUS, "vehicleStatuses", {
    filter: { vehicleId, statuses: ALL_VEHICLE_STATUSES },
  });
  const status = result.data?.find((entry) => entry.vehicleId === vehicleId);
  return { lastReceive: status?.lastReceive ?? null, imei: status?.imei ?? null };
}

/**
 * The company's vehicles that carry a JT/T 808 dashcam, for the media pages' vehicle pickers; `device` is the
 * dashcam (the one beside the tracker on a two-device vehicle).
 */
export function useDashcamVehicles() {
  return useQuery({
    queryKey: ["media", "dashcam-vehicles"],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(DASHCAM_VEHICLES, "vehicles", {}, signal);
      return (result.data ?? [])
        .map(({ cameraDevice, ...vehicle }) => ({ ...vehicle, device: cameraDevice ?? vehicle.device }))
        .filter((vehicle) => vehicle.device && JT808_VENDOR_TYPES.includes(vehicle.device.vendorType));
    },
  });
}

/** One page of a vehicle's clip requests in a window (/video-history/). */
export function useDownloadHistories(
  filter: { vehicleId: number; startTime: string; endTime: string; page: number; show: number } | null,
) {
  return useQuery<{ rows: DownloadVideoHistory[]; total: number }>({
    queryKey: ["media", "histories", filter],
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((row) => row.status === "W") ? 30_000 : false),
    queryFn: async ({ signal }) => (filter ? fetchDownloadHistories(filter, signal) : { rows: [], total: 0 }),
  });
}

export interface VehicleVideosWindow {
  vehicleId: number;
  channel: number;
  startTime: string;
  endTime: string;
}

/** The dashcam's file list of a channel and window (asked of the device), when `filter` is set (/vehicle-media/). */
export function useDeviceFiles(filter: VehicleVideosWindow | null) {
  return useQuery({
    queryKey: ["media", "device-files", filter],
    enabled: filter !== null,
    retry: false,
    queryFn: async () => (filter ? fetchVehicleVideos({ ...filter, isFromCache: false }) : []),
  });
}

/** The clips of a channel and window stored here (/vehicle-media/); refreshed while a request waits. */
export function useStoredClips(filter: VehicleVideosWindow | null, waiting: boolean) {
  return useQuery({
    queryKey: ["media", "stored-clips", filter],
    enabled: filter !== null,
    refetchInterval: waiting ? 30_000 : false,
    queryFn: async () => (filter ? fetchVehicleVideos({ ...filter, isFromCache: true }) : []),
  });
}

/** Asks the dashcam to upload one file's window; the history lists it right after. */
export function useRequestUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUploadMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["media"] }),
  });
}
