export { newAccessToken, newShortKey } from "./links/linkKeys.js";
export {
  temporaryLiveViewContacts,
  temporaryLiveViews,
  temporaryLiveViewVehicles,
} from "./temporaryLiveView.tables.js";
