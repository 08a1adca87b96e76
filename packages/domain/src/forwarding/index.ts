export * from "./boundedBuffer.js";
export * from "./forwardMessages.js";
