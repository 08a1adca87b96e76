export { legacyAppUrlFor } from "./backToV1Service.js";
