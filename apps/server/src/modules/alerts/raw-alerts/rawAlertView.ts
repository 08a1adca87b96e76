import {
  FLEET_ORDER_ALERT_CODES,
  formatAlertData,
  type Language,
  MEDIA_TIMING,
  rawAlertKeyOf,
  readFleetOrderDetails,
  VOIP_VENDOR_TYPES,
} from "@armada/domain";
import type { AlertClipRequest } from "../alertClips.js";
import { alertCodeView } from "../codes/alertCodeService.js";
import { alertFlagsFor, type SubscribedAlertRules } from "./alertSubscriptions.js";
import type { RawAlertRefs, RawAlertRow } from "./rawAlertRepository.js";

export const mapUrlOf = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : `https://www.google.com/maps?q=${latitude},${longitude}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An alert's clip from its requests and alarm attachments (oldest first): the stored clip (a video before a
 * snapshot), how often it was asked, and what the popup may do: request (none stored and none waiting) or check
 * (one is waiting for the dashcam's upload).
 */
export function mediaStateOf(
  requests: readonly AlertClipRequest[],
  shouldHaveMedia: boolean,
  now = Date.now(),
) {
  const storedFiles = requests.filter((request) => request.status === "S" && request.fileKey !== null);
  // an alarm's attachments may hold snapshots beside the clip: the clip is what the popup plays
  const stored =
    storedFiles.findLast((request) => !request.contentType?.startsWith("image/")) ?? storedFiles.at(-1);
  const latest = requests.at(-1);
  // a request the dashcam did not complete in time is given up (its FTP login stops working too)
  const waiting = latest?.status === "W" && now - latest.createdOn.getTime() < MEDIA_TIMING.uploadExpiryMs;
  const pollingStatus = stored ? "complete" : waiting ? "waiting" : latest ? "failed" : null;
  return {
    videoData: stored
      ? {
          id: stored.id,
          url: `/api/media/${stored.id}`,
          channel: stored.channel,
          startTime: stored.startTime.toISOString(),
          endTime: stored.endTime.toISOString(),
          fileSize: stored.fileSize,
          contentType: stored.contentType,
        }
      : null,
    retryCount: requests.length,
    pollingStatus,
    canRequest: shouldHaveMedia && !stored && !waiting,
    canCheck: shouldHaveMedia && !stored && waiting,
    downloadVideoStatus: latest?.status ?? null,
  };
}

/**
 * A stored alert as the GraphQL RawAlert for one caller: urgency and auto-popup by their subscribed rule
 * lists, formattedAlertData in their language, and the batch-loaded references of its page.
 */
export function toRawAlertView(
  row: RawAlertRow,
  refs: RawAlertRefs,
  subscribed: SubscribedAlertRules,
  language: Language,
) {
  const person = (userId: number | null) => (userId === null ? null : (refs.users.get(userId) ?? null));
  const vehicle = refs.vehicles.get(row.vehicleId);
  const driver = person(row.driverId);
  const logs = refs.logs.filter((log) => log.rawAlertId === row.rawAlertId);
  const userLogs = logs.map((log) => ({
    typeField: log.typeField,
    data: log.data,
    note: log.note,
    createdOn: log.createdOn.toISOString(),
    userId: log.userId,
    user: person(log.userId),
  }));
  const lastFeedback = logs.filter((log) => log.typeField === "Feedback").at(-1);
  const geofences = row.geofenceIds.flatMap((id) => refs.geofences.get(id) ?? []);
  const vendorType = vehicle?.vendorType ?? null;
  const isHaveVoip = vendorType !== null && VOIP_VENDOR_TYPES.includes(vendorType);
  const media = mediaStateOf(
    refs.mediaRequests.filter((request) => request.rawAlertId === row.rawAlertId),
    row.shouldHaveMedia,
  );
  const storedStatus = row.additionalData?.downloadVideoStatus;
  return {
    rawAlertId: row.rawAlertId,
    id: rawAlertKeyOf(row),
    alertCode: row.alertCode,
    alertRuleIds: row.alertRuleIds,
    alert: alertCodeView(row.alertCode),
    isResolved: row.isResolved,
    resolvedOn: iso(row.resolvedOn),
    resolvedBy: row.resolvedBy,
    resolver: person(row.resolvedBy),
    createdOn: row.createdOn.toISOString(),
    alertTrigger: row.alertTrigger,
    alertFlag: row.alertFlag,
    alertData: row.alertData,
    formattedAlertData: formatAlertData(row.alertCode, row.alertData, language),
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    addressNear: row.addressNear,
    mapUrl: mapUrlOf(row.latitude, row.longitude),
    geofence: geofences.length > 0 ? geofences.map((fence) => fence.fenceName).join(", ") : null,
    geofences,
    shouldHaveMedia: row.shouldHaveMedia,
    additionalData: {
      downloadVideoStatus: typeof storedStatus === "string" ? storedStatus : media.downloadVideoStatus,
    },
    videoData: media.videoData,
    canRequest: media.canRequest,
    canCheck: media.canCheck,
    retryCount: media.retryCount,
    pollingStatus: media.pollingStatus,
    foData: FLEET_ORDER_ALERT_CODES.includes(row.alertCode)
      ? readFleetOrderDetails(row.additionalData?.foData)
      : null,
    ...alertFlagsFor(row.alertRuleIds, subscribed),
    isRead: row.isRead,
    readOn: iso(row.readOn),
    isFalseAlert: row.isFalseAlert,
    form: row.form ? { reason: row.form.reason, others: row.form.others ?? null } : null,
    note: row.note,
    lastUserFeedback: lastFeedback
      ? {
          feedback: lastFeedback.data ?? lastFeedback.note ?? "",
          createdOn: lastFeedback.createdOn.toISOString(),
          userId: lastFeedback.userId,
          user: person(lastFeedback.userId),
        }
      : null,
    userLogs,
    sourceDeviceCategory: row.sourceDeviceCategory,
    sourceDeviceType: row.sourceDeviceType ?? vendorType,
    childVehicleId: row.childVehicleId,
    vehicleId: row.vehicleId,
    vehicle: { id: row.vehicleId, licensePlate: vehicle?.licensePlate ?? "" },
    licensePlate: vehicle?.licensePlate ?? "",
    driverId: row.driverId,
    driver,
    driverName: driver?.fullname ?? null,
    callState: {
      isHaveVoip,
      deviceType: vendorType,
      imeiVoip: isHaveVoip ? (vehicle?.imei ?? null) : null,
      vehicleIdVoip: isHaveVoip ? row.vehicleId : null,
    },
  };
}

export type RawAlertView = ReturnType<typeof toRawAlertView>;
