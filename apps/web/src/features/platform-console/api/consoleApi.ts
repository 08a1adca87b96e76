import type { SystemNotificationInput, SystemNotificationView } from "@armada/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/shared/api/ApiError";
import { apiRequest } from "@/shared/api/apiRequest";
import { requestHeaders } from "@/shared/api/requestHeaders";

export interface ConsoleAnnouncement extends SystemNotificationView {
  company_ids: number[] | null;
  publish_on: string;
  delivered_on: string | null;
  read_count: number;
}

export const CONSOLE_PAGE_SIZE = 20;
const keys = {
  announcements: (page: number) => ["console", "announcements", page] as const,
  companies: ["console", "companies"] as const,
};

export function useConsoleAnnouncements(page: number) {
  return useQuery({
    queryKey: keys.announcements(page),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ paginated_result: ConsoleAnnouncement[]; metadata: { total_count: number } }>(
          `/api/console/system-notification?limit=${CONSOLE_PAGE_SIZE}&page=${page}`,
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useConsoleCompanies() {
  return useQuery({
    queryKey: keys.companies,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ id: number; name: string }[]>("/api/console/companies", { signal })).data,
  });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SystemNotificationInput) =>
      apiRequest<ConsoleAnnouncement>("/api/console/system-notification", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["console", "announcements"] }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest(`/api/console/system-notification/${uuid}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["console", "announcements"] }),
  });
}

/** Uploads an image or video as the raw body; the server checks its type and size and answers its URL. */
export async function uploadMedia(file: File): Promise<string> {
  const response = await fetch("/api/console/uploads", {
    method: "POST",
    credentials: "same-origin",
    headers: { ...requestHeaders(), "content-type": "application/octet-stream" },
    body: file,
  }).catch(() => {
    throw new ApiError({ status: 0, errorName: "NetworkError", message: "" });
  });
  const envelope = (await response.json().catch(() => null)) as {
    isSuccessful?: boolean;
    errorName?: string;
    message?: string;
    data?: { url: string };
  } | null;
  if (!response.ok || !envelope?.data?.url)
    throw new ApiError({
      status: response.status,
      errorName: envelope?.errorName ?? "RequestFailed",
      message: envelope?.message ?? "",
    });
  return envelope.data.url;
}
