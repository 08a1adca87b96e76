export * from "./codec.js";
export * from "./crc16Kermit.js";
export * from "./encode.js";
export * from "./ioElements.js";
