export * from "./callAudioCodec.js";
export * from "./callLogFilter.js";
export * from "./callSocket.js";
export * from "./driverCall.js";
export * from "./pcmFrames.js";
