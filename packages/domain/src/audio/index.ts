export * from "./g711.js";
export * from "./g726.js";
export * from "./imaAdpcm.js";
