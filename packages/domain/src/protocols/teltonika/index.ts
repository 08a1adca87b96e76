export * from "./codec.js";
export * from "./crc16Ibm.js";
export * from "./encode.js";
export * from "./ioElements.js";
