/** Raw alert types and GraphQL selections shared by the alert center and the notification pages. */

export interface AlertCodeInfo {
  alertCode: number;
  descriptionIdn: string;
  descriptionEng: string;
  iconUrl: string;
}

export interface RawAlertUserLog {
  typeField: string;
  data: string | null;
  note: string | null;
  createdOn: string;
  userId: number | null;
  user: { userId: number; fullname: string } | null;
}

export interface RawAlertRow {
  rawAlertId: number;
  id: string;
  alertCode: number;
  alert: AlertCodeInfo;
  createdOn: string;
  isResolved: boolean;
  isFalseAlert: boolean;
  isUrgent: boolean;
  isImportant: boolean;
  isRead: boolean;
  licensePlate: string;
  vehicleId: number;
  driverName: string | null;
  driver: { userId: number; fullname: string } | null;
  formattedAlertData: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface RawAlertDetail extends RawAlertRow {
  alert: AlertCodeInfo & { fullDescriptionIdn: string; fullDescriptionEng: string };
  resolvedOn: string | null;
  resolver: { userId: number; fullname: string } | null;
  alertData: string | null;
  geofences: { geofenceId: number; fenceName: string }[];
  sourceDeviceCategory: string;
  sourceDeviceType: string | null;
  form: { reason: string; others: string | null } | null;
  note: string | null;
  userLogs: RawAlertUserLog[];
}

const ALERT_CODE_FIELDS = "alertCode descriptionIdn descriptionEng iconUrl";

export const RAW_ALERT_ROW_FIELDS = `rawAlertId id alertCode alert { ${ALERT_CODE_FIELDS} } createdOn isResolved
  isFalseAlert isUrgent isImportant isRead licensePlate vehicleId driverName driver { userId fullname }
  formattedAlertData address latitude longitude`;

export const RAW_ALERT_DETAIL_FIELDS = `${RAW_ALERT_ROW_FIELDS}
  alert { ${ALERT_CODE_FIELDS} fullDescriptionIdn fullDescriptionEng }
  resolvedOn resolver { userId fullname } alertData geofences { geofenceId fenceName }
  sourceDeviceCategory sourceDeviceType form { reason others } note
  userLogs { typeField data note createdOn userId user { userId fullname } }`;

/** Every alert query key starts with this, so an action refreshes all alert lists at once. */
export const ALERTS_QUERY_KEY = ["alerts"] as const;

/** The alert's description in the interface language. */
export const alertDescription = (
  alert: Pick<AlertCodeInfo, "descriptionIdn" | "descriptionEng">,
  language: string,
) => (language === "en" ? alert.descriptionEng : alert.descriptionIdn);
