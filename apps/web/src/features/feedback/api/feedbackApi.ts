import type { FeedbackInput } from "@armada/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/apiRequest";

const statusKey = ["feedback", "status"] as const;

/** GET /feedback-status: "given" this month, "notGiven", or "failed" (docs/spec/alert-center-and-shell.md §8: a failure counts as given). */
export function useFeedbackStatus(enabled: boolean) {
  return useQuery({
    queryKey: statusKey,
    queryFn: async ({ signal }): Promise<"given" | "notGiven" | "failed"> => {
      try {
        const { data } = await apiRequest<{ status: boolean }>("/api/feedback-status", { signal });
        return data.status ? "given" : "notGiven";
      } catch (error) {
        if (signal.aborted) throw error;
        return "failed";
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => apiRequest("/api/feedback", { method: "POST", body: input }),
    onSuccess: () => queryClient.setQueryData(statusKey, "given"),
  });
}
