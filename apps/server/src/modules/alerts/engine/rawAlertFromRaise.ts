import { type GroupedRaise, isMediaAlertCode } from "@armada/domain";
import type { NewRawAlert } from "../raw-alerts/rawAlertWriter.js";
import type { CachedRule, VehicleInfo } from "../rules/companyRules.js";

/**
 * The raw alert of one grouped raise: all matching rule ids, urgent/important/auto-popup when any matching rule
 * says so, the vehicle's first driver, media expected for DMS/ADAS codes, and the source device: the dashcam for
 * those, the GPS tracker (or the only device) for the others.
 */
export function rawAlertFromRaise(
  grouped: GroupedRaise,
  matched: readonly CachedRule[],
  companyId: number,
  vehicle: VehicleInfo,
): NewRawAlert {
  const media = isMediaAlertCode(grouped.alertCode);
  return {
    companyId,
    vehicleId: vehicle.vehicleId,
    driverId: vehicle.driverId,
    alertCode: grouped.alertCode,
    alertRuleIds: grouped.alertRuleIds,
    alertData: grouped.alertData,
    alertTrigger: grouped.alertTrigger,
    alertFlag: grouped.alertFlag,
    latitude: grouped.latitude,
    longitude: grouped.longitude,
    geofenceIds: grouped.geofenceIds,
    isUrgent: matched.some((rule) => rule.isUrgent),
    isImportant: matched.some((rule) => rule.isImportant),
    autoPopup: matched.some((rule) => rule.autoPopup),
    shouldHaveMedia: media,
    sourceDeviceCategory: media ? "camera" : "GPS",
    sourceDeviceType: media ? vehicle.dashcamVendorType : vehicle.vendorType,
    createdOn: new Date(grouped.time),
  };
}
