export * from "./gps103/index.js";
export * from "./gt06/index.js";
export * from "./h02/index.js";
export * from "./jt808/index.js";
export * from "./osmand/index.js";
export * from "./registry.js";
export * from "./teltonika/index.js";
export * from "./tracker/index.js";
