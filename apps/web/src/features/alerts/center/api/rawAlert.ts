import { graphql } from "@/generated/graphql";
import type { AlertCenterRawAlertFieldsFragment } from "@/generated/graphql/graphql";

/** The selection of RawAlert fields every alert center operation reads. */
graphql(`
  fragment AlertCenterRawAlertFields on RawAlert {
    rawAlertId id alertCode alertRuleIds
    alert { iconUrl descriptionIdn descriptionEng }
    isResolved createdOn alertData formattedAlertData latitude longitude address addressNear { name metres } mapUrl shouldHaveMedia
    isUrgent isImportant autoPopup isRead isFalseAlert form { reason others } note
    vehicleId licensePlate driverName callState { isHaveVoip deviceType } sourceDeviceCategory sourceDeviceType
    foData { location totalDurationMinutes targetTime actualTime destination distanceKm targetArrival estimatedArrival
             plannedActivityMinutes }
  }
`);

/** A raw alert as the alert center reads it. */
export type RawAlert = AlertCenterRawAlertFieldsFragment;
/** fleet-order alerts (137-143): the order's details */
export type FleetOrderDetails = NonNullable<RawAlert["foData"]>;

/** True for a value shaped like a RawAlert (a socket message may carry the whole alert). */
export function isRawAlert(value: unknown): value is RawAlert {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Partial<RawAlert>;
  return (
    typeof candidate.rawAlertId === "number" &&
    typeof candidate.alertCode === "number" &&
    typeof candidate.createdOn === "string" &&
    typeof candidate.isUrgent === "boolean" &&
    typeof candidate.licensePlate === "string" &&
    !!candidate.alert
  );
}
