export * from "./codec.js";
export * from "./encode.js";
