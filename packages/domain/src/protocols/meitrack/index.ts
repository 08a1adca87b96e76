export * from "./codec.js";
export * from "./encode.js";
export * from "./events.js";
export * from "./frame.js";
