import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { AlertRuleUserOptionsQuery } from "@/generated/graphql/graphql";
import { EnvelopeError } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

export type RuleUserOption = NonNullable<AlertRuleUserOptionsQuery["alertRuleUserOptions"]["data"]>[number];

const USER_OPTIONS = graphql(`
  query AlertRuleUserOptions($filter: AlertRuleUserOptionsFilter) {
    alertRuleUserOptions(filter: $filter) { ...EnvelopeFields data { userId fullname email } }
  }
`);

/** How many users one search shows; typing narrows the list further. */
export const RULE_USER_OPTIONS_SHOWN = 50;

/** The company's active non-driver users matching `search` (name or email), for the rule's subscribed users. */
export function useRuleUserOptions(search: string) {
  return useQuery({
    queryKey: ["alert-rules", "user-options", search],
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest(
        USER_OPTIONS,
        { filter: { search: search || undefined, pagination: { page: 1, show: RULE_USER_OPTIONS_SHOWN } } },
        { signal },
      );
      if (!data.alertRuleUserOptions.isSuccessful) throw new EnvelopeError(data.alertRuleUserOptions);
      return data.alertRuleUserOptions.data ?? [];
    },
  });
}
