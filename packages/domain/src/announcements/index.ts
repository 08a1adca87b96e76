export * from "./systemNotificationInput.js";
export * from "./systemNotificationPaging.js";
export * from "./systemNotificationView.js";
export * from "./uploadType.js";
