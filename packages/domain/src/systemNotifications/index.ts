export * from "./mediaType.js";
export * from "./systemNotificationInput.js";
export * from "./systemNotificationPaging.js";
export * from "./systemNotificationView.js";
