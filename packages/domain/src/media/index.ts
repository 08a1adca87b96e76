export * from "./mediaRules.js";
