/** Web Push: alerts as browser notifications with the tab closed (docs/spec/alert-center-and-shell.md §4, §7 item 12). */
export { PushNotificationsCard } from "./components/PushNotificationsCard";
export { PushOffer } from "./components/PushOffer";
export { endPushSubscription } from "./lib/webPush";
