import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { NotificationLogQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type NotificationLogRow = NonNullable<
  NotificationLogQuery["notificationLog"]["notificationLog"]
>["data"][number];

const LOG = graphql(`
  query NotificationLog($filter: RawAlertUserLogsFilter) {
    notificationLog(filter: $filter) {
      ...EnvelopeFields
      notificationLog {
        data { id typeField data note createdOn user { userId fullname }
          rawAlert { rawAlertId id licensePlate alert { descriptionIdn descriptionEng iconUrl } } }
        pagination { total page show }
      }
    }
  }
`);

export interface NotificationLogFilter {
  startDate: string;
  endDate: string;
  typeField: string | null;
  search: string;
  page: number;
  show: number;
}

/** Who did what on which alert, newest first. */
export function useNotificationLog(query: NotificationLogFilter) {
  return useQuery({
    queryKey: ["alerts", "notification-log", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LOG,
        "notificationLog",
        {
          filter: {
            startDate: query.startDate,
            endDate: query.endDate,
            typeField: query.typeField ? [query.typeField] : undefined,
            search: query.search.trim() || undefined,
            pagination: { page: query.page, show: query.show },
          },
        },
        signal,
      );
      return {
        rows: result.notificationLog?.data ?? [],
        total: result.notificationLog?.pagination.total ?? 0,
      };
    },
  });
}
