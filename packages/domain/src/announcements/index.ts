export * from "./announcementInput.js";
export * from "./announcementPaging.js";
export * from "./announcementView.js";
export * from "./uploadType.js";
