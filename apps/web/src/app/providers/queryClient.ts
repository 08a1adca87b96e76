import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthenticated } from "@/shared/api/GraphqlRequestError";
import { identityQueryKey } from "@/shared/session/identityQueryKey";

/**
 * One query client for the app. When any call reports UNAUTHENTICATED (the session ended), the
 * identity is fetched again, which fails too and makes the auth guard go to /login.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    if (!isUnauthenticated(error) || queryKey?.[0] === identityQueryKey[0]) return;
    void queryClient.refetchQueries({ queryKey: identityQueryKey });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
  return queryClient;
}
