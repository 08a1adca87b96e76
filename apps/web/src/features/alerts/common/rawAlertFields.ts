/** Raw alert types and GraphQL selections shared by the alert center and the notification pages. */
import type { TFunction } from "i18next";
import { graphql } from "@/generated/graphql";
import type {
  AlertCodeInfoFragment,
  RawAlertDetailFieldsFragment,
  RawAlertRowFieldsFragment,
} from "@/generated/graphql/graphql";
import { type PlaceParts, placePhrase } from "@/shared/geocoding/placePhrase";

graphql(`
  fragment AlertCodeInfo on AlertCode {
    alertCode descriptionIdn descriptionEng iconUrl
  }
`);
graphql(`
  fragment RawAlertRowFields on RawAlert {
    rawAlertId id alertCode alert { ...AlertCodeInfo } createdOn isResolved
    isFalseAlert isUrgent isImportant isRead licensePlate vehicleId driverName driver { userId fullname }
    formattedAlertData address addressNear { name metres } latitude longitude
  }
`);
graphql(`
  fragment RawAlertDetailFields on RawAlert {
    ...RawAlertRowFields
    alert { ...AlertCodeInfo fullDescriptionIdn fullDescriptionEng }
    resolvedOn resolver { userId fullname } alertData geofences { geofenceId fenceName }
    sourceDeviceCategory sourceDeviceType form { reason others } note shouldHaveMedia callState { isHaveVoip deviceType }
    userLogs { typeField data note createdOn userId user { userId fullname } }
  }
`);

export type AlertCodeInfo = AlertCodeInfoFragment;
export type RawAlertRow = RawAlertRowFieldsFragment;
export type RawAlertDetail = RawAlertDetailFieldsFragment;
export type RawAlertUserLog = RawAlertDetail["userLogs"][number];

/** Every alert query key starts with this, so an action refreshes all alert lists at once. */
export const ALERTS_QUERY_KEY = ["alerts"] as const;

/** The alert's description in the interface language. */
export const alertDescription = (
  alert: Pick<AlertCodeInfo, "descriptionIdn" | "descriptionEng">,
  language: string,
) => (language === "en" ? alert.descriptionEng : alert.descriptionIdn);

/** Where the alert happened, phrased in the interface language ("± 380 m from Depo Cakung"). */
export const alertAddress = (
  alert: { address?: string | null; addressNear?: PlaceParts["near"] },
  t: TFunction,
  language: string,
) => placePhrase({ display_name: alert.address, near: alert.addressNear }, t, language);
