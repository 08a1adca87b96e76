import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { EnvelopeError } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

const OPTIONS = graphql(`
  query AlertRuleFormOptions {
    Geofences(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields list { geofenceId fenceName } }
    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { id name } }
  }
`);

/** Geofence and vehicle group options of the rule form. */
export function useAlertRuleFormOptions() {
  return useQuery({
    queryKey: ["alert-rules", "form-options"],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest(OPTIONS, {}, { signal });
      for (const envelope of [data.Geofences, data.vgroups]) {
        if (!envelope.isSuccessful) throw new EnvelopeError(envelope);
      }
      return {
        geofences: (data.Geofences.list ?? []).map((g) => ({
          value: String(g.geofenceId),
          label: g.fenceName,
        })),
        vgroups: (data.vgroups.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
      };
    },
  });
}
