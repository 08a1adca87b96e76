/** Access keys of the temporary live view (the Fleet Tracking menu's /trackingtemp/ entry). */
export const TEMPORARY_TRACKING_READ = "b2a-temporary-liveview:read";
export const TEMPORARY_TRACKING_CREATE = "b2a-temporary-liveview:create";
export const TEMPORARY_TRACKING_UPDATE = "b2a-temporary-liveview:update";
export const TEMPORARY_TRACKING_DELETE = "b2a-temporary-liveview:delete";
