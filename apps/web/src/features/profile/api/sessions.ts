import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const sessionsKey = ["my-sessions"] as const;

/** What a sessions list shows of each session: the user's own and an admin's view of a user's (`SessionCard`). */
graphql(`
  fragment SessionFields on UserSession {
    id
    browser
    os
    deviceType
    ip
    createdOn
    lastSeenOn
    isCurrent
  }
`);

const SESSIONS = graphql(`
  query MySessions {
    mySessions {
      ...EnvelopeFields
      data { ...SessionFields }
    }
  }
`);

const END_ONE = graphql(`
  mutation EndMySession($input: EndMySessionInput!) {
    endMySession(input: $input) {
      ...EnvelopeFields
      data
    }
  }
`);

const END_OTHERS = graphql(`
  mutation EndMyOtherSessions {
    endMyOtherSessions {
      ...EnvelopeFields
      data
    }
  }
`);

export function useMySessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await requestEnvelope(SESSIONS, "mySessions", {}, signal)).data ?? [],
  });
}

/** Ends one session (`id`) or, without one, every session but this one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | null) =>
      id === null
        ? (await requestEnvelope(END_OTHERS, "endMyOtherSessions", {})).data
        : (await requestEnvelope(END_ONE, "endMySession", { input: { id } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
