import type { AnnouncementInput, AnnouncementView, ReferralStatus } from "@armada/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/apiRequest";
import { uploadFile } from "@/shared/api/uploadFile";

export interface ConsoleAnnouncement extends AnnouncementView {
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
    mutationFn: (input: AnnouncementInput) =>
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
export const uploadMedia = (file: File): Promise<string> => uploadFile("/api/console/uploads", file);

export interface ConsoleReferral {
  referralId: number;
  companyName: string;
  contactName: string;
  phoneNo: string;
  status: ReferralStatus;
  createdOn: string;
  statusUpdatedOn: string | null;
  referrerCompany: string;
  referrerUser: string | null;
}

export function useConsoleReferrals(page: number, status: ReferralStatus | null) {
  return useQuery({
    queryKey: ["console", "referrals", page, status] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ paginated_result: ConsoleReferral[]; metadata: { total_count: number } }>(
          `/api/console/referrals?limit=${CONSOLE_PAGE_SIZE}&page=${page}${status ? `&status=${status}` : ""}`,
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useSetReferralStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ referralId, status }: { referralId: number; status: ReferralStatus }) =>
      apiRequest(`/api/console/referrals/${referralId}`, { method: "PATCH", body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["console", "referrals"] }),
  });
}
