export * from "./alarmTable.js";
export * from "./constants.js";
export * from "./crc16X25.js";
export * from "./decode.js";
export * from "./encode.js";
export * from "./frameSplitter.js";
export * from "./models.js";
export * from "./positionLayouts.js";
