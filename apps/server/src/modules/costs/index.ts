export { costEntries } from "./costs.tables.js";
