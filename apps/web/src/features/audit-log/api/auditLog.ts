import { useInfiniteQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { AuditEventsQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type AuditEventRow = NonNullable<AuditEventsQuery["auditEvents"]["data"]>["events"][number];

export interface AuditLogFilter {
  startDate: string;
  endDate: string;
  userId: number | null;
  action: string | null;
  search: string | null;
}

const EVENTS = graphql(`
  query AuditEvents($filter: AuditEventsFilter!) {
    auditEvents(filter: $filter) {
      ...EnvelopeFields
      data {
        nextBefore
        events { id createdOn actorUserId actorName action actionLabel targetType targetLabel details ip userAgent }
      }
    }
  }
`);

/** The log, newest first, a page at a time (keyset: each page continues before the last entry seen). */
export function useAuditEvents(filter: AuditLogFilter) {
  return useInfiniteQuery({
    queryKey: ["audit-log", filter],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const result = await requestEnvelope(
        EVENTS,
        "auditEvents",
        { filter: { ...filter, before: pageParam } },
        signal,
      );
      return result.data ?? { events: [], nextBefore: null };
    },
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** The export's address: the same filter as the page's. */
export function auditExportUrl(filter: AuditLogFilter): string {
  const query = new URLSearchParams({ startDate: filter.startDate, endDate: filter.endDate });
  if (filter.userId) query.set("userId", String(filter.userId));
  if (filter.action) query.set("action", filter.action);
  if (filter.search) query.set("search", filter.search);
  return `/api/audit/export?${query}`;
}
