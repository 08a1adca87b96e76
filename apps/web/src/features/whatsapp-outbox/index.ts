/** The WhatsApp outbox page; the settings routes mount it. */
export { WhatsAppOutboxPage } from "./components/WhatsAppOutboxPage";
