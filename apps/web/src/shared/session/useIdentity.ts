import { useQuery } from "@tanstack/react-query";
import { isUnauthenticated } from "../api/GraphqlRequestError";
import { fetchIdentity } from "./identity";
import { identityQueryKey } from "./identityQueryKey";

/** The signed-in user. Fails with code UNAUTHENTICATED when there is no session (never retried). */
export function useIdentity(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: identityQueryKey,
    queryFn: ({ signal }) => fetchIdentity(signal),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => !isUnauthenticated(error) && failureCount < 2,
    refetchOnWindowFocus: false,
  });
}
