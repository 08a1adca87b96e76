/** What other features use of the alerts: the alert center's dashboard card and state. */
export { DashboardAlertCard, useAlertCenter } from "./center";
