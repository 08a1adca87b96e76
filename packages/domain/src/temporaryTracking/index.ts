export * from "./contactLocation.js";
export * from "./contactLocationMapLink.js";
export * from "./duplicatePhones.js";
export * from "./duration.js";
export * from "./liveViewStatus.js";
export * from "./pickedColumns.js";
export * from "./temporaryLiveViewInput.js";
export * from "./trackingLink.js";
