export * from "./callAudioCodec.js";
export * from "./driverCall.js";
export * from "./pcmFrames.js";
