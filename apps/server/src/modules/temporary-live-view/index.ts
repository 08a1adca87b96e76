export { temporaryLiveViewContacts, temporaryLiveViews } from "./temporaryLiveView.tables.js";
export { TEMPORARY_TRACKING_CREATE, TEMPORARY_TRACKING_UPDATE } from "./temporaryLiveViewAccess.js";
