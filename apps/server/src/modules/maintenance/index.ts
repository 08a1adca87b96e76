export { findServiceOrderHolds, type ServiceOrderHold } from "./serviceOrderHolds.js";
