import type { RawAlert } from "../api/rawAlert";

/** A raw alert for unit tests; `overrides` change what the test looks at. */
export function testAlert(rawAlertId: number, overrides: Partial<RawAlert> = {}): RawAlert {
  return {
    rawAlertId,
    id: `8-1-${rawAlertId}-0`,
    alertCode: 8,
    alertRuleIds: [1],
    alert: {
      iconUrl: "/alert-icons/speed.svg",
      descriptionIdn: "Kecepatan berlebih",
      descriptionEng: "Overspeed",
    },
    isResolved: false,
    createdOn: new Date(Date.UTC(2026, 0, 1, 0, 0, rawAlertId)).toISOString(),
    alertData: "92|75",
    formattedAlertData: null,
    latitude: -6.2,
    longitude: 106.8,
    address: null,
    addressNear: null,
    mapUrl: null,
    shouldHaveMedia: false,
    isUrgent: false,
    isImportant: true,
    autoPopup: false,
    isRead: false,
    isFalseAlert: false,
    form: null,
    note: null,
    vehicleId: 1,
    licensePlate: "B 1 AA",
    driverName: null,
    callState: { isHaveVoip: false, deviceType: null },
    sourceDeviceCategory: "GPS",
    sourceDeviceType: null,
    foData: null,
    ...overrides,
  };
}
