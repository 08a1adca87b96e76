import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, EnvelopeError } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

export interface RuleUserOption {
  userId: number;
  fullname: string;
  email: string | null;
}

const USER_OPTIONS = /* GraphQL */ `
  query AlertRuleUserOptions($filter: AlertRuleUserOptionsFilter) {
    alertRuleUserOptions(filter: $filter) { ${ENVELOPE_FIELDS} data { userId fullname email } }
  }
`;

/** How many users one search shows; typing narrows the list further. */
export const RULE_USER_OPTIONS_SHOWN = 50;

/** The company's active non-driver users matching `search` (name or email), for the rule's subscribed users. */
export function useRuleUserOptions(search: string) {
  return useQuery({
    queryKey: ["alert-rules", "user-options", search],
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest<
        { alertRuleUserOptions: Envelope & { data: RuleUserOption[] | null } },
        { filter: { search?: string; pagination: { page: number; show: number } } }
      >(
        USER_OPTIONS,
        { filter: { search: search || undefined, pagination: { page: 1, show: RULE_USER_OPTIONS_SHOWN } } },
        { signal },
      );
      if (!data.alertRuleUserOptions.isSuccessful) throw new EnvelopeError(data.alertRuleUserOptions);
      return data.alertRuleUserOptions.data ?? [];
    },
  });
}
