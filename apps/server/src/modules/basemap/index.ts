export { loadAllCities } from "./basemapData.js";
