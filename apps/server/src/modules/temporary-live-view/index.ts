export { temporaryLiveViewContacts, temporaryLiveViews } from "./temporaryLiveView.tables.js";
