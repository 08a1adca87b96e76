export * from "./gt06/index.js";
export * from "./jt808/index.js";
export * from "./osmand/index.js";
