import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { VideoUsageQuery, VideoViewsQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type VideoViewRow = NonNullable<VideoViewsQuery["videoViews"]["data"]>[number];
export type VideoUsage = NonNullable<VideoUsageQuery["videoUsage"]["data"]>;

const videoKey = ["track-vision", "video"] as const;

const VIEWS = graphql(`
  query VideoViews($filter: VideoViewsFilter!) {
    videoViews(filter: $filter) {
      ...EnvelopeFields
      data {
        id userId userName vehicleId licensePlate channel mode recordedStart recordedEnd startedAt endedAt
        secondsWatched
      }
      pagination { total page show }
    }
  }
`);

const USAGE = graphql(`
  query VideoUsage {
    videoUsage {
      ...EnvelopeFields
      data { monthStart monthEnd secondsUsed minutesUsed monthlyVideoMinutes maxLiveStreams runningViews }
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateVideoSettings($input: UpdateVideoSettingsInput!) {
    updateVideoSettings(input: $input) {
      ...EnvelopeFields
      data { monthStart monthEnd secondsUsed minutesUsed monthlyVideoMinutes maxLiveStreams runningViews }
    }
  }
`);

export interface VideoViewsQueryInput {
  startDate: string;
  endDate: string;
  vehicleId: number | null;
  page: number;
  show: number;
}

/** How often a listing with a viewing still under way asks again. */
const ONGOING_REFRESH_MS = 5_000;

/** Who watched which vehicle's cameras in the window, newest first, a page. */
export function useVideoViews(query: VideoViewsQueryInput) {
  return useQuery({
    queryKey: [...videoKey, "views", query],
    placeholderData: keepPreviousData,
    // a viewing still under way ends when its viewer's socket closes, on the server: the list asks again until then
    // (opened just after stopping a tile it showed "Sedang ditonton" for good)
    refetchInterval: (current) =>
      current.state.data?.rows.some((row) => !row.endedAt) ? ONGOING_REFRESH_MS : false,
    queryFn: async () => {
      const envelope = await requestEnvelope(VIEWS, "videoViews", {
        filter: {
          startDate: query.startDate,
          endDate: query.endDate,
          vehicleId: query.vehicleId,
          pagination: { page: query.page, show: query.show },
        },
      });
      return { rows: envelope.data ?? [], total: envelope.pagination?.total ?? 0 };
    },
  });
}

/** This month's video minutes, the quota and the streams cap. */
export function useVideoUsage(enabled = true) {
  return useQuery({
    queryKey: [...videoKey, "usage"],
    enabled,
    queryFn: async () => (await requestEnvelope(USAGE, "videoUsage", {})).data ?? null,
  });
}

export function useUpdateVideoSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { maxLiveStreams: number; monthlyVideoMinutes: number | null }) =>
      (await requestEnvelope(UPDATE, "updateVideoSettings", { input })).data ?? null,
    onSuccess: () => client.invalidateQueries({ queryKey: videoKey }),
  });
}
