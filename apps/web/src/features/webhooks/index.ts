/** Integrasi's webhooks section; the API keys page (features/api-keys) shows it below the keys. */
export { WebhooksSection } from "./components/WebhooksSection";
