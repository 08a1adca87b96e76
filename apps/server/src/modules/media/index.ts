export type { DashcamRelay } from "./dashcamRelay.js";
export { alarmAttachments, mediaRequests } from "./media.tables.js";
export { findMediaTarget, MEDIA_REQUEST_STATUS } from "./mediaRepository.js";
export type { MediaStore, StoredClip } from "./mediaStore.js";
