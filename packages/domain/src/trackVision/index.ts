export * from "./fmp4.js";
export * from "./h264.js";
export * from "./h264LiveMuxer.js";
export * from "./liveVideo.js";
export * from "./playback.js";
export * from "./videoUsage.js";
