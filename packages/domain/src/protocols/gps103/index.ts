export * from "./codec.js";
