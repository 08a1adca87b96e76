export * from "./trackerCodec.js";
