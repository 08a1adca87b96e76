export * from "./alertCodeNumbers.js";
