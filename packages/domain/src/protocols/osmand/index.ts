export * from "./parseOsmAnd.js";
