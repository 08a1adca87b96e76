import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  ScheduledReportInput,
  ScheduledReportRunsQuery,
  ScheduledReportsQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type ScheduledReportRow = NonNullable<ScheduledReportsQuery["scheduledReports"]["data"]>[number];
export type ScheduledReportRunRow = NonNullable<
  ScheduledReportRunsQuery["scheduledReportRuns"]["data"]
>[number];

/** Any change refreshes the schedules and their histories. */
const scheduledReportsKey = ["scheduled-reports"] as const;

const LIST = graphql(`
  query ScheduledReports {
    scheduledReports {
      ...EnvelopeFields
      data {
        id name reportKind frequency weekday monthDay hour vehicleId vgroupId formats language userIds emails phones
        paused nextRunAt lastRunStatus lastRunOn
      }
    }
  }
`);

const PEOPLE = graphql(`
  query ScheduledReportPeople {
    scheduledReportPeople {
      ...EnvelopeFields
      data { id name hasEmail hasPhone }
    }
  }
`);

const RUNS = graphql(`
  query ScheduledReportRuns($filter: ScheduledReportRunsFilter!) {
    scheduledReportRuns(filter: $filter) {
      ...EnvelopeFields
      data {
        id trigger periodStart periodEnd status error rowCount size files createdOn finishedOn
        recipients { channel address name }
      }
      pagination { total page show }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateScheduledReport($input: ScheduledReportInput!) {
    createScheduledReport(input: $input) {
      ...EnvelopeFields
      data { id }
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateScheduledReport($input: UpdateScheduledReportInput!) {
    updateScheduledReport(input: $input) {
      ...EnvelopeFields
      data { id }
    }
  }
`);

const SET_PAUSED = graphql(`
  mutation SetScheduledReportPaused($input: SetScheduledReportPausedInput!) {
    setScheduledReportPaused(input: $input) {
      ...EnvelopeFields
      data { id }
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteScheduledReport($input: ScheduledReportIdInput!) {
    deleteScheduledReport(input: $input) {
      ...EnvelopeFields
    }
  }
`);

const SEND_NOW = graphql(`
  mutation SendScheduledReportNow($input: ScheduledReportIdInput!) {
    sendScheduledReportNow(input: $input) {
      ...EnvelopeFields
      data { id }
    }
  }
`);

const isOpen = (status: string | null | undefined) => status === "QUEUED" || status === "RUNNING";

/** The schedules; refreshed every few seconds while a last run is waiting or being made. */
export function useScheduledReports() {
  return useQuery<ScheduledReportRow[]>({
    queryKey: [...scheduledReportsKey, "list"],
    refetchInterval: (current) =>
      current.state.data?.some((schedule) => isOpen(schedule.lastRunStatus)) ? 2_000 : false,
    queryFn: async ({ signal }) => (await requestEnvelope(LIST, "scheduledReports", {}, signal)).data ?? [],
  });
}

export function useScheduledReportPeople() {
  return useQuery({
    queryKey: [...scheduledReportsKey, "people"],
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(PEOPLE, "scheduledReportPeople", {}, signal)).data ?? [],
  });
}

/** A schedule's history; refreshed every few seconds while a run is waiting or being made. */
export function useScheduledReportRuns(
  scheduledReportId: number | null,
  query: { page: number; show: number },
) {
  return useQuery<{ rows: ScheduledReportRunRow[]; total: number }>({
    queryKey: [...scheduledReportsKey, "runs", scheduledReportId, query],
    enabled: scheduledReportId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.rows.some((run) => run.status === "QUEUED" || run.status === "RUNNING")
        ? 2_000
        : false,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        RUNS,
        "scheduledReportRuns",
        { filter: { scheduledReportId: scheduledReportId ?? 0, pagination: query } },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useSaveScheduledReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ScheduledReportInput }) =>
      id === null
        ? requestEnvelope(CREATE, "createScheduledReport", { input })
        : requestEnvelope(UPDATE, "updateScheduledReport", { input: { id, schedule: input } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledReportsKey }),
  });
}

export function useSetScheduledReportPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { scheduledReportId: number; paused: boolean }) =>
      requestEnvelope(SET_PAUSED, "setScheduledReportPaused", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledReportsKey }),
  });
}

export function useDeleteScheduledReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduledReportId: number) =>
      requestEnvelope(DELETE, "deleteScheduledReport", { input: { scheduledReportId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledReportsKey }),
  });
}

export function useSendScheduledReportNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduledReportId: number) =>
      requestEnvelope(SEND_NOW, "sendScheduledReportNow", { input: { scheduledReportId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledReportsKey }),
  });
}
