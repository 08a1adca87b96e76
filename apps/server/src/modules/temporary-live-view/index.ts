export { temporaryLiveViewContacts, temporaryLiveViews } from "./temporaryLiveView.tables.js";
export { TEMPORARY_LIVE_VIEW_CREATE, TEMPORARY_LIVE_VIEW_UPDATE } from "./temporaryLiveViewAccess.js";
