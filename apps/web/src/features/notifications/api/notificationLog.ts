import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, type PageInfo, requestEnvelope } from "@/shared/api/envelope";

export interface NotificationLogRow {
  id: number;
  typeField: string;
  data: string | null;
  note: string | null;
  createdOn: string;
  user: { userId: number; fullname: string } | null;
  rawAlert: {
    rawAlertId: number;
    id: string;
    licensePlate: string;
    alert: { descriptionIdn: string; descriptionEng: string; iconUrl: string };
  };
}

const LOG = /* GraphQL */ `
  query NotificationLog($filter: RawAlertUserLogsFilter) {
    notificationLog(filter: $filter) {
      ${ENVELOPE_FIELDS}
      notificationLog {
        data { id typeField data note createdOn user { userId fullname }
          rawAlert { rawAlertId id licensePlate alert { descriptionIdn descriptionEng iconUrl } } }
        pagination { total page show }
      }
    }
  }
`;

export interface NotificationLogQuery {
  startDate: string;
  endDate: string;
  typeField: string | null;
  search: string;
  page: number;
  show: number;
}

/** Who did what on which alert, newest first. */
export function useNotificationLog(query: NotificationLogQuery) {
  return useQuery({
    queryKey: ["alerts", "notification-log", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<
        Envelope & { notificationLog: { data: NotificationLogRow[]; pagination: PageInfo } | null }
      >(
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
