export * from "./mediaType.js";
export * from "./systemNotificationInput.js";
export * from "./systemNotificationView.js";
export * from "./unreadCount.js";
