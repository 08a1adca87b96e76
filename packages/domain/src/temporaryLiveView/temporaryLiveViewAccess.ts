/** Access keys of the temporary live view (the Fleet Tracking menu's /trackingtemp/ entry). */
export const TEMPORARY_LIVE_VIEW_READ = "b2a-temporary-liveview:read";
export const TEMPORARY_LIVE_VIEW_CREATE = "b2a-temporary-liveview:create";
export const TEMPORARY_LIVE_VIEW_UPDATE = "b2a-temporary-liveview:update";
export const TEMPORARY_LIVE_VIEW_DELETE = "b2a-temporary-liveview:delete";
