import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const NEW_MODULES = graphql(`
  query NewModules {
    newModules { ...EnvelopeFields data { path newUntil } }
  }
`);

/** The server's new-module check: paths whose menu entries carry the New badge (empty while loading or failed). */
export function useNewModules(): readonly string[] {
  const query = useQuery({
    queryKey: ["newModules"],
    staleTime: 3_600_000,
    queryFn: async ({ signal }) => (await requestEnvelope(NEW_MODULES, "newModules", {}, signal)).data ?? [],
  });
  return query.data?.map((module) => module.path) ?? EMPTY;
}

const EMPTY: readonly string[] = [];
