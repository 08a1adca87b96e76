/** The reports of /report/ and the access key each needs (the menu shows /report/ with any of them). */
export const REPORT_ACCESS_KEYS = {
  trips: "f1a-report-trip:read",
  stops: "f1b-report-parking:read",
  utilisation: "f1e-report-mileage:read",
  alerts: "f1f-report-alert:read",
  driverScores: "f1g-report-driver-behavior:read",
  geofenceVisits: "f1h-report-geofence:read",
} as const;

export type ReportKind = keyof typeof REPORT_ACCESS_KEYS;

export const REPORT_KINDS = Object.keys(REPORT_ACCESS_KEYS) as ReportKind[];

export const isReportKind = (value: unknown): value is ReportKind =>
  typeof value === "string" && value in REPORT_ACCESS_KEYS;
