/** A raw alert as the alert center reads it (schema.graphql `RawAlert`). */
export interface RawAlert {
  rawAlertId: number;
  id: string;
  alertCode: number;
  alertRuleIds: number[];
  alert: { iconUrl: string; descriptionIdn: string; descriptionEng: string };
  isResolved: boolean;
  createdOn: string;
  alertData: string | null;
  formattedAlertData: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  mapUrl: string | null;
  shouldHaveMedia: boolean;
  isUrgent: boolean;
  isImportant: boolean;
  autoPopup: boolean;
  isRead: boolean;
  isFalseAlert: boolean;
  form: { reason: string; others: string | null } | null;
  note: string | null;
  vehicleId: number;
  licensePlate: string;
  driverName: string | null;
  callState: { isHaveVoip: boolean; deviceType: string | null };
  /** fleet-order alerts (137-143): the order's details */
  foData?: FleetOrderDetails | null;
}

export interface FleetOrderDetails {
  location: string | null;
  totalDurationMinutes: number | null;
  targetTime: string | null;
  actualTime: string | null;
  destination: string | null;
  distanceKm: number | null;
  targetArrival: string | null;
  estimatedArrival: string | null;
  plannedActivityMinutes: number | null;
}

/** The selection of RawAlert fields every alert center operation reads. */
export const RAW_ALERT_FIELDS = /* GraphQL */ `
  rawAlertId id alertCode alertRuleIds
  alert { iconUrl descriptionIdn descriptionEng }
  isResolved createdOn alertData formattedAlertData latitude longitude address mapUrl shouldHaveMedia
  isUrgent isImportant autoPopup isRead isFalseAlert form { reason others } note
  vehicleId licensePlate driverName callState { isHaveVoip deviceType }
  foData { location totalDurationMinutes targetTime actualTime destination distanceKm targetArrival estimatedArrival
           plannedActivityMinutes }
`;

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
