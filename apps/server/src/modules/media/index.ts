export type { DashcamRelay } from "./dashcamRelay.js";
export { mediaRequests } from "./media.tables.js";
export { findMediaTarget, MEDIA_REQUEST_STATUS } from "./mediaRepository.js";
