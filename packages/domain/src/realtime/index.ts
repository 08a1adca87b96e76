export * from "./socketClose.js";
