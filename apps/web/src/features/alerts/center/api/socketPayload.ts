import { graphql } from "@/generated/graphql";
import type { AlertCenterPayloadQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type PayloadData = NonNullable<AlertCenterPayloadQuery["payload"]["data"]>;
export type SocketPayload = PayloadData["payload"];

const PAYLOAD = graphql(`
  query AlertCenterPayload($filter: PayloadFilter) {
    payload(filter: $filter) {
      ...EnvelopeFields
      data {
        payload { userId companyId channels }
        subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules }
      }
    }
  }
`);

/** The socket tags of this user (docs/spec/alert-center-and-shell.md §7 #1): system notifications, plus alert center when allowed. */
export async function fetchSocketPayload(withAlertCenter: boolean, signal?: AbortSignal) {
  const filterByType = withAlertCenter ? ["SystemNotif", "AlertCenter"] : ["SystemNotif"];
  const result = await requestEnvelope(
    PAYLOAD,
    "payload",
    { filter: { isSharedVehicle: false, filterByType } },
    signal,
  );
  if (!result.data) throw new Error("payload missing");
  return result.data;
}
