export * from "./marketplaceCatalogue.js";
