import { ENVELOPE_FIELDS, type Envelope, requestEnvelope } from "@/shared/api/envelope";

export interface SocketPayload {
  userId: number;
  companyId: number;
  channels: string[];
}

export interface PayloadData {
  payload: SocketPayload;
  subscribedAlertRules: {
    urgentAlertRules: number[];
    importantAlertRules: number[];
    autoPopupAlertRules: number[];
  };
}

const PAYLOAD = /* GraphQL */ `
  query AlertCenterPayload($filter: PayloadFilter) {
    payload(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data {
        payload { userId companyId channels }
        subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules }
      }
    }
  }
`;

/** The socket tags of this user (spec §7 #1): system notifications, plus alert center when allowed. */
export async function fetchSocketPayload(withAlertCenter: boolean, signal?: AbortSignal) {
  const filterByType = withAlertCenter ? ["SystemNotif", "AlertCenter"] : ["SystemNotif"];
  const result = await requestEnvelope<Envelope & { data: PayloadData | null }>(
    PAYLOAD,
    "payload",
    { filter: { isSharedVehicle: false, filterByType } },
    signal,
  );
  if (!result.data) throw new Error("payload missing");
  return result.data;
}
