import { useQuery } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, EnvelopeError } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

const OPTIONS = /* GraphQL */ `
  query AlertRuleFormOptions {
    Geofences(filter: { pagination: { page: 1, show: 999 } }) { ${ENVELOPE_FIELDS} list { geofenceId fenceName } }
    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ${ENVELOPE_FIELDS} data { id name } }
  }
`;

interface OptionsResult {
  Geofences: Envelope & { list: { geofenceId: number; fenceName: string }[] | null };
  vgroups: Envelope & { data: { id: number; name: string }[] | null };
}

/** Geofence and vehicle group options of the rule form. */
export function useAlertRuleFormOptions() {
  return useQuery({
    queryKey: ["alert-rules", "form-options"],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest<OptionsResult>(OPTIONS, undefined, { signal });
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
