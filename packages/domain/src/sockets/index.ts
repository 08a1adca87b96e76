export * from "./operatorSocketMessages.js";
export * from "./socketClose.js";
export * from "./socketHeartbeat.js";
