export * from "./sizedFrameSplitter.js";
export * from "./trackerCodec.js";
export * from "./trackerDeviceFix.js";
export * from "./trackerDeviceFrames.js";
