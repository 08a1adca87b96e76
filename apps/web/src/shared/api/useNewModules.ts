import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { useAfterFirstPaint } from "@/shared/lib/useAfterFirstPaint";

const NEW_MODULES = graphql(`
  query NewModules {
    newModules { ...EnvelopeFields data { path newUntil } }
  }
`);

/**
 * The server's new-module check: paths whose menu entries carry the New badge (empty while loading or failed).
 * Asked for once the page's first view is shown: the badges are not what a slow phone should wait for.
 */
export function useNewModules(): readonly string[] {
  const pageShown = useAfterFirstPaint();
  const query = useQuery({
    queryKey: ["newModules"],
    enabled: pageShown,
    staleTime: 3_600_000,
    queryFn: async ({ signal }) => (await requestEnvelope(NEW_MODULES, "newModules", {}, signal)).data ?? [],
  });
  return query.data?.map((module) => module.path) ?? EMPTY;
}

const EMPTY: readonly string[] = [];
