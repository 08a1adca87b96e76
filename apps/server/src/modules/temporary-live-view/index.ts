export { RECEIPT_QUESTION } from "./arrival/arrivalWorker.js";
export { newAccessToken, newShortKey } from "./links/linkKeys.js";
export type { TemporaryLiveViewService } from "./links/temporaryLiveViewService.js";
export type { ContactLocation } from "./temporaryLiveView.tables.js";
export {
  arrivalNotices,
  temporaryLiveViewContacts,
  temporaryLiveViews,
  temporaryLiveViewVehicles,
} from "./temporaryLiveView.tables.js";
export type { PublicViewerService } from "./viewer/publicViewerService.js";
